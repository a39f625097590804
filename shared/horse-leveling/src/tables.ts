// The game's leveling tables (data/leveling.json, see data/SOURCES.md), checked once at load and
// exposed as plain typed constants.
import raw from '../data/leveling.json';

export const RARITIES = ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary', 'Mythic'] as const;
export type Rarity = (typeof RARITIES)[number];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 30;
/** The widest possible span (1 → 30): the progress bar is span / this. */
export const MAX_LEVEL_SPAN = MAX_LEVEL - MIN_LEVEL;

/** Date of the backend commit the tables come from (tnkerer/Planet-Horse-Backend@374e9b50), shown in the UI as 'as of'. */
export const LEVELING_DATA_AS_OF = '2026-01-17';

export interface RarityMultiplier {
  phorse: number;
  medals: number;
}

/** Cost of one level-up before the rarity multiplier, indexed by the level being left (1..29). */
export interface BaseLevelCost {
  phorse: number;
  medals: number;
  xpRequired: number;
}

const isRarity = (value: unknown): value is Rarity => typeof value === 'string' && (RARITIES as readonly string[]).includes(value);

function positiveInteger(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) throw new Error(`leveling.json: ${where} must be a positive integer`);
  return value;
}

/** Multipliers are whole percentages in the game (0.60 … 1.00); anything else would break exact integer maths. */
function percent(value: unknown, where: string): number {
  const pct = typeof value === 'number' ? Math.round(value * 100) : NaN;
  if (!(pct > 0 && pct <= 100) || Math.abs(pct / 100 - (value as number)) > 1e-9) throw new Error(`leveling.json: ${where} must be a whole percentage in (0, 1]`);
  return pct;
}

function load() {
  const baseCosts = new Map<number, BaseLevelCost>();
  for (let level = MIN_LEVEL; level < MAX_LEVEL; level++) {
    const key = String(level) as keyof typeof raw.basePhorseByLevel;
    baseCosts.set(level, {
      phorse: positiveInteger(raw.basePhorseByLevel[key], `basePhorseByLevel.${level}`),
      medals: positiveInteger(raw.baseMedalsByLevel[key], `baseMedalsByLevel.${level}`),
      xpRequired: positiveInteger(raw.xpRequiredByLevel[key], `xpRequiredByLevel.${level}`),
    });
  }
  const multiplierPercent = {} as Record<Rarity, { phorse: number; medals: number }>;
  const levelCaps = {} as Record<Rarity, number>;
  if (raw.rarities.length !== RARITIES.length || !raw.rarities.every(isRarity)) throw new Error('leveling.json: rarities differ from RARITIES');
  for (const rarity of RARITIES) {
    const m = raw.rarityMultiplier[rarity];
    multiplierPercent[rarity] = { phorse: percent(m?.phorse, `${rarity}.phorse`), medals: percent(m?.medals, `${rarity}.medals`) };
    const cap = positiveInteger(raw.levelLimits[rarity], `levelLimits.${rarity}`);
    if (cap < MIN_LEVEL + 1 || cap > MAX_LEVEL) throw new Error(`leveling.json: levelLimits.${rarity} out of range`);
    levelCaps[rarity] = cap;
  }
  return { baseCosts, multiplierPercent, levelCaps };
}

const tables = load();

/** Base cost of leaving `level` (1..29) for level + 1. */
export function baseLevelCost(level: number): BaseLevelCost {
  const cost = tables.baseCosts.get(level);
  if (!cost) throw new RangeError(`no level-up cost from level ${level}`);
  return cost;
}

/** The rarity's multipliers in whole percent (Common PHORSE 60 … Mythic 100). */
export function multiplierPercent(rarity: Rarity): { phorse: number; medals: number } {
  return tables.multiplierPercent[rarity];
}

/** The rarity's multipliers as the game writes them (0.6 … 1). */
export function rarityMultiplier(rarity: Rarity): RarityMultiplier {
  const pct = tables.multiplierPercent[rarity];
  return { phorse: pct.phorse / 100, medals: pct.medals / 100 };
}

/** Highest level the game lets a horse of this rarity reach. */
export function levelCap(rarity: Rarity): number {
  return tables.levelCaps[rarity];
}

export { isRarity };
