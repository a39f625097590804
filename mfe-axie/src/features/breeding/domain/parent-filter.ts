import { PART_TYPES, classicStats, pureness, type ParsedGenes, type SpecialGenes } from '@criadero/genetics';
import type { FilterSelection } from './selection';

/**
 * Filters on the parents themselves (issue 20 item 10), as the marketplace offers them. They
 * narrow the loaded Axies the grid shows and the ranking pairs; the search service does not take
 * them, so a market search still answers with every Axie of the other filters.
 *
 * In the selection (saved, restored, marketplace link) each is a list, like the marketplace's
 * criteria: `purity` the accepted purities (D parts of the class, 0..6), a variant key the accepted
 * numbers of D parts of that variant, a stat [min, max], `title` the titles (kept for the link
 * only: the Axies the calculator loads carry no title).
 */
export const VARIANT_KEYS = ['mystic', 'japan', 'summer', 'nightmare'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];
export const STAT_KEYS = ['hp', 'speed', 'skill', 'morale'] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/** The catalogue's specialGenes each variant filter counts. */
const VARIANT_GENES: Record<VariantKey, readonly SpecialGenes[]> = {
  mystic: ['mystic'],
  japan: ['japan'],
  summer: ['summer-2022'],
  // the nightmare skin code is not public: the decoder never shows a nightmare part (see decode/assemble.ts)
  nightmare: ['nightmare'],
};
/** Variants the decoded genes can show; the others cannot be checked on an Axie (kept for the link). */
export const CHECKABLE_VARIANTS: readonly VariantKey[] = ['mystic', 'japan', 'summer'];

/** Marketplace query parameter of each parent filter. */
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

export const variantCount = (genes: ParsedGenes, key: VariantKey): number => PART_TYPES.filter((t) => VARIANT_GENES[key].includes(genes[t].d.specialGenes)).length;

/** The parent filters a selection sets that the page can check on an Axie's genes. */
export function activeParentFilters(s: FilterSelection): ParentFilterKey[] {
  return PARENT_FILTER_KEYS.filter((k) => k !== 'title' && k !== 'nightmare' && (s[k]?.length ?? 0) > 0);
}

/** Whether decoded genes pass the selection's parent filters (undecodable genes pass none that is set). */
export function passesParentFilters(genes: ParsedGenes | null, s: FilterSelection): boolean {
  const active = activeParentFilters(s);
  if (!active.length) return true;
  if (!genes) return false;
  const stats = STAT_KEYS.some((k) => active.includes(k)) ? classicStats(genes) : null;
  return active.every((k) => {
    const wanted = s[k] as number[];
    if (k === 'purity') return wanted.includes(pureness(genes));
    if ((CHECKABLE_VARIANTS as readonly string[]).includes(k)) return wanted.includes(variantCount(genes, k as VariantKey));
    const value = stats![k as StatKey];
    const [min, max] = wanted;
    return value >= (min ?? -Infinity) && value <= (max ?? Infinity);
  });
}
