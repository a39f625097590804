import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { es, renderAxieTool } from '../../../testing/test-utils';
import type { ItemsResponse, OriginsItem } from '@criadero/api-contracts/axie';
import { nav } from '../../../nav';
import RunesCharmsPage from '../pages/RunesCharmsPage';

const item = (id: string, kind: 'rune' | 'charm', extra: Partial<OriginsItem> = {}): OriginsItem => ({
  id, kind, name: `Item ${id}`, class: 'Bird', rarity: 'Rare', description: 'Apply {Weak}. <Banish>.', seasonId: 9, season: 'Season 8', craftable: false, potentialPoint: kind === 'charm' ? 5 : null, imageUrl: null, ...extra,
});

function answer(items: OriginsItem[], extra: Partial<ItemsResponse> = {}): ItemsResponse {
  return {
    items, total: items.length, catalogueSize: 20, fullCatalogueSize: 1935, sample: true,
    seasons: [{ id: 9, name: 'Season 8' }, { id: 1, name: 'Season 0' }], classes: ['Bird', 'Neutral'], page: 1, pageSize: 24,
    source: { kind: 'sample', label: 'Muestra pública: 20 elementos', asOf: '2024-01' }, ...extra,
  };
}

describe('runes and charms page', () => {
  it('labels the 20-item sample, names the seasons, and renders effect markup as words', async () => {
    answerApi({ '/api/origins/items': () => ({ json: answer([item('a', 'rune', { name: 'Frail Egg' })]) }) });
    renderAxieTool(<RunesCharmsPage />);
    expect((await screen.findByTestId('sample-note')).textContent).toBe(
      'Muestra: solo 20 de 1935 runas, las del ejemplo público de la documentación de Sky Mavis (a fecha de 2024-01). El catálogo completo necesita una clave de la API de Origins o una importación.',
    );
    expect(screen.getByTestId('season-note').textContent).toBe('Temporadas de estos datos: de Season 0 a Season 8.');
    // the sample note says where the data comes from: no source note repeating it
    expect(screen.queryByTestId('source-note')).not.toBeInTheDocument();
    expect(screen.getByText('Frail Egg')).toBeInTheDocument();
    const tile = screen.getByTestId('item-tile');
    expect(tile.textContent).toContain('Apply Weak. Banish.');
    expect(tile.querySelectorAll('strong')).toHaveLength(2);
  });

  it("its nav's sample note, served with the page under the same tab strip, is read with the runes tab's own first request", async () => {
    const calls = answerApi({ '/api/origins/items': () => ({ json: answer([item('a', 'rune')]) }) });
    renderAxieTool(<RunesCharmsPage />);
    await screen.findByTestId('sample-note');
    const note = nav.routes.find((route) => route.path === '/axie-infinity-tools/runes-and-charms')!.note!;
    expect(note.read!.path).toBe('/api/origins/items');
    expect(note.read!.body).toEqual(calls[0]!.body);
    expect(note.id).toBe('axie.runesCharms.sample.runes');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(note.panelTabIds!.map((id) => es[id])).toEqual(tabs);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(tabs[0]);
  });

  it('shows no "Unknown" season on an item that has none', async () => {
    answerApi({ '/api/origins/items': () => ({ json: answer([item('c', 'charm', { name: 'Protection Cartridge', seasonId: -2, season: 'Unknown' })]) }) });
    renderAxieTool(<RunesCharmsPage />);
    const tile = await screen.findByTestId('item-tile');
    expect(tile.textContent).toContain('Protection Cartridge');
    expect(tile.textContent).not.toContain('Unknown');
  });

  it('sends each filter to the service and switches to charms', async () => {
    const calls = answerApi({ '/api/origins/items': (body) => ({ json: answer([item('x', (body as { kind: 'rune' | 'charm' }).kind)]) }) });
    renderAxieTool(<RunesCharmsPage />);
    await screen.findByTestId('item-tile');
    fireEvent.change(screen.getByLabelText(es['axie.tools.class']!), { target: { value: 'Bird' } });
    fireEvent.change(screen.getByLabelText(es['axie.runesCharms.rarity']!), { target: { value: 'Epic' } });
    fireEvent.change(screen.getByLabelText(es['axie.runesCharms.season']!), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(es['axie.tools.search']!), { target: { value: 'weak' } });
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ kind: 'rune', page: 1, pageSize: 24, classes: ['Bird'], rarities: ['Epic'], seasonIds: [1], q: 'weak' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Amuletos' }));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ kind: 'charm', page: 1, pageSize: 24 }));
    expect(await screen.findByText('5 puntos de potencial')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    answerApi({ '/api/origins/items': () => ({ json: answer([]) }) });
    renderAxieTool(<RunesCharmsPage />);
    expect(await screen.findByText(es['axie.tools.noResults']!)).toBeInTheDocument();
    expect(screen.getByTestId('items-count').textContent).toBe('0 resultados');
  });

  it('counts in a live region that says "loading" until the answer, and pages through the results', async () => {
    const calls = answerApi({ '/api/origins/items': (body) => ({ json: answer([item(`p${(body as { page: number }).page}`, 'rune')], { total: 50 }) }) });
    renderAxieTool(<RunesCharmsPage />);
    const count = screen.getByTestId('items-count');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(count.textContent).toBe(es['axie.tools.loading']);
    await waitFor(() => expect(count.textContent).toBe('50 resultados'));
    const pages = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pages).getAllByRole('button').map((b) => b.textContent)).toEqual(['‹', '1', '2', '3', '›']);
    fireEvent.click(within(pages).getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ kind: 'rune', page: 2, pageSize: 24 }));
    expect(await screen.findByText('Item p2')).toBeInTheDocument();
  });

  it('the live Origins API: its source note says so, no sample note', async () => {
    answerApi({ '/api/origins/items': () => ({ json: answer([item('a', 'rune')], { sample: false, catalogueSize: 1935, source: { kind: 'api', label: 'API de Origins (Sky Mavis), en vivo', asOf: '2026-11-29' } }) }) });
    renderAxieTool(<RunesCharmsPage />);
    expect((await screen.findByTestId('source-note')).textContent).toBe('Datos en vivo de la API de Origins · a fecha de 2026-11-29 · API de Origins (Sky Mavis), en vivo');
    expect(screen.queryByTestId('sample-note')).not.toBeInTheDocument();
  });

  it('an imported catalogue: says so with its date and counts, no sample note; the game texts are English', async () => {
    answerApi({
      '/api/origins/items': () => ({
        json: answer([item('a', 'rune')], { sample: false, catalogueSize: 1935, source: { kind: 'imported', label: 'Catálogo importado', asOf: '2026-11-20' } }),
      }),
    });
    renderAxieTool(<RunesCharmsPage />, { locale: 'pt' });
    expect((await screen.findByTestId('imported-note')).textContent).toBe('Catálogo de runas importado da API do Origins em 2026-11-20: 1.935 de 1.935 runas.');
    expect(screen.queryByTestId('sample-note')).not.toBeInTheDocument();
    expect(screen.getByTestId('game-text-note').textContent).toContain('em inglês');
  });
});
