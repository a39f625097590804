import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { es, renderAxieTool } from '../../../testing/test-utils';
import type { EvolutionPart, ShowroomAxie } from '@criadero/api-contracts/axie';
import { nav } from '../../../nav';
import { parseIds } from '../api';
import ShowroomPage from '../pages/ShowroomPage';

const gene = (name: string, cls = 'aquatic') => ({ id: `tail-${name.toLowerCase()}`, name, class: cls, specialGenes: null });
const card = (name: string, attack: number) => ({ id: 1, name, energy: 1, attack, defense: 10, healing: 0, description: 'Apply {Aroma}.' });
const axie = (id: string): ShowroomAxie => ({
  id, class: 'aquatic', stage: 4, breedCount: 3, bodyShape: 'Normal', image: `/api/axie-img?genes=${id}`, purity: 81.25,
  stats: { hp: 45, speed: 57, skill: 35, morale: 27 },
  parts: (['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'] as const).map((type) => ({ type, d: gene('Nimo'), r1: gene('Koi'), r2: gene('Yam', 'plant'), card: card('Nimo', 30), evolvedCard: card('Nimo+', 40) })),
  priceUsd: 31.5, origin: 'index',
});
const evolution: EvolutionPart[] = [
  { partId: 'ears-nimo', name: 'Nimo', class: 'aquatic', type: 'ears', variants: [{ partId: 'ears-red-nimo', name: 'Red Nimo', specialGenes: 'mystic' }], original: card('Nimo', 30), evolved: card('Nimo+', 40) },
  { partId: 'tail-yam', name: 'Yam', class: 'plant', type: 'tail', variants: [], original: card('Yam', 20), evolved: card('Yam+', 20) },
];

function api() {
  return answerApi({
    '/api/axie/showroom': (body) => {
      const ids = (body as { ids: string[] }).ids;
      return { json: { axies: ids.filter((i) => i !== '404').map(axie), missing: ids.filter((i) => i === '404'), liveLookup: true, statsNote: 'x', source: { kind: 'generated', label: 'Datos de ejemplo generados', asOf: '2025-01-01' } } };
    },
    '/api/axie/parts-evolution': () => ({ json: { parts: evolution, source: { kind: 'sample', label: 'Cartas de Origins', asOf: '2024-01' } } }),
  });
}

describe('axie showroom', () => {
  it('parses ids like the breeding picker (space, comma, semicolon, leading #)', () => {
    expect(parseIds('#12, 34;56  12 abc')).toEqual(['12', '34', '56']);
  });

  it('shows the axies of the link with stats, D/R1/R2 and cards, and lists missing ids', async () => {
    const calls = api();
    renderAxieTool(<ShowroomPage />, { route: '/axie-infinity-tools/axie-showroom?ids=7,404' });
    const shown = await screen.findByTestId('showroom-axie-7');
    expect(calls[0]).toEqual({ path: '/api/axie/showroom', body: { ids: ['7', '404'] } });
    expect(within(shown).getByTestId('axie-stats').textContent).toBe('Vida45Velocidad57Habilidad35Moral27');
    const tail = within(shown).getAllByTestId('showroom-part')[5]!;
    expect(within(tail).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nimo', 'Koi', 'Yam', 'Nimo (E 1 · A 30 · Esc 10 · C 0)Apply Aroma.', 'Nimo+ (E 1 · A 40 · Esc 10 · C 0)Apply Aroma.']);
    expect(screen.getByRole('alert').textContent).toBe('No están en los datos: #404');
    expect((screen.getByTestId('share-link') as HTMLInputElement).value).toBe(`${window.location.origin}/axie-infinity-tools/axie-showroom?ids=7,404`);
  });

  it("opens its panel with the hint under the tab strip, before the form, as the nav's note served with the page draws it", () => {
    renderAxieTool(<ShowroomPage />, { route: '/axie-infinity-tools/axie-showroom' });
    const note = nav.routes.find((route) => route.path === '/axie-infinity-tools/axie-showroom')!.note!;
    const hint = screen.getByText(es[note.id]!);
    const tabs = screen.getAllByRole('tab');
    expect(note.panelTabIds!.map((id) => es[id])).toEqual(tabs.map((tab) => tab.textContent));
    expect(screen.getByRole('tab', { selected: true })).toBe(tabs[0]);
    // the hint is the first text of the chosen tab's panel: nothing between the strip and it
    expect(screen.getByRole('tabpanel').textContent!.startsWith(hint.textContent!)).toBe(true);
    expect(hint.compareDocumentPosition(screen.getByLabelText(es['axie.showroom.ids']!)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('builds the share link from typed ids and loads them', async () => {
    const calls = api();
    renderAxieTool(<ShowroomPage />, { route: '/axie-infinity-tools/axie-showroom' });
    expect(screen.getByText(es['axie.showroom.hint']!)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(es['axie.showroom.ids']!), { target: { value: '#5 8' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.showroom.show'] }));
    await screen.findByTestId('showroom-axie-8');
    expect(calls.at(-1)!.body).toEqual({ ids: ['5', '8'] });
    expect((screen.getByTestId('share-link') as HTMLInputElement).value).toMatch(/\/axie-infinity-tools\/axie-showroom\?ids=5,8$/);
  });

  it('has the original-vs-evolved parts table as its second tab, filterable', async () => {
    api();
    renderAxieTool(<ShowroomPage />);
    fireEvent.click(screen.getByRole('tab', { name: es['axie.showroom.tab.evolution'] }));
    const rows = await screen.findAllByTestId('evolution-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toBe('Red Nimo (mystic)');
    expect(rows[0]!.textContent).toContain('Nimo+ (E 1 · A 40');
    fireEvent.change(screen.getByLabelText(es['axie.tools.class']!), { target: { value: 'plant' } });
    await waitFor(() => expect(screen.getAllByTestId('evolution-row')).toHaveLength(1));
    expect(screen.getByTestId('evolution-count').textContent).toBe('1 parte');
  });

  it('labels where each axie comes from (sample data or the live marketplace) and says when real ids cannot be looked up', async () => {
    answerApi({
      '/api/axie/showroom': () => ({
        json: {
          axies: [{ ...axie('10826838'), origin: 'marketplace' }, axie('10000001')],
          missing: ['123'],
          liveLookup: false,
          statsNote: 'x',
          source: { kind: 'generated', label: 'Datos de ejemplo generados', asOf: '2025-01-01' },
        },
      }),
    });
    renderAxieTool(<ShowroomPage />, { route: '/axie-infinity-tools/axie-showroom?ids=10826838,10000001,123' });
    const live = await screen.findByTestId('showroom-axie-10826838');
    expect(within(live).getByTestId('axie-origin').textContent).toBe('Del marketplace, en vivo');
    expect(within(screen.getByTestId('showroom-axie-10000001')).getByTestId('axie-origin').textContent).toBe('De los datos de ejemplo');
    expect(screen.getByRole('alert').textContent).toBe(
      'No están en los datos de ejemplo: #123. La consulta en vivo al marketplace no está configurada en este servidor, así que los Axies reales no se pueden buscar aquí.',
    );
    expect(screen.getByTestId('game-text-note')).toBeInTheDocument();
  });
});
