import { PART_TYPES, type AxieTitle, type ParsedGenes, type PartType, type SpecialGenes } from '../types.js';

/** Sky Mavis genetic purity weights per slot (support article "What is Genetic Purity"). */
const PURITY_WEIGHTS = { d: 75, r1: 18.75, r2: 6.25 } as const;

/**
 * The creature card's percentFromParents (spec §3), read as Sky Mavis' genetic purity: each
 * part gene of the axie's own class scores D 75, R1 18.75, R2 6.25; total / 600 as a percent.
 */
export function percentFromParents(genes: ParsedGenes): number {
  let score = 0;
  for (const type of PART_TYPES) {
    const t = genes[type];
    for (const slot of ['d', 'r1', 'r2'] as const) if (t[slot].class === genes.class) score += PURITY_WEIGHTS[slot];
  }
  return Math.round((score / 600) * 100_000) / 1000;
}

/** The card's part lists: `current` = shown (skin variant), `realParts` = base genes that breed. */
export function cardParts(genes: ParsedGenes): { current: Record<PartType, string>; realParts: Record<PartType, string> } {
  return { current: { ...genes.current }, realParts: { ...genes.realParts } };
}

/** Number of D parts of the axie's class (the API's `pureness`, 0..6). */
export function pureness(genes: ParsedGenes): number {
  return PART_TYPES.filter((t) => genes[t].d.class === genes.class).length;
}

export interface CreatureStats {
  hp: number;
  speed: number;
  skill: number;
  morale: number;
}

/**
 * Classic stats: class base + a bonus per shown (D) part by the part's class. Community guides
 * (potatofish.gg arena basics, lunarpuff gitbook; research/axie-genetics.md §1.9); checked against
 * the marketplace's answer for axie 2371 (plant: hp 57, speed 35, skill 31, morale 41). The one
 * copy: the showroom, the search index and the breeding calculator's stats filter use it.
 */
const CLASS_BASE_STATS: Readonly<Record<string, CreatureStats>> = {
  aquatic: { hp: 39, speed: 39, skill: 35, morale: 27 },
  beast: { hp: 31, speed: 35, skill: 31, morale: 43 },
  bird: { hp: 27, speed: 43, skill: 35, morale: 35 },
  bug: { hp: 35, speed: 31, skill: 35, morale: 39 },
  plant: { hp: 43, speed: 31, skill: 31, morale: 35 },
  reptile: { hp: 39, speed: 35, skill: 31, morale: 35 },
  mech: { hp: 31, speed: 39, skill: 43, morale: 27 },
  dawn: { hp: 35, speed: 35, skill: 39, morale: 31 },
  dusk: { hp: 43, speed: 39, skill: 27, morale: 31 },
};
const PART_STAT_BONUS: Readonly<Record<string, CreatureStats>> = {
  aquatic: { hp: 1, speed: 3, skill: 0, morale: 0 },
  beast: { hp: 0, speed: 1, skill: 0, morale: 3 },
  bird: { hp: 0, speed: 3, skill: 0, morale: 1 },
  bug: { hp: 1, speed: 0, skill: 0, morale: 3 },
  plant: { hp: 3, speed: 0, skill: 0, morale: 1 },
  reptile: { hp: 3, speed: 1, skill: 0, morale: 0 },
};

export function classicStats(genes: ParsedGenes): CreatureStats {
  return statsFromClasses(genes.class, PART_TYPES.map((type) => genes[type].d.class));
}

/** Classic stats from the class and the classes of the shown parts (what classicStats reads from the genes). */
export function statsFromClasses(creatureClass: string, partClasses: readonly string[]): CreatureStats {
  const stats = { ...(CLASS_BASE_STATS[creatureClass] ?? CLASS_BASE_STATS.beast!) };
  for (const partClass of partClasses) {
    const bonus = PART_STAT_BONUS[partClass];
    if (!bonus) continue;
    stats.hp += bonus.hp;
    stats.speed += bonus.speed;
    stats.skill += bonus.skill;
    stats.morale += bonus.morale;
  }
  return stats;
}

/**
 * Variant parts a breeder filters by, as the marketplace counts them (its criteria numMystic,
 * numJapan, numXmas, numSummer; numNightmare for the 2024 Nightmare parts). The catalogue has no
 * Shiny parts, so there is no shiny count. No decoded axie shows a Nightmare part: their skin code
 * is not public (research/axie-genetics.md, decode/assemble.ts), so that count is 0 on our data.
 */
export const PART_VARIANTS = ['mystic', 'japan', 'xmas', 'summer', 'nightmare'] as const;
export type PartVariant = (typeof PART_VARIANTS)[number];
const VARIANT_OF_SPECIAL_GENES: Record<NonNullable<SpecialGenes>, PartVariant | null> = {
  mystic: 'mystic',
  japan: 'japan',
  xmas: 'xmas',
  'xmas-2019': 'xmas',
  'summer-2022': 'summer',
  nightmare: 'nightmare',
  bionic: null,
};

/** The variant a part's specialGenes counts as (null: a regular part, or bionic). */
export const partVariant = (specialGenes: SpecialGenes): PartVariant | null => (specialGenes === null ? null : VARIANT_OF_SPECIAL_GENES[specialGenes]);

/** How many shown (D) parts are of `variant` (0..6). */
export const variantCount = (genes: ParsedGenes, variant: PartVariant): number => PART_TYPES.filter((type) => partVariant(genes[type].d.specialGenes) === variant).length;

/**
 * The marketplace's name of each title (the values of its `title` criterion and link parameter).
 * Only Origin is verified on real genes; the MEO Corp codes come from one client (research §1).
 */
export const TITLE_NAMES: Readonly<Record<AxieTitle, string>> = { origin: 'Origin', meo1: 'MEO Corp', meo2: 'MEO Corp II', agamogenesis: 'Agamogenesis' };
export const AXIE_TITLES = Object.keys(TITLE_NAMES) as AxieTitle[];
/** The title of a marketplace name, any case ('origin', 'MEO CORP II'); undefined when unknown. */
export const titleOfName = (name: string): AxieTitle | undefined => AXIE_TITLES.find((t) => TITLE_NAMES[t].toLowerCase() === name.trim().toLowerCase());
