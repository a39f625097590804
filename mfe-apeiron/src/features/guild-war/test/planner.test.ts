import { seededRandom } from '@criadero/apeiron-breeding';
import { expectedWins, planDuels, winChance, type Fighter } from '../planner';

const side = (prefix: string, ratings: number[]): Fighter[] => ratings.map((rating, i) => ({ id: `${prefix}${i}`, name: `${prefix}${i}`, rating }));

function bruteForce(ours: Fighter[], theirs: Fighter[]): number {
  let best = 0;
  const permute = (rest: Fighter[], i: number, sum: number) => {
    if (i === ours.length) return void (best = Math.max(best, sum));
    rest.forEach((t, k) => permute([...rest.slice(0, k), ...rest.slice(k + 1)], i + 1, sum + winChance(ours[i]!.rating, t.rating)));
  };
  permute(theirs, 0, 0);
  return best;
}

describe('guild war planner', () => {
  it('uses the Elo curve: equal ratings 50%, 400 points 10:1', () => {
    expect(winChance(1500, 1500)).toBe(0.5);
    expect(winChance(1900, 1500)).toBeCloseTo(10 / 11, 12);
    expect(winChance(1500, 1900) + winChance(1900, 1500)).toBeCloseTo(1, 12);
  });

  it('mirror pairs strongest with strongest', () => {
    const duels = planDuels(side('o', [1500, 1700, 1600]), side('t', [1550, 1800, 1650]), 'mirror');
    expect(duels.map((d) => [d.ours.rating, d.theirs.rating])).toEqual([
      [1700, 1800],
      [1600, 1650],
      [1500, 1550],
    ]);
  });

  it('maximize finds the best assignment (checked against brute force, seeded cases)', () => {
    const random = seededRandom(42);
    for (let round = 0; round < 25; round++) {
      const n = 2 + Math.floor(random() * 5);
      const ours = side('o', Array.from({ length: n }, () => 1000 + Math.round(random() * 1400)));
      const theirs = side('t', Array.from({ length: n }, () => 1000 + Math.round(random() * 1400)));
      const plan = planDuels(ours, theirs, 'maximize');
      expect(new Set(plan.map((d) => d.theirs.id)).size).toBe(n); // each rival faced once
      expect(expectedWins(plan)).toBeCloseTo(bruteForce(ours, theirs), 9);
      expect(expectedWins(plan)).toBeGreaterThanOrEqual(expectedWins(planDuels(ours, theirs, 'mirror')) - 1e-9);
    }
  });

  it('sends only the best fighters when sides are larger than the war', () => {
    const plan = planDuels(side('o', [1000, 2000, 1900, 1100]), side('t', [1500, 1500, 1500]), 'mirror', 2);
    expect(plan.map((d) => d.ours.rating)).toEqual([2000, 1900]);
    expect(planDuels([], side('t', [1500]), 'maximize')).toEqual([]);
  });
});
