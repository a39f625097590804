import { describe, expect, it } from 'vitest';
import type { PotionOption } from '@criadero/api-contracts/lumiterra-pixels';
import { cheapestCover } from '../src/planners/potion-cover';

const lv = (level: number, restore: number, unitCost: number, source: 'buy' | 'craft' = 'buy'): PotionOption => ({ level, restore, unitCost, source });

/** Every combination of counts, each up to what alone would cover the need. */
function bruteForce(needed: number, options: PotionOption[]): number {
  let best = Infinity;
  const walk = (i: number, restored: number, cost: number) => {
    if (restored >= needed) {
      best = Math.min(best, cost);
      return;
    }
    if (i === options.length) return;
    const o = options[i]!;
    for (let n = 0; n <= Math.ceil(needed / o.restore); n++) walk(i + 1, restored + n * o.restore, cost + n * o.unitCost);
  };
  walk(0, 0, 0);
  return best;
}

describe('cheapestCover', () => {
  it('needs nothing for a covered plan', () => {
    expect(cheapestCover(0, [lv(1, 4, 1)])).toEqual({ feasible: true, restored: 0, totalCost: 0, lines: [] });
    expect(cheapestCover(-3, [])).toMatchObject({ feasible: true, totalCost: 0 });
  });

  it('is infeasible with a need and no priced potion', () => {
    expect(cheapestCover(5, []).feasible).toBe(false);
    expect(cheapestCover(5, [lv(1, 4, Infinity)]).feasible).toBe(false);
  });

  it('matches hand-computed plans', () => {
    const options = [lv(1, 4, 1), lv(2, 10, 2)];
    // 12 energy: Lv1+Lv2 (cost 3, 2 potions) ties 3×Lv1 (cost 3, 3 potions): fewer potions win
    expect(cheapestCover(12, options)).toEqual({
      feasible: true,
      restored: 14,
      totalCost: 3,
      lines: [
        { level: 1, count: 1, restore: 4, unitCost: 1, source: 'buy' },
        { level: 2, count: 1, restore: 10, unitCost: 2, source: 'buy' },
      ],
    });
    // 20 energy: 2×Lv2 = 4 beats 5×Lv1 = 5
    expect(cheapestCover(20, options)).toMatchObject({ totalCost: 4, restored: 20, lines: [{ level: 2, count: 2 }] });
    // a fractional need rounds up to whole energy: 4.2 needs 5 → Lv2 (2) is cheaper than 2×Lv1 (2, more potions)
    expect(cheapestCover(4.2, options)).toMatchObject({ totalCost: 2, lines: [{ level: 2, count: 1 }] });
    // exactly 4 is one Lv1
    expect(cheapestCover(4, options)).toMatchObject({ totalCost: 1, lines: [{ level: 1, count: 1 }] });
  });

  it('equals brute force on small random inputs', () => {
    let seed = 12345;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 300; round++) {
      const options = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, i) =>
        lv(i, 1 + Math.floor(rand() * 12), Math.round(rand() * 500) / 100, rand() < 0.5 ? 'buy' : 'craft'),
      );
      const needed = Math.floor(rand() * 40);
      const result = cheapestCover(needed, options);
      expect(result.totalCost).toBeCloseTo(bruteForce(needed, options), 9);
      expect(result.restored).toBeGreaterThanOrEqual(needed);
      const fromLines = result.lines.reduce((s, l) => s + l.count * l.unitCost, 0);
      expect(fromLines).toBeCloseTo(result.totalCost, 9);
      expect(result.lines.reduce((s, l) => s + l.count * l.restore, 0)).toBe(result.restored);
    }
  });
});
