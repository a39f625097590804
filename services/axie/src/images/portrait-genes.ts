import { geneIndexOf } from '@criadero/genetics/catalogue';

export { PART_TYPES, type ParsedGenes, type PartType } from '@criadero/genetics';

/** Catalogue index (0..191) of a base part gene; nightmare '-2' genes use their base. */
export function geneIndexOfPart(gen: string): number {
  const index = geneIndexOf(gen.replace(/-2$/, ''));
  return index < 0 ? 0 : index;
}
