import { encodeGenes512, getModel, getPart, type ParsedGenes, type PartType, type RawPartBlock, type Rng, simulateChild, GENE_PART_ORDER } from '@criadero/genetics';
import { KNOWN_BODY_VALUES, PART_CLASS_BY_CODE, bodyShapeOfValue } from '@criadero/genetics/catalogue';

/** One raw body value per body-shape gene id (several values share a shape; the first is enough). */
const BODY_VALUE_BY_GEN = new Map<string, number>();
for (const value of KNOWN_BODY_VALUES) {
  const shape = bodyShapeOfValue(value);
  const gen = shape && `bodyShape-${shape.toLowerCase()}`;
  if (gen && !BODY_VALUE_BY_GEN.has(gen)) BODY_VALUE_BY_GEN.set(gen, value);
}

function partGene(gen: string) {
  const part = getPart(gen);
  if (!part) throw new Error(`unknown part gene ${gen}`);
  return { classCode: PART_CLASS_BY_CODE.indexOf(part.class as (typeof PART_CLASS_BY_CODE)[number]), value: part.geneValue };
}

/**
 * Genes of a child of `a` and `b`: the genetics engine's generative model
 * (`simulateChild`) picks every gene; this only writes its choice back as
 * 512-bit genes (no skins on newborns).
 */
export function childGenes(a: ParsedGenes, b: ParsedGenes, rng: Rng): string {
  const child = simulateChild(a, b, getModel('spec-table'), rng);
  const parts = {} as Record<PartType, RawPartBlock>;
  for (const type of GENE_PART_ORDER) {
    const [d, r1, r2] = child.genes[type];
    parts[type] = { skin: 0, d: partGene(d), r1: partGene(r1), r2: partGene(r2) };
  }
  const body = child.genes.bodyShape.map((gen) => {
    const value = BODY_VALUE_BY_GEN.get(gen);
    if (value === undefined) throw new Error(`no body value for ${gen}`);
    return value;
  }) as [number, number, number];
  const color = child.genes.primaryColor.map((gen) => Number(gen.slice('primaryColor-'.length))) as [number, number, number];
  return encodeGenes512({ class: child.class, title: null, bodySkin: 0, body, color, parts });
}
