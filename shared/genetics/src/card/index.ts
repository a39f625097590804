import { PART_TYPES, type ParsedGenes, type PartType } from '../types.js';

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
