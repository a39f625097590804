import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { decodeGenes, type PartType } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import { CreatureGrid } from '../components/CreatureGrid';
import { PairEvaluation } from '../components/PairEvaluation';
import type { FilterSelection } from '../../../domain/selection';
import { ConfirmDialog } from '../modals/ConfirmDialog';
import { creaturesAtom, selectionAtom } from '../state/atoms';
import { es, renderBreeding } from './render';

/** The ranking as the calculator shows it: the evaluation, the grid of loaded Axies and the confirm dialog. */
export function rankingPage(options: Parameters<typeof renderBreeding>[1] = {}) {
  return renderBreeding(
    <>
      <PairEvaluation />
      <CreatureGrid />
      <ConfirmDialog />
    </>,
    options,
  );
}

/** The D gene most often carried (any slot) by the cards, for a filter many pairs can meet. */
export function commonPart(cards: CreatureCard[], type: PartType): string {
  const counts = new Map<string, number>();
  for (const c of cards) {
    const g = decodeGenes(c.genes)[type];
    for (const s of [g.d, g.r1, g.r2]) counts.set(s.gen, (counts.get(s.gen) ?? 0) + 1);
  }
  return [...counts].sort((x, y) => y[1] - x[1])[0]![0];
}

/** Loads the cards and sets the page filter, as the picker and the filter selector would. */
export function loadWithFilter(store: ReturnType<typeof renderBreeding>['store'], cards: CreatureCard[], selection: FilterSelection) {
  act(() => {
    store.set(creaturesAtom, cards);
    store.set(selectionAtom, selection);
  });
}

/** The ranked list's pairs, 'a-b', in their order. */
export const rankedPairKeys = () => screen.queryAllByTestId('ranked-pair').map((r) => r.getAttribute('data-pair')!);

/** Presses "Evaluar". */
export const evaluate = () => fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.eval.run'] }));

/**
 * Waits until the table's cost and profit columns have their answers (token prices, the
 * market's values): a test that ends before would leave those requests to the next test.
 */
export async function tableSettled() {
  await waitFor(() => expect(screen.queryAllByText(es['axie.breeding.table.waiting']!)).toHaveLength(0), { timeout: 10_000 });
}

/** Presses "Evaluar" and waits for the ranked list and its answers. */
export async function evaluateToList() {
  evaluate();
  await screen.findByTestId('ranked-pairs', {}, { timeout: 10_000 });
  await tableSettled();
}
