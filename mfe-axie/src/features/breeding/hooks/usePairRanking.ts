import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { compileFilter } from '@criadero/genetics';
import { userAtom } from '@criadero/session';
import { isUnlocked } from '../domain/gates';
import { COST_POOL } from '../domain/cost-ranking';
import { rankingInputsKey, rankingPool, toConstraint } from '../domain/ranking';
import { toEngineFilter } from '../../../domain/selection';
import {
  combinationEntriesAtom,
  combinationIdsAtom,
  currentPairAtom,
  distinctPairsAtom,
  filterConfigAtom,
  linkedPairAtom,
  modelIdAtom,
  rankedPairsAtom,
  rankingSizeAtom,
  rankMetricAtom,
  selectionAtom,
  userConfigAtom,
} from '../state/atoms';
import { shownCreaturesAtom } from '../state/hidden';
import type { EngineMode } from '../worker/spawn';
import { usePairsEngine } from './usePairsEngine';

/**
 * Progress shown at most this often: the workers report every 25 ms each, and each report drawn
 * is a render of the whole evaluation panel.
 */
const PROGRESS_EVERY_MS = 100;

/** Pairs shown per page of the ranking (the player asks for more, 50 at a time). */
export const TOP_PAIRS = 50;

export type RankingState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; pairs: number; ms: number; mode: EngineMode; workers: number }
  | { status: 'cancelled' }
  | { status: 'error'; reason: 'few' | 'no-filter' | 'failed'; message?: string };

/** What a ranking started now would use, and its key (see rankingInputsKey). */
function useRankingInputs() {
  // hidden Axies stay loaded but are never paired
  const creatures = useAtomValue(shownCreaturesAtom);
  const combination = useAtomValue(combinationIdsAtom);
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const entries = useAtomValue(combinationEntriesAtom);
  const model = useAtomValue(modelIdAtom);
  const userConfig = useAtomValue(userConfigAtom);
  const topK = useAtomValue(rankingSizeAtom);
  const distinct = useAtomValue(distinctPairsAtom);
  const metric = useAtomValue(rankMetricAtom);
  // the combination rules are a plan feature: without the plan (a visitor, after logout) they
  // stay saved but do not act, as the panel shows only its gate
  const rulesUnlocked = isUnlocked(useAtomValue(userAtom)?.premium, 'combinationFilters');
  return useMemo(() => {
    const { adults, eggs } = rankingPool(creatures, combination, selection);
    const filter = toEngineFilter(selection, config.priorityOrder);
    const constraints = rulesUnlocked ? entries.map(toConstraint) : [];
    const genesTree = userConfig.genes_tree;
    const key = rankingInputsKey({ poolIds: adults.map((c) => c.id), filter, constraints, model, genesTree, distinct, metric });
    return { adults, eggs, filter, constraints, model, genesTree, topK, distinct, metric, key };
  }, [creatures, combination, selection, config.priorityOrder, entries, rulesUnlocked, model, userConfig.genes_tree, topK, distinct, metric]);
}

/** True while the pair card shows the pair a shared link opened (a ranking then leaves it there). */
const showsLinkedPair = (current: [string, string] | null, linked: [string, string] | null): boolean =>
  !!current && !!linked && current[0] === linked[0] && current[1] === linked[1];

/** Ranks every pair of the loaded adults in the worker pool, with progress and cancel. */
export function usePairRanking() {
  const inputs = useRankingInputs();
  const setRanked = useSetAtom(rankedPairsAtom);
  const setCurrent = useSetAtom(currentPairAtom);
  const setSize = useSetAtom(rankingSizeAtom);
  const store = useStore();
  const [state, setState] = useState<RankingState>({ status: 'idle' });
  const ready = usePairsEngine(inputs.adults);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  /** Ranks now; `size` asks for that many best pairs (default: as many as last time). */
  const evaluate = useCallback(async (size?: number) => {
    const { adults, eggs, filter, constraints, model, genesTree, distinct, metric, key } = inputs;
    const topK = size ?? inputs.topK;
    setSize(topK);
    // a cost or profit ranking orders the engine's likeliest pairs on the page (with the current
    // prices): the engine ranks them by every wanted part in D, all of them, not distinct
    const byCost = metric === 'cost' || metric === 'profit';
    if (adults.length < 2) return setState({ status: 'error', reason: 'few' });
    if (!compileFilter(filter).groups.length) return setState({ status: 'error', reason: 'no-filter' });
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const started = performance.now();
    setState({ status: 'running', done: 0, total: (adults.length * (adults.length - 1)) / 2 });
    let shownAt = performance.now();
    try {
      const { client, mode, workers } = await ready(adults);
      controller.signal.throwIfAborted();
      const result = await client.rank(filter, {
        topK: byCost ? Math.max(topK, COST_POOL) : topK,
        model,
        genesTree,
        constraints,
        distinct: distinct && !byCost,
        metric: byCost ? 'allD' : metric,
        signal: controller.signal,
        // a report that arrives after the answer or the cancel must not bring 'running' back
        onProgress: ({ done, total }) => {
          if (abort.current !== controller || controller.signal.aborted || performance.now() - shownAt < PROGRESS_EVERY_MS) return;
          shownAt = performance.now();
          setState({ status: 'running', done, total });
        },
      });
      // a Cancelar pressed after the engine answered but before the answer is shown wins (the
      // in-page engine answers a small ranking within its first slice)
      controller.signal.throwIfAborted();
      if (abort.current === controller) abort.current = null;
      const ms = Math.round(performance.now() - started);
      // a transition: React renders the result rows and the pair card in yielding slices, and
      // the status says 'terminada' with them
      startTransition(() => {
        setRanked({ pairs: result.pairs, matched: result.matched, eligible: result.eligible, eggs, inputs: key, metric, distinct });
        // a longer list keeps the pair on show; a new ranking shows its best pair (the list picks
        // the cheapest one of a cost ranking once the prices are in)
        const best = byCost ? undefined : result.pairs[0];
        if (size === undefined && !showsLinkedPair(store.get(currentPairAtom), store.get(linkedPairAtom))) {
          store.set(linkedPairAtom, null);
          setCurrent(best ? [String(best.idA), String(best.idB)] : null);
        }
        setState({ status: 'done', pairs: byCost ? Math.min(topK, result.pairs.length) : result.pairs.length, ms, mode, workers });
      });
    } catch (error) {
      if (abort.current !== controller) return; // a newer evaluation took over
      if ((error as Error)?.name === 'AbortError') setState({ status: 'cancelled' });
      else setState({ status: 'error', reason: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }, [inputs, ready, setRanked, setCurrent, setSize, store]);

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { state, evaluate, cancel, inputs };
}
