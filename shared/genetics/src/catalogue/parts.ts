import rawParts from '../../data/parts.json';
import type { PartClass, PartEntry, PartType, SpecialGenes } from '../types.js';

interface RawPart {
  partId: string;
  name: string;
  class: string;
  type: string;
  specialGenes: string | null;
  baseId: string | null;
  geneValue: number;
  skin: number;
}

/** Catalogue row with its gene coordinates. */
export interface CataloguePart extends PartEntry {
  geneValue: number;
  /** 512-bit skin code of the variant (0 = base). */
  skin: number;
}

/** Part classes by their gene code (same code in 512 and 256 layouts). */
export const PART_CLASS_BY_CODE: readonly PartClass[] = ['beast', 'bug', 'bird', 'plant', 'aquatic', 'reptile'];

const ALL: readonly CataloguePart[] = (rawParts as RawPart[]).map((p) => ({
  partId: p.partId,
  name: p.name,
  class: p.class as PartClass,
  type: p.type as PartType,
  specialGenes: p.specialGenes as SpecialGenes,
  gen: p.baseId ?? p.partId,
  geneValue: p.geneValue,
  skin: p.skin,
}));

const byId = new Map<string, CataloguePart>(ALL.map((p) => [p.partId, p]));
const geneKey = (cls: string, type: string, value: number, skin: number) => `${cls}|${type}|${value}|${skin}`;
const byGene = new Map<string, CataloguePart>(ALL.map((p) => [geneKey(p.class, p.type, p.geneValue, p.skin), p]));

/** The 192 base parts; their position is the compact gene index used by the fast ranking code. */
export const BASE_PARTS: readonly CataloguePart[] = ALL.filter((p) => p.skin === 0);
const geneIndexById = new Map<string, number>(BASE_PARTS.map((p, i) => [p.partId, i]));

export function allParts(): readonly CataloguePart[] {
  return ALL;
}

/**
 * Catalogue entry for a part id. Ids with the spec's '-2' suffix are nightmare variants of
 * the base part (`mouth-nut-cracker-2`): the catalogue has no nightmare rows (2024 event,
 * not public), so the entry is derived from its base part with specialGenes 'nightmare'.
 */
export function getPart(partId: string): CataloguePart | undefined {
  const direct = byId.get(partId);
  if (direct) return direct;
  if (partId.endsWith('-2')) {
    const base = byId.get(partId.slice(0, -2));
    if (base && base.skin === 0) return nightmareVariant(base);
  }
  return undefined;
}

export function nightmareVariant(base: CataloguePart): CataloguePart {
  return { ...base, partId: `${base.partId}-2`, specialGenes: 'nightmare', gen: base.partId, skin: -1 };
}

/** Part for a gene (class, type, value) shown with `skin`; undefined if the base gene does not exist. */
export function partForGene(cls: PartClass, type: PartType, value: number, skin = 0): CataloguePart | undefined {
  return byGene.get(geneKey(cls, type, value, skin));
}

/** Compact index (0..191) of a base part id, or -1. */
export function geneIndexOf(basePartId: string): number {
  return geneIndexById.get(basePartId) ?? -1;
}

/** Base parts of one type, for generators and pickers. */
export function basePartsOfType(type: PartType): readonly CataloguePart[] {
  return BASE_PARTS.filter((p) => p.type === type);
}

/** Variants (skin > 0) of one base part. */
export function variantsOf(basePartId: string): readonly CataloguePart[] {
  return ALL.filter((p) => p.skin > 0 && p.gen === basePartId);
}
