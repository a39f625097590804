// Leveling cost of a Planet Horse from one level to another, by rarity (product spec §3 'Leveling
// result', §5, §9). Pure and synchronous: the calculator UI and POST /api/horse/leveling both call it.
import {
  MAX_LEVEL,
  MAX_LEVEL_SPAN,
  MIN_LEVEL,
  baseLevelCost,
  isRarity,
  levelCap,
  multiplierPercent,
  rarityMultiplier,
  type Rarity,
  type RarityMultiplier,
} from './tables';

export interface LevelingInput {
  initialLevel: number;
  targetLevel: number;
  rarity: Rarity;
}

/** Why an input cannot be calculated; the UI and the service map each to a message. */
export type LevelingIssue = 'INITIAL_LEVEL_RANGE' | 'TARGET_LEVEL_RANGE' | 'INITIAL_NOT_BELOW_TARGET' | 'UNKNOWN_RARITY';

/** Allowed values (spec §5): initial 1..29, target 2..30, initial below target. */
export const INITIAL_LEVEL_RANGE = { min: MIN_LEVEL, max: MAX_LEVEL - 1 } as const;
export const TARGET_LEVEL_RANGE = { min: MIN_LEVEL + 1, max: MAX_LEVEL } as const;

const inRange = (value: unknown, range: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;

/** Every problem with the input, in a stable order; empty when it can be calculated. */
export function levelingIssues(input: { initialLevel: unknown; targetLevel: unknown; rarity: unknown }): LevelingIssue[] {
  const issues: LevelingIssue[] = [];
  const initialOk = inRange(input.initialLevel, INITIAL_LEVEL_RANGE);
  const targetOk = inRange(input.targetLevel, TARGET_LEVEL_RANGE);
  if (!initialOk) issues.push('INITIAL_LEVEL_RANGE');
  if (!targetOk) issues.push('TARGET_LEVEL_RANGE');
  if (initialOk && targetOk && (input.initialLevel as number) >= (input.targetLevel as number)) issues.push('INITIAL_NOT_BELOW_TARGET');
  if (!isRarity(input.rarity)) issues.push('UNKNOWN_RARITY');
  return issues;
}

export class LevelingInputError extends Error {
  override name = 'LevelingInputError';
  constructor(readonly issues: LevelingIssue[]) {
    super(`invalid leveling input: ${issues.join(', ')}`);
  }
}

/** One level-up, L → L + 1. */
interface LevelingStep {
  fromLevel: number;
  toLevel: number;
  /** PHORSE after the rarity multiplier */
  phorse: number;
  basePhorse: number;
  medals: number;
  baseMedals: number;
  xpRequired: number;
  /** the game refuses this level-up for the rarity (toLevel above its cap) */
  aboveCap: boolean;
}

/** The spec's leveling result (§3) plus what the calculator shows around it. */
export interface LevelingResult {
  phorseTokens: number;
  basePhorseTokens: number;
  medals: number;
  baseMedals: number;
  rarity: Rarity;
  rarityMultiplier: RarityMultiplier;
  initialLevel: number;
  targetLevel: number;
  /** (target − initial) / 29, for the progress bar (§9) */
  progress: number;
  /** (1 − PHORSE multiplier) × 100; 0 for Mythic */
  phorseDiscountPercent: number;
  /** highest level the game allows for this rarity */
  levelCap: number;
  exceedsLevelCap: boolean;
  /** experience the levels need (sum of the per-level requirement) */
  xpRequired: number;
  steps: LevelingStep[];
}

/** ceil(base × pct / 100) in integers: the game's ceil(base × multiplier) without float error. */
const applyPercent = (base: number, pct: number) => Math.floor((base * pct + 99) / 100);

/**
 * Costs from `initialLevel` to `targetLevel` for a horse of `rarity`. Levels above the rarity's cap
 * are priced by the same rule and flagged (`exceedsLevelCap`, `aboveCap`): the game refuses them.
 * Throws LevelingInputError on input `levelingIssues` rejects.
 */
export function calculateLeveling(input: LevelingInput): LevelingResult {
  const issues = levelingIssues(input);
  if (issues.length > 0) throw new LevelingInputError(issues);
  const { initialLevel, targetLevel, rarity } = input;
  const pct = multiplierPercent(rarity);
  const cap = levelCap(rarity);

  const steps: LevelingStep[] = [];
  for (let level = initialLevel; level < targetLevel; level++) {
    const base = baseLevelCost(level);
    steps.push({
      fromLevel: level,
      toLevel: level + 1,
      phorse: applyPercent(base.phorse, pct.phorse),
      basePhorse: base.phorse,
      medals: applyPercent(base.medals, pct.medals),
      baseMedals: base.medals,
      xpRequired: base.xpRequired,
      aboveCap: level + 1 > cap,
    });
  }
  const sum = (pick: (step: LevelingStep) => number) => steps.reduce((total, step) => total + pick(step), 0);

  return {
    phorseTokens: sum((s) => s.phorse),
    basePhorseTokens: sum((s) => s.basePhorse),
    medals: sum((s) => s.medals),
    baseMedals: sum((s) => s.baseMedals),
    rarity,
    rarityMultiplier: rarityMultiplier(rarity),
    initialLevel,
    targetLevel,
    progress: (targetLevel - initialLevel) / MAX_LEVEL_SPAN,
    phorseDiscountPercent: 100 - pct.phorse,
    levelCap: cap,
    exceedsLevelCap: targetLevel > cap,
    xpRequired: sum((s) => s.xpRequired),
    steps,
  };
}
