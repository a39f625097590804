import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import type { RankedPair } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import { costRankingIsComplete, rankByCost, type PairCost } from '../domain/cost-ranking';
import { DEFAULT_FEES, isFeeTable, toCostConfig } from '../domain/fees';
import { currentPairAtom, feeTableAtom, rankedPairsAtom, rankingSizeAtom } from '../state/atoms';
import { useTokenPrices } from './useTokenPrices';

type ShownPair = RankedPair & { cost?: PairCost };

/**
 * The rows the ranking shows: the engine's pairs whose Axies are still loaded and shown, or, for
 * a cost ranking, those pairs ordered by cost with the prices and fees the pair card uses.
 */
export function useRankedRows(byId: ReadonlyMap<string, CreatureCard>) {
  const ranked = useAtomValue(rankedPairsAtom);
  const size = useAtomValue(rankingSizeAtom);
  const current = useAtomValue(currentPairAtom);
  const setCurrent = useSetAtom(currentPairAtom);
  const byCost = ranked?.metric === 'cost';
  // asked for only once a cost ranking needs them (the page's first load stays as it was)
  const prices = useTokenPrices(byCost);
  const storedFees = useAtomValue(feeTableAtom);
  const costConfig = useMemo(() => toCostConfig(isFeeTable(storedFees) ? storedFees : DEFAULT_FEES), [storedFees]);
  // pairs of deleted or hidden Axies leave the list
  const live = useMemo(() => (ranked ? ranked.pairs.filter((p) => byId.has(String(p.idA)) && byId.has(String(p.idB))) : []), [ranked, byId]);
  const priced = byCost && typeof prices === 'object' && prices !== null ? prices : null;
  const costed = useMemo(() => (priced && ranked ? rankByCost(live, byId, priced, costConfig, ranked.distinct) : null), [priced, ranked, live, byId, costConfig]);
  const rows: ShownPair[] = costed ? costed.slice(0, size) : byCost ? [] : live;
  const complete = costed && priced && ranked ? costRankingIsComplete(costed, live, ranked.matched, rows.length, priced, costConfig) : true;
  const cheapest = costed?.[0];
  useEffect(() => {
    // a new cost ranking shows its cheapest pair (the ranking could not: it had no prices)
    if (cheapest && !current) setCurrent([String(cheapest.idA), String(cheapest.idB)]);
  }, [cheapest, current, setCurrent]);
  /** pairs not shown yet (the "more" button's count) */
  const remaining = costed ? costed.length - rows.length : ranked ? ranked.matched - rows.length : 0;
  const moreAvailable = costed ? costed.length > rows.length : ranked !== null && ranked.matched > ranked.pairs.length;
  return { ranked, rows, byCost, prices, costed, complete, pool: live.length, remaining, moreAvailable };
}
