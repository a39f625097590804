import { describe, expect, it } from 'vitest';
import { simulateEnergySession, type EnergySessionInput } from '../src/planners/energy-session';
import { planEnergy } from '../src/planners/energy-plan';
import type { PotionPricing } from '@criadero/api-contracts/lumiterra-pixels';

const RESTORES = [2, 4, 10, 17, 25, 34, 44, 55, 67, 80];
const none = () => RESTORES.map(() => 0);
const input = (over: Partial<EnergySessionInput>): EnergySessionInput => ({
  currentEnergy: 150,
  maxEnergy: 150,
  kills: 0,
  harvests: 0,
  energyPerKill: 1,
  energyPerHarvest: 1,
  potionsOnHand: none(),
  restores: RESTORES,
  potionRestoreCap: 10_000,
  ...over,
});

describe('simulateEnergySession', () => {
  it('walks a hand-computed session: tank, one potion, then short', () => {
    // 10 energy, 12 kills + 3 harvests at 1 each, one Lv1 potion (4):
    // 10 kills empty the tank; kill 11 drinks the Lv1 (4) → 3, kill 12 → 2,
    // harvests 1-2 → 0, harvest 3 is short by 1.
    const onHand = none();
    onHand[1] = 1;
    const result = simulateEnergySession(input({ currentEnergy: 10, kills: 12, harvests: 3, potionsOnHand: onHand }));
    expect(result).toMatchObject({
      totalActions: 15,
      actionsCovered: 14,
      energyNeeded: 15,
      energyEnd: 0,
      restoredByPotions: 4,
      shortfall: 1,
      firstShortAt: 14,
      potionCapLeft: 9996,
    });
    expect(result.potionsUsed[1]).toBe(1);
    expect(result.potionsLeft[1]).toBe(0);
    expect(result.curve[0]).toEqual({ action: 0, energy: 10 });
    expect(result.curve.at(-1)).toEqual({ action: 15, energy: 0 });
  });

  it('adds fractional costs exactly (a kill at an 18.5% drop rate costs 0.185)', () => {
    const result = simulateEnergySession(input({ currentEnergy: 20, kills: 100, energyPerKill: 0.185 }));
    expect(result).toMatchObject({ actionsCovered: 100, energyNeeded: 18.5, energyEnd: 1.5, shortfall: 0, firstShortAt: null });
  });

  it('drinks the smallest potions first and keeps the rest', () => {
    const onHand = none();
    onHand[0] = 3; // 3 × 2
    onHand[9] = 1; // 80
    const result = simulateEnergySession(input({ currentEnergy: 0, harvests: 5 }));
    expect(result.shortfall).toBe(5);
    const withPotions = simulateEnergySession(input({ currentEnergy: 0, harvests: 5, potionsOnHand: onHand }));
    expect(withPotions.potionsUsed[0]).toBe(3);
    expect(withPotions.potionsUsed[9]).toBe(0);
    expect(withPotions).toMatchObject({ actionsCovered: 5, energyEnd: 1, shortfall: 0 });
  });

  it('never drinks past the daily potion cap', () => {
    const onHand = none();
    onHand[2] = 1; // 10 > cap 5
    const result = simulateEnergySession(input({ currentEnergy: 0, kills: 3, potionsOnHand: onHand, potionRestoreCap: 5 }));
    expect(result).toMatchObject({ actionsCovered: 0, potionCapLeft: 5, shortfall: 3 });
    expect(result.potionsUsed[2]).toBe(0);
  });

  it('keeps the curve short for long sessions', () => {
    const result = simulateEnergySession(input({ kills: 5000, harvests: 5000 }), 100);
    expect(result.curve.length).toBeLessThanOrEqual(102);
    expect(result.curve.at(-1)!.action).toBe(10_000);
  });

  it('agrees with the energy balance on random plans (no potion is wasted below the max)', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 200; round++) {
      const onHand = RESTORES.map(() => rand(3));
      const kills = rand(200);
      const harvests = rand(200);
      const perKill = (1 + rand(1000)) / 1000;
      const current = rand(151);
      const result = simulateEnergySession(input({ currentEnergy: current, kills, harvests, energyPerKill: perKill, potionsOnHand: onHand }));
      const onHandEnergy = onHand.reduce((s, n, level) => s + n * RESTORES[level]!, 0);
      const balance = current + onHandEnergy - result.energyNeeded;
      // energy is conserved: the shortfall is exactly what the tank and the potions lack
      expect(result.shortfall).toBeCloseTo(Math.max(0, -balance), 6);
      if (balance >= 0) {
        expect(result.actionsCovered).toBe(kills + harvests);
        expect(result.energyEnd + onHandEnergy - result.restoredByPotions).toBeCloseTo(balance, 6);
      } else {
        expect(result.potionsLeft.every((n) => n === 0)).toBe(true);
      }
    }
  });
});

describe('planEnergy', () => {
  const pricing: PotionPricing[] = RESTORES.map((restore, level) => {
    const unitCost = [0.05, 0.06, 0.2, 0.3, 0.5, 0.7, 1.2, 1.4, 2, 3.5][level]!;
    return { level, itemId: 700 + level, restore, buy: unitCost, craft: null, best: { level, restore, unitCost, source: 'buy' as const }, costPerEnergy: unitCost / restore };
  });

  it('prices the shortfall with the cheapest potions', () => {
    // 0 energy, 100 kills: 100 short. The cheapest energy is Lv1 (0.06/4 = 0.015 per energy),
    // so nothing costs less than 100 × 0.015 = 1.5, and 25 × Lv1 reaches it.
    const plan = planEnergy(input({ currentEnergy: 0, kills: 100 }), pricing);
    expect(plan.session.shortfall).toBe(100);
    expect(plan.capExceeded).toBe(false);
    expect(plan.shopping.feasible).toBe(true);
    expect(plan.shopping.restored).toBeGreaterThanOrEqual(100);
    expect(plan.shopping.totalCost).toBeCloseTo(1.5, 9);
    expect(plan.shopping.lines).toEqual([{ level: 1, count: 25, restore: 4, unitCost: 0.06, source: 'buy' }]);
  });

  it('buys nothing when the tank covers the plan', () => {
    const plan = planEnergy(input({ kills: 100 }), pricing);
    expect(plan.shopping).toEqual({ feasible: true, restored: 0, totalCost: 0, lines: [] });
  });

  it('flags a shortfall beyond the potion cap', () => {
    const plan = planEnergy(input({ currentEnergy: 0, kills: 50, potionRestoreCap: 20 }), pricing);
    expect(plan.capExceeded).toBe(true);
    expect(plan.shopping.feasible).toBe(false);
  });
});
