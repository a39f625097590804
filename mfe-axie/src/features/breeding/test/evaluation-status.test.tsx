import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { buildCreatureTable, outlookInTable, rankPairsCounted, type CreatureRecord, type FilterInput } from '@criadero/genetics';
import type { ClientRankOptions, PairsClient } from '@criadero/genetics/worker-client';
import { PairEvaluation } from '../components/PairEvaluation';
import { creaturesAtom, selectionAtom } from '../state/atoms';
import { card, es, renderBreeding } from './render';

/**
 * A worker pool as the browser runs it: the ranking's answer and the progress reports travel on
 * different message ports, so the last report may arrive after the answer; and a ranking that
 * only ends when it is cancelled.
 */
const engine = vi.hoisted(() => ({ lateProgress: true, hang: false, cancelOnAnswer: '' }));
vi.mock('../worker/spawn', () => ({
  startPairsEngine: async () => {
    let records: CreatureRecord[] = [];
    const client: PairsClient = {
      load: async (creatures) => ((records = creatures), { loaded: creatures.length, errors: [] }),
      rank: (filter: FilterInput, options: ClientRankOptions = {}) =>
        new Promise((resolve, reject) => {
          const { onProgress, signal, ...rank } = options;
          const total = (records.length * (records.length - 1)) / 2;
          signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
          onProgress?.({ done: 0, total });
          if (engine.hang) return;
          resolve(rankPairsCounted(buildCreatureTable(records), filter, rank));
          // the player's Cancelar lands after the engine answered, before the page has shown it
          // (the in-page engine answers a small ranking within its first slice)
          if (engine.cancelOnAnswer) queueMicrotask(() => [...document.querySelectorAll('button')].find((b) => b.textContent === engine.cancelOnAnswer)!.click());
          if (engine.lateProgress) setTimeout(() => onProgress?.({ done: total, total }), 0);
        }),
      outlook: async (request) => outlookInTable(buildCreatureTable(records), request),
      terminate() {},
    };
    return { client, mode: 'worker' as const, workers: 2 };
  },
}));

beforeEach(() => {
  localStorage.clear();
  engine.hang = false;
  engine.cancelOnAnswer = '';
});

const run = () => fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.eval.run'] }));

function page() {
  answerApi({});
  const view = renderBreeding(<PairEvaluation />);
  const cards = Array.from({ length: 40 }, (_, i) => card(i + 1));
  act(() => {
    view.store.set(creaturesAtom, cards);
    view.store.set(selectionAtom, { eyes: ['eyes-zeal', 'eyes-puppy', 'eyes-little-peas', 'eyes-clear', 'eyes-mavis', 'eyes-chubby'] });
  });
  return view;
}

describe('the evaluation status', { timeout: 20_000 }, () => {
  it('ends on "terminada" even when the last progress report arrives after the answer', async () => {
    page();
    run();
    await screen.findByTestId('ranking', {}, { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 20)); // the late report
    await waitFor(() => expect(screen.getByTestId('eval-status').textContent).toMatch(/^Evaluación terminada/), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: es['axie.breeding.eval.run'] })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: es['axie.breeding.eval.cancel'] })).not.toBeInTheDocument();
  });

  it('"Cancelar evaluación" stops a running evaluation and brings "Evaluar parejas" back', async () => {
    engine.hang = true;
    page();
    run();
    fireEvent.click(await screen.findByRole('button', { name: es['axie.breeding.eval.cancel'] }));
    await waitFor(() => expect(screen.getByTestId('eval-status').textContent).toBe(es['axie.breeding.eval.cancelled']), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: es['axie.breeding.eval.run'] })).toBeInTheDocument();
  });

  it('a Cancelar pressed after the engine answered, before the answer is shown, still cancels', async () => {
    engine.cancelOnAnswer = es['axie.breeding.eval.cancel']!;
    page();
    await new Promise((r) => setTimeout(r, 400)); // the engine preloads the Axies
    run();
    await waitFor(() => expect(screen.getByTestId('eval-status').textContent).toBe(es['axie.breeding.eval.cancelled']), { timeout: 10_000 });
    expect(screen.queryByTestId('ranking')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: es['axie.breeding.eval.run'] })).toBeInTheDocument();
  });
});
