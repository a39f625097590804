import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { es, renderAxieTool } from '../../../testing/test-utils';
import { TOOLS_ERROR_MESSAGES, type CardsListResponse, type OriginsCard } from '@criadero/api-contracts/axie';
import { nav, SOURCE_LABEL_IDS } from '../../../nav';
import { SOURCE_LABELS } from '../../../i18n/labels';
import LandCardsPage from '../pages/LandCardsPage';

const yam: OriginsCard = {
  id: 30600801, name: 'Yam', description: 'Attack all enemies. Apply 3 {Poison}.', partClass: 'Plant', partType: 'Tail', partValue: 8,
  energy: 1, attack: 20, defense: 0, healing: 0, abilityType: 'AttackMelee', stage: 1, tags: [],
};
const answer = (cards: OriginsCard[]): CardsListResponse => ({
  cards, total: cards.length, catalogueSize: 522, page: 1, pageSize: 24,
  source: { kind: 'sample', label: 'Cartas de Axie Infinity: Origins', asOf: '2024-01' },
});

describe('land battles card browser', () => {
  it("its nav's notice, served with the page, is read with the page's own first request and names the page's source labels", async () => {
    const calls = answerApi({ '/api/land-battles/cards': () => ({ json: answer([yam]) }) });
    renderAxieTool(<LandCardsPage />);
    await screen.findByText('Yam');
    const read = nav.routes.find((route) => route.path === '/axie-land-battles/cards')!.note!.read!;
    expect(read.path).toBe('/api/land-battles/cards');
    expect(read.body).toEqual(calls[0]!.body);
    expect(SOURCE_LABEL_IDS).toEqual(Object.fromEntries(Object.entries(SOURCE_LABELS).map(([kind, message]) => [kind, message.id])));
  });

  it('says the list is the Origins cards until a land-battle list exists, and shows each card', async () => {
    answerApi({ '/api/land-battles/cards': () => ({ json: answer([yam]) }) });
    renderAxieTool(<LandCardsPage />);
    expect(await screen.findByText('Yam')).toBeInTheDocument();
    expect(screen.getAllByRole('note')[0]!.textContent).toContain('mostramos las 522 cartas de Axie Infinity: Origins');
    expect(screen.getByTestId('card-tile').textContent).toContain('Energía 1 · Ataque 20 · Escudo 0 · Curación 0');
    expect(screen.getByTestId('card-tile').textContent).toContain('Apply 3 Poison.');
  });

  it('an imported land-battle list: its own label, date and link instead of the Origins notice', async () => {
    const imported: CardsListResponse = {
      cards: [{ id: 7, name: 'Test Claw', description: 'Deal damage.', partClass: 'Beast', partType: 'Mouth', partName: 'Nut Cracker', energy: 1, attack: 30, defense: 10, healing: 0, stage: 1, tags: [] }],
      total: 1, catalogueSize: 1, page: 1, pageSize: 24,
      source: { kind: 'imported', label: 'Lista de prueba', asOf: '2025-03', url: 'https://example.org/cards' },
    };
    answerApi({ '/api/land-battles/cards': () => ({ json: imported }) });
    renderAxieTool(<LandCardsPage />);
    expect(await screen.findByText('Test Claw')).toBeInTheDocument();
    const notes = screen.getAllByRole('note').map((n) => n.textContent).join(' | ');
    expect(notes).toContain('Cartas de Land Battles importadas (1): Lista de prueba, a fecha de 2025-03.');
    expect(notes).not.toContain('Origins');
    expect(screen.getByRole('link', { name: 'https://example.org/cards' })).toBeInTheDocument();
    expect(screen.getByTestId('card-tile').textContent).toContain('Mouth · Nut Cracker');
  });

  it('sends class, part, energy, attack range, version and text filters', async () => {
    const calls = answerApi({ '/api/land-battles/cards': () => ({ json: answer([yam]) }) });
    renderAxieTool(<LandCardsPage />);
    await screen.findByText('Yam');
    fireEvent.change(screen.getByLabelText(es['axie.tools.class']!), { target: { value: 'Plant' } });
    fireEvent.change(screen.getByLabelText(es['axie.tools.part']!), { target: { value: 'tail' } });
    fireEvent.change(screen.getByLabelText(es['axie.landCards.energy']!), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(es['axie.landCards.attackMin']!), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(es['axie.landCards.stage']!), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(es['axie.tools.search']!), { target: { value: 'poison' } });
    await waitFor(() =>
      expect(calls.at(-1)!.body).toEqual({ page: 1, pageSize: 24, classes: ['Plant'], partTypes: ['Tail'], stages: [2], energy: [1, 1], attack: [20, 1000], q: 'poison' }),
    );
  });

  it('shows the translated error for an inverted attack range', async () => {
    answerApi({ '/api/land-battles/cards': (body) => ((body as { attack?: number[] }).attack ? { status: 400, json: { error: TOOLS_ERROR_MESSAGES.INVALID_RANGE.es, code: 'INVALID_RANGE' } } : { json: answer([yam]) }) });
    renderAxieTool(<LandCardsPage />);
    await screen.findByText('Yam');
    fireEvent.change(screen.getByLabelText(es['axie.landCards.attackMin']!), { target: { value: '50' } });
    expect((await screen.findByRole('alert')).textContent).toBe(TOOLS_ERROR_MESSAGES.INVALID_RANGE.es);
  });

  it('says exactly what stands in (count, source, date), and in es/pt that the game texts are English; not in en', async () => {
    answerApi({ '/api/land-battles/cards': () => ({ json: answer([yam]) }) });
    const { unmount } = renderAxieTool(<LandCardsPage />);
    await screen.findByText('Yam');
    const notes = screen.getAllByRole('note').map((n) => n.textContent);
    expect(notes[0]).toBe(
      'Sustituto: no hay una lista pública de cartas de Land Battles en nuestros datos. Hasta que se importe una, mostramos las 522 cartas de Axie Infinity: Origins (Datos de ejemplo, a fecha de 2024-01): no son las cartas de Land Battles.',
    );
    expect(screen.getByTestId('game-text-note').textContent).toContain('en inglés');
    unmount();
    renderAxieTool(<LandCardsPage />, { locale: 'en' });
    await screen.findByText('Yam');
    expect(screen.getAllByRole('note')[0]!.textContent).toContain('these are the 522 Axie Infinity: Origins cards (Sample data, as of 2024-01)');
    expect(screen.queryByTestId('game-text-note')).not.toBeInTheDocument();
  });
});
