import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { newRequestId, searchMarket, SEARCH_MAX_RESULTS } from '../../../api/axie-api';
import { filterConfigAtom } from '../state/atoms';
import { useCreatureLoader } from './useCreatureLoader';

export type WalletImport =
  | { status: 'idle' }
  | { status: 'running'; loaded: number; total: number | null }
  | { status: 'done'; loaded: number; total: number; added: number; cancelled: boolean };

/**
 * Imports a whole wallet (free): asks the market for the owner's axies 500 at a time, telling
 * the service to leave out the ones already received, and loads each batch's cards as it comes,
 * with progress and cancel. A wallet larger than the service can page through (it leaves out at
 * most 500 ids per call) ends with "N of M" instead of a silent cut.
 */
export function useWalletImport() {
  const config = useAtomValue(filterConfigAtom);
  const { loadIds } = useCreatureLoader();
  const [state, setState] = useState<WalletImport>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const run = useCallback(
    async (owner: string): Promise<WalletImport & { status: 'done' }> => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const received: string[] = [];
      const seen = new Set<string>();
      let total: number | null = null;
      let added = 0;
      setState({ status: 'running', loaded: 0, total: null });
      try {
        while (!controller.signal.aborted && (total === null || received.length < total)) {
          const { ids, total: all } = await searchMarket(
            {
              breedCount: [0, 7],
              classes: [],
              parts: [],
              bodyShapes: [],
              primaryColor: [],
              maxPriceUSD: 1e9,
              priorityOrder: config.priorityOrder,
              // owner + every auction type + cheapest first: the service's free wallet import
              owner,
              auctionType: 'All',
              sort: 'PriceAsc',
              limit: SEARCH_MAX_RESULTS,
              selectedAxies: received.slice(0, SEARCH_MAX_RESULTS),
              requestId: newRequestId(),
            },
            { signal: controller.signal },
          );
          total = all;
          const fresh = ids.filter((id) => !seen.has(id) && seen.add(id));
          if (!fresh.length) break;
          received.push(...fresh);
          added += await loadIds(fresh);
          setState({ status: 'running', loaded: received.length, total });
        }
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') {
          setState({ status: 'idle' });
          throw error;
        }
      } finally {
        if (abort.current === controller) abort.current = null;
      }
      const done = { status: 'done' as const, loaded: received.length, total: total ?? received.length, added, cancelled: controller.signal.aborted };
      setState(done);
      return done;
    },
    [config.priorityOrder, loadIds],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { state, run, cancel };
}
