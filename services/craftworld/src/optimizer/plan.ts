import { MAX_WORKERS_PER_FACTORY } from '@criadero/craftworld-rules';
import type { GameData } from '../game-data/game-data';
import { evaluateFactory, type FactorySetup, type PriceTable } from './evaluate';

interface PlanEntry {
  index: number;
  token: string;
  level: number;
  /** workers the plan puts on this factory (from the player's pool) */
  workers: number;
  batchMinutes: number;
  /** whole batches that finish inside the time budget: floor(budget / batchMinutes) */
  batches: number;
  minutesUsed: number;
  inputCost: number;
  outputValue: number;
  profit: number;
}

type IdleReason = 'unprofitable' | 'unpriced' | 'too-slow';

export interface ProductionPlan {
  timeBudgetMinutes: number;
  /** the player's workers: the sum of the workers entered on the factories */
  workerPool: number;
  workersUsed: number;
  entries: PlanEntry[];
  idle: Array<{ index: number; token: string; reason: IdleReason }>;
  totalProfit: number;
  totalInputCost: number;
  totalOutputValue: number;
}

/** batches that finish within `minutes` (a hair of tolerance for float division) */
export const wholeBatches = (minutes: number, batchMinutes: number) => Math.floor(minutes / batchMinutes + 1e-9);

interface Option {
  workers: number;
  batches: number;
  profit: number;
}

/**
 * The best production plan for a time budget. Factories run side by side; each runs whole
 * batches back to back. Only profitable factories run. The player's workers (the sum entered) are
 * a pool the plan may move between factories (at most 4 per factory): a knapsack over
 * factories × workers, solved exactly by dynamic programming (N × pool × 5 steps). Ties keep
 * fewer workers and earlier factories.
 */
export function bestPlan(data: GameData, setups: FactorySetup[], prices: PriceTable, timeBudgetMinutes: number, boost: number): ProductionPlan {
  const pool = setups.reduce((sum, s) => sum + s.workers, 0);
  const options: Option[][] = setups.map((setup) => {
    const list: Option[] = [{ workers: 0, batches: 0, profit: 0 }];
    for (let w = 0; w <= Math.min(MAX_WORKERS_PER_FACTORY, pool); w++) {
      const product = evaluateFactory(data, { ...setup, workers: w }, prices, boost);
      if (product.profitPerBatch === null || product.profitPerBatch <= 0) continue;
      const batches = wholeBatches(timeBudgetMinutes, product.batchMinutes);
      if (batches > 0) list.push({ workers: w, batches, profit: batches * product.profitPerBatch });
    }
    return list;
  });

  // best[k] = highest profit with exactly ≤ k workers over the factories seen so far
  let best: Array<{ profit: number; choice: Option[] }> = Array.from({ length: pool + 1 }, () => ({ profit: 0, choice: [] }));
  for (const list of options) {
    const next = Array.from({ length: pool + 1 }, () => ({ profit: -Infinity, choice: [] as Option[] }));
    for (let k = 0; k <= pool; k++) {
      for (const option of list) {
        if (option.workers > k) continue;
        const base = best[k - option.workers]!;
        const profit = base.profit + option.profit;
        if (profit > next[k]!.profit + 1e-12) next[k] = { profit, choice: [...base.choice, option] };
      }
    }
    best = next;
  }
  const winner = best[pool]!;

  const entries: PlanEntry[] = [];
  const idle: ProductionPlan['idle'] = [];
  setups.forEach((setup, index) => {
    const chosen = winner.choice[index]!;
    if (chosen.batches === 0) {
      const asIs = evaluateFactory(data, setup, prices, boost, index);
      const reason: IdleReason = asIs.profitPerBatch === null ? 'unpriced' : asIs.profitPerBatch <= 0 ? 'unprofitable' : 'too-slow';
      idle.push({ index, token: setup.token, reason });
      return;
    }
    const product = evaluateFactory(data, { ...setup, workers: chosen.workers }, prices, boost, index);
    entries.push({
      index,
      token: setup.token,
      level: setup.level,
      workers: chosen.workers,
      batchMinutes: product.batchMinutes,
      batches: chosen.batches,
      minutesUsed: chosen.batches * product.batchMinutes,
      inputCost: chosen.batches * product.inputCostPerBatch!,
      outputValue: chosen.batches * product.outputValuePerBatch!,
      profit: chosen.profit,
    });
  });
  const sum = (pick: (e: PlanEntry) => number) => entries.reduce((total, e) => total + pick(e), 0);
  return {
    timeBudgetMinutes,
    workerPool: pool,
    workersUsed: sum((e) => e.workers),
    entries,
    idle,
    totalProfit: sum((e) => e.profit),
    totalInputCost: sum((e) => e.inputCost),
    totalOutputValue: sum((e) => e.outputValue),
  };
}
