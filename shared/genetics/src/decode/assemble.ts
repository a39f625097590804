import { bodyShapeEntry, bodyShapeOfValue, colorEntry } from '../catalogue/body.js';
import { PART_CLASS_BY_CODE, nightmareVariant, partForGene, type CataloguePart } from '../catalogue/parts.js';
import { GENE_SLOTS, PART_TYPES, type GeneTriple, type ParsedGenes, type PartEntry, type PartType } from '../types.js';
import { GeneDecodeError } from './input.js';
import type { RawGenes, RawPartGene } from './raw.js';

/** Highest part skin code with a known meaning (gene-meta.json `partSkins512`). */
const MAX_KNOWN_SKIN = 11;

export interface AssembleOptions {
  /**
   * Skin codes to read as nightmare variants (`<base>-2`). The nightmare skin code is not
   * public yet; until it is configured, an unknown skin is an error rather than a wrong part.
   */
  nightmareSkins?: readonly number[];
}

const toEntry = (p: CataloguePart): PartEntry => ({
  partId: p.partId,
  name: p.name,
  class: p.class,
  type: p.type,
  specialGenes: p.specialGenes,
  gen: p.gen,
});

function basePart(type: PartType, slot: string, g: RawPartGene): CataloguePart {
  const cls = PART_CLASS_BY_CODE[g.classCode];
  const part = cls && partForGene(cls, type, g.value, 0);
  if (!part) throw new GeneDecodeError(`${type} ${slot} gene (class code ${g.classCode}, value ${g.value}) is not a known part`);
  return part;
}

/** D shows the slot's skin variant; recessives keep the base name (research note §1.6). */
function shownPart(type: PartType, base: CataloguePart, skin: number, opts: AssembleOptions): CataloguePart {
  if (skin === 0) return base;
  if (opts.nightmareSkins?.includes(skin)) return nightmareVariant(base);
  if (skin > MAX_KNOWN_SKIN) throw new GeneDecodeError(`${type} has unknown skin code ${skin}`);
  // A known skin without a variant for this gene means the variant does not exist: base part.
  return partForGene(base.class, type, base.geneValue, skin) ?? base;
}

/** Catalogue lookup of raw fields into the spec's parsedGenes. */
export function assembleParsedGenes(raw: RawGenes, opts: AssembleOptions = {}): ParsedGenes {
  const bodyEntries = raw.body.map((value, i) => {
    const shape = bodyShapeOfValue(value);
    if (!shape) throw new GeneDecodeError(`body ${GENE_SLOTS[i]} gene value ${value} is not a known body shape`);
    return bodyShapeEntry(value, shape);
  });
  const colors = raw.color.map((v) => colorEntry(v, raw.class));
  const parsed = {
    format: raw.format,
    class: raw.class,
    bodyShape: { d: bodyEntries[0]!, r1: bodyEntries[1]!, r2: bodyEntries[2]! },
    primaryColor: { d: colors[0]!, r1: colors[1]!, r2: colors[2]! },
    title: raw.title,
    bodySkin: raw.bodySkin,
    partSkins: {} as Record<PartType, number>,
    current: {} as Record<PartType, string>,
    realParts: {} as Record<PartType, string>,
  } as ParsedGenes;
  for (const type of PART_TYPES) {
    const block = raw.parts[type];
    const d = basePart(type, 'd', block.d);
    const triple: GeneTriple<PartEntry> = {
      d: toEntry(shownPart(type, d, block.skin, opts)),
      r1: toEntry(basePart(type, 'r1', block.r1)),
      r2: toEntry(basePart(type, 'r2', block.r2)),
    };
    parsed[type] = triple;
    parsed.partSkins[type] = block.skin;
    parsed.current[type] = triple.d.partId;
    parsed.realParts[type] = d.partId;
  }
  return parsed;
}
