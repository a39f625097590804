import { AXIE_TITLES, TITLE_NAMES, classicStats, pureness, titleOfName, variantCount, type ParsedGenes } from '@criadero/genetics';
import type { FilterSelection } from './selection';

/**
 * Filters on the parents themselves, as the marketplace offers them. They
 * narrow the loaded Axies the grid shows and the ranking pairs, and the market and partner
 * searches send them (the service answers only Axies that pass, and counts only those).
 *
 * In the selection (saved, restored, marketplace link) each is a list, like the marketplace's
 * criteria: `purity` the accepted purities (D parts of the class, 0..6), a variant key the accepted
 * numbers of D parts of that variant, a stat [min, max], `title` the marketplace's title names.
 */
export const VARIANT_KEYS = ['mystic', 'japan', 'summer', 'nightmare'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];
export const STAT_KEYS = ['hp', 'speed', 'skill', 'morale'] as const;
export type StatKey = (typeof STAT_KEYS)[number];
/** The titles a breeder can pick, by their marketplace names ('Origin', 'MEO Corp'…). */
export const TITLE_CHOICES: readonly string[] = AXIE_TITLES.map((t) => TITLE_NAMES[t]);

/** Marketplace query parameter (and search body field) of each parent filter. */
export const PARENT_FILTER_PARAMS = {
  purity: 'pureness',
  mystic: 'numMystic',
  japan: 'numJapan',
  summer: 'numSummer',
  nightmare: 'numNightmare',
  hp: 'hp',
  speed: 'speed',
  skill: 'skill',
  morale: 'morale',
  title: 'title',
} as const;
export type ParentFilterKey = keyof typeof PARENT_FILTER_PARAMS;
export const PARENT_FILTER_KEYS = Object.keys(PARENT_FILTER_PARAMS) as ParentFilterKey[];

/** The parent filters a selection sets. */
export function activeParentFilters(s: FilterSelection): ParentFilterKey[] {
  return PARENT_FILTER_KEYS.filter((k) => (s[k]?.length ?? 0) > 0);
}

/** The parent filters' fields of a search body (number lists; `title` marketplace names). */
export type ParentSearchFields = { [K in Exclude<ParentFilterKey, 'title'> as (typeof PARENT_FILTER_PARAMS)[K]]?: number[] } & { title?: string[] };

/**
 * The parent filters as search body fields (the service's names are the marketplace's): only
 * those set; titles by their marketplace names (a name the service does not know is left out).
 */
export function parentSearchFields(s: FilterSelection): ParentSearchFields {
  const out: ParentSearchFields = {};
  for (const key of activeParentFilters(s)) {
    if (key === 'title') {
      const titles = s.title!.map(titleOfName).filter((t) => t !== undefined);
      if (titles.length) out.title = [...new Set(titles)].map((t) => TITLE_NAMES[t]);
    } else out[PARENT_FILTER_PARAMS[key]] = [...s[key]!];
  }
  return out;
}

/** Whether decoded genes pass the selection's parent filters (undecodable genes pass none that is set). */
export function passesParentFilters(genes: ParsedGenes | null, s: FilterSelection): boolean {
  const active = activeParentFilters(s);
  if (!active.length) return true;
  if (!genes) return false;
  const stats = STAT_KEYS.some((k) => active.includes(k)) ? classicStats(genes) : null;
  return active.every((k) => {
    if (k === 'title') return genes.title !== null && s.title!.some((name) => titleOfName(name) === genes.title);
    const wanted = s[k] as number[];
    if (k === 'purity') return wanted.includes(pureness(genes));
    if ((VARIANT_KEYS as readonly string[]).includes(k)) return wanted.includes(variantCount(genes, k as VariantKey));
    const value = stats![k as StatKey];
    const [min, max] = wanted;
    return value >= (min ?? -Infinity) && value <= (max ?? Infinity);
  });
}
