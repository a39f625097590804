import './no-worker';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { buildCreatureTable, decodeGenes, rankPairsCounted } from '@criadero/genetics';
import { creaturesAtom } from '../state/atoms';
import { HIDDEN_STORAGE_KEY } from '../state/hidden';
import { evaluate, evaluateToList, loadWithFilter, rankedPairKeys, rankingPage } from './ranking-page';
import { card, es } from './render';

beforeEach(() => localStorage.clear());

const cards = Array.from({ length: 10 }, (_, i) => card(401 + i));
const tileIds = () => screen.getAllByTestId('creature-card').map((t) => t.getAttribute('data-id'));
/** The wanted eyes: the first card's D eyes, which several of the others carry too. */
const eyes = decodeGenes(cards[0]!.genes).eyes.d.gen;

/** How many pairs the engine ranks among the cards (the count the ranking heading shows). */
const engineMatched = (list: typeof cards) =>
  rankPairsCounted(buildCreatureTable(list.map((c) => ({ id: c.id, genes: c.genes, breedCount: c.breedCount }))), { parts: { eyes } }, { topK: 50 }).matched;

async function rankedPage() {
  answerApi({});
  const view = rankingPage();
  loadWithFilter(view.store, cards, { eyes: [eyes] });
  await evaluateToList();
  return view;
}

function hide(id: string) {
  const tile = screen.getAllByTestId('creature-card').find((t) => t.getAttribute('data-id') === id)!;
  fireEvent.click(within(tile).getByRole('button', { name: es['axie.breeding.menu.label']!.replace('{id}', id) }));
  fireEvent.click(within(tile).getByRole('button', { name: es['axie.breeding.menu.hide'] }));
}

describe('hidden Axies: out of the ranking and the list, never deleted', { timeout: 60_000 }, () => {
  it('hiding takes the Axie out of the grid and the ranked pairs, lists it as hidden and the ranking says how many', async () => {
    const { store } = await rankedPage();
    const [first] = rankedPairKeys()[0]!.split('-');
    hide(first!);
    // still loaded, not shown
    expect(store.get(creaturesAtom).map((c) => c.id)).toContain(first);
    expect(tileIds()).not.toContain(first);
    for (const key of rankedPairKeys()) expect(key.split('-')).not.toContain(first);
    expect(screen.getByTestId('ranking-hidden').textContent).toBe('1 Axie oculto no entra en la clasificación.');
    expect(within(screen.getByTestId('hidden-creatures')).getByText(/1 Axie oculto/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(HIDDEN_STORAGE_KEY)!)).toEqual([first]);

    // evaluating again ranks the others only: the count is the engine's without the hidden one
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.eval.rerun'] }));
    await waitFor(() => expect(screen.queryByTestId('ranking-stale')).not.toBeInTheDocument(), { timeout: 10_000 });
    const without = cards.filter((c) => c.id !== first);
    expect(screen.getByTestId('ranking').querySelector('h3')!.textContent).toContain(`de ${engineMatched(without)}`);
    for (const key of rankedPairKeys()) expect(key.split('-')).not.toContain(first);
  });

  it('a hidden Axie is restored with its button, back in the grid and the ranking', async () => {
    await rankedPage();
    hide(cards[2]!.id);
    hide(cards[5]!.id);
    expect(screen.getByTestId('ranking-hidden').textContent).toBe('2 Axies ocultos no entran en la clasificación.');
    fireEvent.click(screen.getByRole('button', { name: `Restaurar Axie #${cards[2]!.id}` }));
    expect(tileIds()).toContain(cards[2]!.id);
    expect(screen.getByTestId('ranking-hidden').textContent).toBe('1 Axie oculto no entra en la clasificación.');
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.hidden.restoreAll'] }));
    expect(screen.queryByTestId('ranking-hidden')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hidden-creatures')).not.toBeInTheDocument();
    expect(tileIds()).toHaveLength(cards.length);
    evaluate();
    await waitFor(() => expect(screen.getByTestId('ranking').querySelector('h3')!.textContent).toContain(`de ${engineMatched(cards)}`), { timeout: 10_000 });
  });
});
