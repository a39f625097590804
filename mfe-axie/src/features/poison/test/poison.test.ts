import { describe, expect, it } from 'vitest';
import { simulatePoison, type PoisonRule } from '../domain/poison';

const LAUNCH: PoisonRule = { damagePerStack: 3, decayPerTurn: 1, maxStacks: 30, turnCap: 18 };
const once = (initialStacks: number, hp: number | null = null) => ({ initialStacks, addedPerTurn: 0, hp });

describe('poison under the launch rule', () => {
  it('5 stacks deal 15 + 12 + 9 + 6 + 3 = 45 and then stop', () => {
    const r = simulatePoison(LAUNCH, once(5));
    expect(r.turns.map((t) => t.damage)).toEqual([15, 12, 9, 6, 3]);
    expect(r.turns.map((t) => t.stacks)).toEqual([5, 4, 3, 2, 1]);
    expect(r.total).toBe(45);
  });

  it('caps stacks at the maximum and the fight at the turn cap', () => {
    const r = simulatePoison(LAUNCH, once(50));
    expect(r.turns[0]).toMatchObject({ stacks: 30, damage: 90 });
    expect(r.turns).toHaveLength(18);
    // 30 + 29 + … + 13 stacks = 387 stacks × 3
    expect(r.total).toBe(3 * ((30 + 13) * 18) / 2);
  });

  it('adds re-applied stacks before each later turn, still capped', () => {
    const r = simulatePoison({ ...LAUNCH, turnCap: 4, maxStacks: 6 }, { initialStacks: 3, addedPerTurn: 3, hp: null });
    expect(r.turns.map((t) => t.stacks)).toEqual([3, 5, 6, 6]);
    expect(r.turns.map((t) => t.damage)).toEqual([9, 15, 18, 18]);
  });

  it('finds the turn the axie falls and follows any configured rule', () => {
    const r = simulatePoison(LAUNCH, once(10, 60));
    // 30, 27 → 57 after two turns, 81 after three
    expect(r.faintTurn).toBe(3);
    expect(r.turns[2]!.hpLeft).toBe(0);
    const classic = simulatePoison({ damagePerStack: 2, decayPerTurn: 0, maxStacks: 10, turnCap: 3 }, once(4));
    expect(classic.turns.map((t) => t.damage)).toEqual([8, 8, 8]);
    expect(simulatePoison(LAUNCH, once(0)).turns).toEqual([]);
  });
});
