import { useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { compileFilter, type RankedPair } from '@criadero/genetics';
import type { PairsClient } from '@criadero/genetics/worker-client';
import { toEngineFilter } from '../domain/selection';
import { combinationIdsAtom, creaturesAtom, currentPairAtom, filterConfigAtom, modelIdAtom, rankedPairsAtom, selectionAtom, userConfigAtom } from '../state/atoms';
import { startPairsEngine, type EngineMode } from '../worker/spawn';

/** Pairs kept by the ranking (best first). */
export const TOP_PAIRS = 50;

export type RankingState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; pairs: number; ms: number; mode: EngineMode }
  | { status: 'cancelled' }
  | { status: 'error'; reason: 'few' | 'no-filter' | 'failed'; message?: string };

/** Ranks every pair of the loaded creatures in the worker, with progress and cancel. */
export function usePairRanking() {
  const creatures = useAtomValue(creaturesAtom);
  const combination = useAtomValue(combinationIdsAtom);
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const model = useAtomValue(modelIdAtom);
  const userConfig = useAtomValue(userConfigAtom);
  const setRanked = useSetAtom(rankedPairsAtom);
  const setCurrent = useSetAtom(currentPairAtom);
  const [state, setState] = useState<RankingState>({ status: 'idle' });
  const engine = useRef<Promise<{ client: PairsClient; mode: EngineMode }> | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
      void engine.current?.then(({ client }) => client.terminate());
    },
    [],
  );

  const evaluate = useCallback(async () => {
    const pool = combination.length ? creatures.filter((c) => combination.includes(c.id)) : creatures;
    if (pool.length < 2) return setState({ status: 'error', reason: 'few' });
    const filter = toEngineFilter(selection, config.priorityOrder);
    if (!compileFilter(filter).groups.length) return setState({ status: 'error', reason: 'no-filter' });
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const started = performance.now();
    setState({ status: 'running', done: 0, total: (pool.length * (pool.length - 1)) / 2 });
    try {
      engine.current ??= startPairsEngine();
      const { client, mode } = await engine.current;
      await client.load(pool.map((c) => ({ id: c.id, genes: c.genes, breedCount: c.breedCount, sireId: c.sireId ?? null, matronId: c.matronId ?? null })));
      if (controller.signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      const pairs: RankedPair[] = await client.rank(filter, {
        topK: TOP_PAIRS,
        model,
        genesTree: userConfig.genes_tree,
        signal: controller.signal,
        onProgress: ({ done, total }) => setState({ status: 'running', done, total }),
      });
      const ms = Math.round(performance.now() - started);
      // a transition: React renders the 50 result rows and the pair card in yielding slices
      startTransition(() => {
        setRanked(pairs);
        const best = pairs[0];
        setCurrent(best ? [String(best.idA), String(best.idB)] : null);
        setState({ status: 'done', pairs: pairs.length, ms, mode });
      });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') setState({ status: 'cancelled' });
      else setState({ status: 'error', reason: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }, [creatures, combination, selection, config.priorityOrder, model, userConfig.genes_tree, setRanked, setCurrent]);

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { state, evaluate, cancel };
}
