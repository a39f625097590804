import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import type { AxieClass, RankedPair } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import { costRankingIsComplete, pairCost, rankByCost, type PairCost } from '../domain/cost-ranking';
import { buildsToPrice, pairProfit, wantedCombinations, type PairProfit, type ProfitContext } from '../domain/expected-profit';
import { DEFAULT_FEES, isFeeTable, toCostConfig } from '../domain/fees';
import { parsedGenesOf } from '../domain/genes';
import { rankByProfit } from '../domain/profit-ranking';
import { currentPairAtom, feeTableAtom, modelIdAtom, rankedPairsAtom, rankingSizeAtom, selectionAtom } from '../state/atoms';
import { usePairValues, type PairValues } from './usePairValues';
import { useTokenPrices } from './useTokenPrices';

/** A row of the table: the engine's pair with its cost per success and expected profit (null: not known yet). */
export type ShownPair = RankedPair & { cost: PairCost | null; profit: PairProfit | null };

/**
 * The rows the ranking shows: the engine's pairs whose Axies are still loaded and shown, or, for
 * a cost or profit ranking, those pairs ordered by it; each with its cost per success (the pair
 * card's projection) and its expected profit (the market's values of its offspring).
 */
export function useRankedRows(byId: ReadonlyMap<string, CreatureCard>) {
  const ranked = useAtomValue(rankedPairsAtom);
  const size = useAtomValue(rankingSizeAtom);
  const current = useAtomValue(currentPairAtom);
  const setCurrent = useSetAtom(currentPairAtom);
  const selection = useAtomValue(selectionAtom);
  const model = useAtomValue(modelIdAtom);
  const byCost = ranked?.metric === 'cost';
  const byProfit = ranked?.metric === 'profit';
  // asked for only once there is a ranking (the page's first load stays as it was)
  const prices = useTokenPrices(ranked !== null);
  const storedFees = useAtomValue(feeTableAtom);
  const costConfig = useMemo(() => toCostConfig(isFeeTable(storedFees) ? storedFees : DEFAULT_FEES), [storedFees]);
  // pairs of deleted or hidden Axies leave the list
  const live = useMemo(() => (ranked ? ranked.pairs.filter((p) => byId.has(String(p.idA)) && byId.has(String(p.idB))) : []), [ranked, byId]);
  const priced = typeof prices === 'object' && prices !== null ? prices : null;

  // the market value of every build the pool's children can have
  const combos = useMemo(() => wantedCombinations(selection), [selection]);
  const builds = useMemo(() => {
    const classes = new Set<AxieClass>();
    for (const p of live) for (const id of [p.idA, p.idB]) {
      const genes = parsedGenesOf(byId.get(String(id))!);
      if (genes) classes.add(genes.class);
    }
    return buildsToPrice(classes, combos);
  }, [live, byId, combos]);
  const values = usePairValues(builds);
  const profitContext = useMemo<ProfitContext | null>(
    () => (values.status === 'ready' && priced ? { combos, values: values.values, market: values.market, prices: priced, config: costConfig, model } : null),
    [values, priced, combos, costConfig, model],
  );
  const profitOf = useMemo(() => {
    const cache = new Map<RankedPair, PairProfit | null>();
    return (p: RankedPair): PairProfit | null => {
      if (!profitContext) return null;
      if (!cache.has(p)) {
        const a = byId.get(String(p.idA))!;
        const b = byId.get(String(p.idB))!;
        const ga = parsedGenesOf(a);
        const gb = parsedGenesOf(b);
        cache.set(p, ga && gb ? pairProfit({ genes: ga, breedCount: a.breedCount }, { genes: gb, breedCount: b.breedCount }, profitContext) : null);
      }
      return cache.get(p)!;
    };
  }, [profitContext, byId]);

  const costed = useMemo(() => (byCost && priced && ranked ? rankByCost(live, byId, priced, costConfig, ranked.distinct) : null), [byCost, priced, ranked, live, byId, costConfig]);
  const profited = useMemo(() => (byProfit && profitContext && ranked ? rankByProfit(live, profitOf, ranked.distinct) : null), [byProfit, profitContext, ranked, live, profitOf]);
  const ordered: readonly RankedPair[] | null = costed ?? profited;
  const waiting = (byCost || byProfit) && !ordered;
  const rows: ShownPair[] = useMemo(() => {
    const shown = ordered ? ordered.slice(0, size) : waiting ? [] : live;
    return shown.map((p) => {
      const a = byId.get(String(p.idA))!;
      const b = byId.get(String(p.idB))!;
      const cost = 'cost' in p ? (p.cost as PairCost) : priced ? pairCost(a, b, p.score, priced, costConfig) : null;
      return { ...p, cost, profit: profitOf(p) };
    });
  }, [ordered, waiting, size, live, byId, priced, costConfig, profitOf]);
  const complete = costed && priced && ranked ? costRankingIsComplete(costed, live, ranked.matched, rows.length, priced, costConfig) : profited && ranked ? live.length >= ranked.matched : true;
  const best = ordered?.[0];
  useEffect(() => {
    // a new cost or profit ranking shows its best pair (the engine could not: it had no prices)
    if (best && !current) setCurrent([String(best.idA), String(best.idB)]);
  }, [best, current, setCurrent]);
  /** pairs not shown yet (the "more" button's count) */
  const remaining = ordered ? ordered.length - rows.length : ranked ? ranked.matched - rows.length : 0;
  const moreAvailable = ordered ? ordered.length > rows.length : ranked !== null && ranked.matched > ranked.pairs.length;
  return { ranked, rows, byCost, byProfit, prices, values: values satisfies PairValues, ordered, complete, pool: live.length, remaining, moreAvailable };
}
