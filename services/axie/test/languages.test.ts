// Searches in Spanish or Portuguese find the English game texts through our glossary,
// and the labels the tools show come in the caller's language (Accept-Language).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchNeedles } from '../src/origins/glossary';
import { buildTestApp, type AxieTestApp } from './helpers';

let app: AxieTestApp;
beforeAll(async () => {
  app = await buildTestApp({ size: 200 });
});
afterAll(async () => app.close());

const post = (url: string, payload: object, language?: string) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers: language ? { 'accept-language': language } : {} });
const ids = (body: { cards?: { id: number }[]; items?: { id: string }[] }) => (body.cards ?? body.items ?? []).map((x) => x.id);

describe('search through the glossary (es/pt ↔ en game terms)', () => {
  it('"veneno" finds the same 28 cards as "poison" (Origins cards and the land-battle page)', async () => {
    for (const url of ['/origins/cards', '/land-battles/cards']) {
      const english = (await post(url, { q: 'poison', pageSize: 100 })).json();
      expect(english.total).toBe(28);
      for (const q of ['veneno', 'Veneno', 'envenenar']) {
        const other = (await post(url, { q, pageSize: 100 })).json();
        expect(ids(other), `${url} ${q}`).toEqual(ids(english));
      }
    }
  });

  it('other terms and several words: sueño/sono = sleep, "escudo enemigo" = "shield enemy"; English words still work', async () => {
    const sleep = ids((await post('/origins/cards', { q: 'sleep', pageSize: 100 })).json());
    expect(sleep.length).toBeGreaterThan(0);
    expect(ids((await post('/origins/cards', { q: 'sueño', pageSize: 100 })).json())).toEqual(sleep);
    expect(ids((await post('/origins/cards', { q: 'sono', pageSize: 100 })).json())).toEqual(sleep);
    expect(searchNeedles('Escudo enemigo')).toEqual(['escudo enemigo', 'shield enemy']);
    expect(searchNeedles('poison')).toEqual(['poison']);
    // whole words only: "curar" is heal, but "curarse" is not rewritten
    expect(searchNeedles('curarse')).toEqual(['curarse']);
  });

  it('rune and charm searches use the glossary too', async () => {
    const english = (await post('/origins/items', { kind: 'charm', q: 'shield', pageSize: 100 })).json();
    expect(english.total).toBeGreaterThan(0);
    expect(ids((await post('/origins/items', { kind: 'charm', q: 'escudo', pageSize: 100 })).json())).toEqual(ids(english));
  });
});

describe("labels in the caller's language", () => {
  const spanish = /ejemplo|documentación|Muestra|Datos|Lanzamiento|Estadísticas|en vivo/;
  const answers = async (language: string) => ({
    seasons: (await app.inject({ method: 'GET', url: '/api/origins/seasons', headers: { 'accept-language': language } })).json().source.label,
    leaderboard: (await post('/origins/leaderboard', {}, language)).json().source.label,
    runes: (await post('/origins/items', { kind: 'rune' }, language)).json().source.label,
    cards: (await post('/origins/cards', {}, language)).json().source.label,
    landCards: (await post('/land-battles/cards', {}, language)).json().source.label,
    poison: (await app.inject({ method: 'GET', url: '/api/origins/poison', headers: { 'accept-language': language } })).json().rule.season,
    sales: (await post('/axie/sales-history', {}, language)).json().source.label,
    tree: (await post('/axie/tree', { axieId: '10000001' }, language)).json().source.label,
    showroom: (await post('/axie/showroom', { ids: ['10000001'] }, language)).json(),
    partsEvolution: (await app.inject({ method: 'GET', url: '/api/axie/parts-evolution', headers: { 'accept-language': language } })).json().source.label,
  });

  it('en and pt get no Spanish label; es (and no header) keep Spanish', async () => {
    const es = await answers('es');
    expect(es.runes).toBe('Muestra pública: 20 de 1935 runas, del ejemplo de la documentación de Sky Mavis (no es el catálogo completo)'.replace('1935', new Intl.NumberFormat('es').format(1935)));
    expect(es.showroom.statsNote).toMatch(/^Estadísticas clásicas/);
    for (const language of ['en', 'en-GB,en;q=0.9', 'pt-BR']) {
      const { showroom, ...labels } = await answers(language);
      for (const [what, label] of Object.entries(labels)) {
        expect(label, `${language} ${what}`).not.toMatch(spanish);
        expect(label, `${language} ${what}`).not.toBe(es[what as keyof typeof es]);
      }
      expect(showroom.statsNote).not.toBe(es.showroom.statsNote);
    }
    const en = await answers('en');
    expect(en.runes).toBe('Public sample: 20 of 1,935 runes, from the Sky Mavis docs example (not the full catalogue)');
    expect(en.sales).toBe('Generated sample data (not the real marketplace)');
    expect((await answers('pt')).cards).toBe('Cartas de Axie Infinity: Origins (exemplo da documentação da Sky Mavis, 522 cartas, ~jan 2024)');
  }, 60_000);
});
