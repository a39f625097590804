import { describe, expect, it } from 'vitest';
import source from '../data/leveling.json';
import {
  RARITIES,
  calculateLeveling,
  levelCap,
  levelingIssues,
  LevelingInputError,
  type Rarity,
} from '../src/index';

// The researcher's per-rarity table (computed from the backend's rule, independently of our code):
// row i is the level-up from level i + 1; per-rarity values are null above the rarity's cap.
const rows = source.table;
const row = (fromLevel: number) => {
  const found = rows.find((r) => r.fromLevel === fromLevel);
  if (!found) throw new Error(`no table row from ${fromLevel}`);
  return found;
};

describe('totals equal the table sums, every rarity and every pair of levels', () => {
  for (const rarity of RARITIES) {
    it(`${rarity}: all 435 pairs 1 ≤ initial < target ≤ 30`, () => {
      let pairs = 0;
      for (let initial = 1; initial <= 29; initial++) {
        for (let target = initial + 1; target <= 30; target++) {
          const result = calculateLeveling({ initialLevel: initial, targetLevel: target, rarity });
          let basePhorse = 0;
          let baseMedals = 0;
          let phorseWithinCap = 0;
          let medalsWithinCap = 0;
          for (let level = initial; level < target; level++) {
            const r = row(level);
            basePhorse += r.basePhorse;
            baseMedals += r.baseMedals;
            const phorse = r.phorseByRarity[rarity];
            const medals = r.medalsByRarity[rarity];
            // the table only prices level-ups the game allows
            expect(phorse === null, `${rarity} ${level}->${level + 1}`).toBe(level + 1 > levelCap(rarity));
            phorseWithinCap += phorse ?? 0;
            medalsWithinCap += medals ?? 0;
          }
          expect(result.basePhorseTokens).toBe(basePhorse);
          expect(result.baseMedals).toBe(baseMedals);
          const within = result.steps.filter((s) => !s.aboveCap);
          expect(within.reduce((t, s) => t + s.phorse, 0)).toBe(phorseWithinCap);
          expect(within.reduce((t, s) => t + s.medals, 0)).toBe(medalsWithinCap);
          expect(result.exceedsLevelCap).toBe(target > levelCap(rarity));
          if (!result.exceedsLevelCap) {
            expect(result.phorseTokens).toBe(phorseWithinCap);
            expect(result.medals).toBe(medalsWithinCap);
          }
          // the totals are the sums of the steps shown in the breakdown
          expect(result.phorseTokens).toBe(result.steps.reduce((t, s) => t + s.phorse, 0));
          expect(result.steps).toHaveLength(target - initial);
          expect(result.progress).toBeCloseTo((target - initial) / 29, 12);
          pairs++;
        }
      }
      expect(pairs).toBe(435);
    });
  }

  it('matches the published totals from level 1 to each cap', () => {
    for (const rarity of RARITIES) {
      const expected = source.totalsToMaxLevel[rarity];
      const result = calculateLeveling({ initialLevel: 1, targetLevel: expected.maxLevel, rarity });
      expect({ rarity, phorse: result.phorseTokens, medals: result.medals, cap: result.levelCap }).toEqual({
        rarity,
        phorse: expected.totalPhorseToMax,
        medals: expected.totalMedalsToMax,
        cap: expected.maxLevel,
      });
      expect(result.exceedsLevelCap).toBe(false);
    }
    // the headline figures of the research notes
    expect(calculateLeveling({ initialLevel: 1, targetLevel: 15, rarity: 'Common' }).phorseTokens).toBe(59_400);
    expect(calculateLeveling({ initialLevel: 1, targetLevel: 30, rarity: 'Mythic' })).toMatchObject({ phorseTokens: 1_009_000, medals: 5_210 });
  });

  it('prices above the cap with the game rule, in exact integers equal to its float ceil', () => {
    // backend: Math.ceil(base * multiplier); ours avoids floats; they agree on every level and rarity
    for (const rarity of RARITIES) {
      const result = calculateLeveling({ initialLevel: 1, targetLevel: 30, rarity });
      for (const step of result.steps) {
        expect(step.phorse, `${rarity} ${step.fromLevel}`).toBe(Math.ceil(step.basePhorse * source.rarityMultiplier[rarity].phorse));
        expect(step.medals).toBe(step.baseMedals);
        expect(step.aboveCap).toBe(step.toLevel > levelCap(rarity));
      }
    }
  });
});

describe('the result the calculator shows', () => {
  it('carries the spec fields with the rarity multipliers', () => {
    const result = calculateLeveling({ initialLevel: 3, targetLevel: 6, rarity: 'Rare' });
    // 2000, 2500, 3000 base → ×0.85 = 1700 + 2125 + 2550
    expect(result).toMatchObject({
      phorseTokens: 6375,
      basePhorseTokens: 7500,
      medals: 8 + 10 + 14,
      baseMedals: 32,
      rarity: 'Rare',
      rarityMultiplier: { phorse: 0.85, medals: 1 },
      phorseDiscountPercent: 15,
      levelCap: 20,
      exceedsLevelCap: false,
      xpRequired: 489 + 690 + 731,
    });
    expect(result.progress).toBeCloseTo(3 / 29, 12);
  });

  it('gives each rarity its PHORSE discount; Mythic has none and pays the base cost', () => {
    const discounts = Object.fromEntries(
      RARITIES.map((rarity) => [rarity, calculateLeveling({ initialLevel: 1, targetLevel: 2, rarity }).phorseDiscountPercent]),
    );
    expect(discounts).toEqual({ Common: 40, Uncommon: 25, Rare: 15, Epic: 10, Legendary: 5, Mythic: 0 });
    const mythic = calculateLeveling({ initialLevel: 10, targetLevel: 20, rarity: 'Mythic' });
    expect(mythic.phorseTokens).toBe(mythic.basePhorseTokens);
  });

  it('spans the whole bar from 1 to 30', () => {
    expect(calculateLeveling({ initialLevel: 1, targetLevel: 30, rarity: 'Epic' }).progress).toBe(1);
  });

  it('flags a target above the rarity cap', () => {
    const result = calculateLeveling({ initialLevel: 14, targetLevel: 17, rarity: 'Uncommon' });
    expect(result.exceedsLevelCap).toBe(true);
    expect(result.levelCap).toBe(15);
    expect(result.steps.map((s) => s.aboveCap)).toEqual([false, true, true]);
  });
});

describe('validation (spec §5)', () => {
  const ok = { initialLevel: 1, targetLevel: 2, rarity: 'Common' };

  it('accepts the edges of the ranges', () => {
    expect(levelingIssues(ok)).toEqual([]);
    expect(levelingIssues({ initialLevel: 29, targetLevel: 30, rarity: 'Mythic' })).toEqual([]);
  });

  it.each([
    [{ ...ok, initialLevel: 0 }, ['INITIAL_LEVEL_RANGE']],
    [{ ...ok, initialLevel: 30, targetLevel: 30 }, ['INITIAL_LEVEL_RANGE']],
    [{ ...ok, initialLevel: 1.5 }, ['INITIAL_LEVEL_RANGE']],
    [{ ...ok, initialLevel: '1' }, ['INITIAL_LEVEL_RANGE']],
    [{ ...ok, initialLevel: Number.NaN }, ['INITIAL_LEVEL_RANGE']],
    [{ ...ok, targetLevel: 1 }, ['TARGET_LEVEL_RANGE']],
    [{ ...ok, targetLevel: 31 }, ['TARGET_LEVEL_RANGE']],
    [{ ...ok, initialLevel: 5, targetLevel: 5 }, ['INITIAL_NOT_BELOW_TARGET']],
    [{ ...ok, initialLevel: 20, targetLevel: 10 }, ['INITIAL_NOT_BELOW_TARGET']],
    [{ ...ok, rarity: 'common' }, ['UNKNOWN_RARITY']],
    [{ ...ok, rarity: undefined }, ['UNKNOWN_RARITY']],
    [{ initialLevel: 0, targetLevel: 40, rarity: 'Gold' }, ['INITIAL_LEVEL_RANGE', 'TARGET_LEVEL_RANGE', 'UNKNOWN_RARITY']],
  ])('%j → %j', (input, issues) => {
    expect(levelingIssues(input)).toEqual(issues);
  });

  it('refuses to calculate what it reports', () => {
    expect(() => calculateLeveling({ initialLevel: 7, targetLevel: 7, rarity: 'Epic' })).toThrow(LevelingInputError);
    try {
      calculateLeveling({ initialLevel: 7, targetLevel: 3, rarity: 'Gold' as Rarity });
    } catch (error) {
      expect((error as LevelingInputError).issues).toEqual(['INITIAL_NOT_BELOW_TARGET', 'UNKNOWN_RARITY']);
    }
    expect.assertions(2);
  });
});
