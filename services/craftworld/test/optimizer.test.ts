import { describe, expect, it } from 'vitest';
import { evaluateFactory } from '../src/optimizer/evaluate';
import { bestPlan, wholeBatches } from '../src/optimizer/plan';
import { optimize } from '../src/optimizer/optimize';
import type { FactorySetup } from '../src/optimizer/evaluate';
import { realData, tinyData } from './helpers';

const setup = (token: string, rest: Partial<FactorySetup> = {}): FactorySetup => ({ token, level: 1, workers: 0, workshopLevel: 0, masteryLevel: 0, ...rest });

describe('craft cost versus buy price (hand-computed, real MUD level 1: 0.1 min, 3 EARTH → 1 MUD)', () => {
  const data = realData();
  const prices = { EARTH: 0.001, MUD: 0.005 };

  it('with no speed-ups', () => {
    const mud = evaluateFactory(data, setup('MUD'), prices, 1);
    expect(mud.batchMinutes).toBeCloseTo(0.1, 12);
    expect(mud.batchesPerHour).toBeCloseTo(600, 9);
    expect(mud.inputCostPerBatch).toBeCloseTo(0.003, 12);
    expect(mud.craftCostPerUnit).toBeCloseTo(0.003, 12);
    expect(mud.buyPrice).toBe(0.005);
    expect(mud.savingPerUnit).toBeCloseTo(0.002, 12);
    expect(mud.decision).toBe('craft');
    expect(mud.profitPerBatch).toBeCloseTo(0.002, 12);
    expect(mud.profitPerHour).toBeCloseTo(1.2, 9);
  });

  it('2 workers (×2) and workshop 10 (MUD +100% → ×2) make batches 4× faster: 0.025 min, 4.8 per hour', () => {
    const mud = evaluateFactory(data, setup('MUD', { workers: 2, workshopLevel: 10 }), prices, 1);
    expect(mud.speed).toEqual({ boost: 1, workerFactor: 2, workshopPercent: 100, multiplier: 4 });
    expect(mud.batchMinutes).toBeCloseTo(0.025, 12);
    expect(mud.profitPerHour).toBeCloseTo(4.8, 9);
    // the 2× speed boost doubles it again
    expect(evaluateFactory(data, setup('MUD', { workers: 2, workshopLevel: 10 }), prices, 2).profitPerHour).toBeCloseTo(9.6, 9);
  });

  it('mastery 10 (×1.0525) divides the inputs: 3 / 1.0525 EARTH per batch', () => {
    const mud = evaluateFactory(data, setup('MUD', { masteryLevel: 10 }), prices, 1);
    expect(mud.masteryMultiplier).toBe(1.0525);
    expect(mud.inputs[0]!.perBatch).toBeCloseTo(2.850356, 6);
    expect(mud.craftCostPerUnit).toBeCloseTo(0.002850356, 9);
    expect(mud.profitPerBatch).toBeCloseTo(0.002149644, 9);
  });

  it('buying is better when the inputs cost more than the product', () => {
    const mud = evaluateFactory(data, setup('MUD'), { EARTH: 0.002, MUD: 0.005 }, 1);
    expect(mud.savingPerUnit).toBeCloseTo(-0.001, 12);
    expect(mud.decision).toBe('buy');
    expect(mud.profitPerHour).toBeCloseTo(-0.6, 9);
  });

  it('a missing price leaves the money figures empty and names the token', () => {
    const mud = evaluateFactory(data, setup('MUD'), { MUD: 0.005 }, 1);
    expect(mud.missingPrices).toEqual(['EARTH']);
    expect(mud.decision).toBe('unpriced');
    expect(mud.profitPerHour).toBeNull();
    expect(mud.craftCostPerUnit).toBeNull();
    expect(mud.outputValuePerBatch).toBeCloseTo(0.005, 12);
  });
});

describe('best production plan for a time budget (hand-computed)', () => {
  // AA: 10 min, 1 X → 1 A (profit 3 − 1 = 2 per batch); BB: 30 min, 1 X → 2 B (profit 8 − 1 = 7)
  const data = tinyData({ AA: [{ min: 10, out: 1, inputs: { XX: 1 } }], BB: [{ min: 30, out: 2, inputs: { XX: 1 } }] });
  const prices = { XX: 1, AA: 3, BB: 4 };

  it('no workers: 6 batches of A (12) + 2 of B (14) in one hour = 26', () => {
    const plan = bestPlan(data, [setup('AA'), setup('BB')], prices, 60, 1);
    expect(plan.entries.map((e) => [e.token, e.workers, e.batches, e.profit])).toEqual([
      ['AA', 0, 6, 12],
      ['BB', 0, 2, 14],
    ]);
    expect(plan.totalProfit).toBe(26);
    expect(plan.totalInputCost).toBe(8);
    expect(plan.totalOutputValue).toBe(34);
  });

  it('moves the one worker to B: A 6 × 2 + B 3 × 7 = 33 beats A 9 × 2 + B 2 × 7 = 32', () => {
    const plan = bestPlan(data, [setup('AA', { workers: 1 }), setup('BB')], prices, 60, 1);
    expect(plan.workerPool).toBe(1);
    expect(plan.entries.map((e) => [e.token, e.workers, e.batches])).toEqual([
      ['AA', 0, 6],
      ['BB', 1, 3],
    ]);
    expect(plan.entries[1]!.batchMinutes).toBe(20);
    expect(plan.totalProfit).toBe(33);
  });

  it('leaves unprofitable, unpriced and too-slow factories idle with the reason', () => {
    const slow = tinyData({ AA: [{ min: 10, out: 1, inputs: { XX: 1 } }], CC: [{ min: 600, out: 1, inputs: { XX: 1 } }], DD: [{ min: 1, out: 1, inputs: { YY: 1 } }] });
    const plan = bestPlan(slow, [setup('AA'), setup('CC'), setup('DD')], { XX: 5, AA: 3, CC: 9 }, 60, 1);
    expect(plan.entries).toEqual([]);
    expect(plan.idle).toEqual([
      { index: 0, token: 'AA', reason: 'unprofitable' },
      { index: 1, token: 'CC', reason: 'too-slow' },
      { index: 2, token: 'DD', reason: 'unpriced' },
    ]);
    expect(plan.totalProfit).toBe(0);
  });

  it('counts a batch that ends exactly at the budget', () => {
    expect(wholeBatches(60, 20)).toBe(3);
    expect(wholeBatches(60, 60 / 7)).toBe(7);
    expect(wholeBatches(59.9, 20)).toBe(2);
  });

  it('optimize() returns both the per-product table (entered workers) and the plan', () => {
    const result = optimize(data, { factories: [setup('AA', { workers: 1 }), setup('BB')], prices, timeBudgetHours: 1, speedBoost: 1 });
    expect(result.products.map((p) => p.batchMinutes)).toEqual([10 / 1.5, 30]);
    expect(result.plan.totalProfit).toBe(33);
  });
});

/** Every way to hand out the worker pool (≤ 4 a factory), each factory run only when it profits. */
function bruteForce(data: ReturnType<typeof tinyData>, setups: FactorySetup[], prices: Record<string, number>, minutes: number): number {
  const pool = setups.reduce((s, f) => s + f.workers, 0);
  let best = 0;
  const walk = (i: number, left: number, total: number) => {
    if (i === setups.length) {
      best = Math.max(best, total);
      return;
    }
    for (let w = 0; w <= Math.min(4, left); w++) {
      const p = evaluateFactory(data, { ...setups[i]!, workers: w }, prices, 1);
      const gain = p.profitPerBatch !== null && p.profitPerBatch > 0 ? wholeBatches(minutes, p.batchMinutes) * p.profitPerBatch : 0;
      walk(i + 1, left - w, total + gain);
    }
  };
  walk(0, pool, 0);
  return best;
}

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('best plan against brute force on small random inputs', () => {
  it('matches the exhaustive optimum on 300 random cases (2–4 factories, up to 7 workers)', () => {
    const rand = prng(20251225);
    const names = ['AA', 'BB', 'CC', 'DD'];
    for (let c = 0; c < 300; c++) {
      const n = 2 + Math.floor(rand() * 3);
      const tokens = names.slice(0, n);
      const data = tinyData(
        Object.fromEntries(tokens.map((t) => [t, [{ min: 1 + Math.floor(rand() * 90), out: 1 + Math.floor(rand() * 5), inputs: { XX: 1 + Math.floor(rand() * 4) } }]])),
        Object.fromEntries(tokens.map((t) => [t, Array.from({ length: 11 }, (_, i) => i * 10)])),
      );
      const prices: Record<string, number> = { XX: 1 };
      for (const t of tokens) prices[t] = Math.round(rand() * 600) / 100;
      const setups = tokens.map((t) => setup(t, { workers: Math.floor(rand() * 3), workshopLevel: Math.floor(rand() * 11) }));
      const minutes = 30 + Math.floor(rand() * 300);
      const plan = bestPlan(data, setups, prices, minutes, 1);
      expect(plan.totalProfit).toBeCloseTo(bruteForce(data, setups, prices, minutes), 9);
      expect(plan.workersUsed).toBeLessThanOrEqual(plan.workerPool);
      for (const entry of plan.entries) {
        expect(entry.workers).toBeLessThanOrEqual(4);
        expect(entry.minutesUsed).toBeLessThanOrEqual(minutes + 1e-6);
      }
    }
  });
});
