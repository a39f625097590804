import { colorValuesOfClass } from '../catalogue/body.js';
import { PART_CLASS_BY_CODE, basePartsOfType, variantsOf, type CataloguePart } from '../catalogue/parts.js';
import { encodeGenes512, type RawPartBlock, type RawPartGene } from '../decode/index.js';
import type { CreatureRecord } from '../pairs/table.js';
import { GENE_PART_ORDER, type AxieClass, type PartClass, type PartType } from '../types.js';
import { mulberry32, pick, type Rng } from '../util/prng.js';

const REGULAR: readonly PartClass[] = PART_CLASS_BY_CODE;
const SECRET: readonly AxieClass[] = ['mech', 'dawn', 'dusk'];
const NORMAL_BODIES = [0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
const SPECIAL_BODIES = [1, 2, 3, 256, 257, 384];
const secretParents: Record<string, readonly PartClass[]> = { mech: ['beast', 'bug'], dawn: ['plant', 'bird'], dusk: ['reptile', 'aquatic'] };

const gene = (p: CataloguePart): RawPartGene => ({ classCode: PART_CLASS_BY_CODE.indexOf(p.class), value: p.geneValue });

/** A part gene of `type`: mostly from the preferred classes (market axies are class-heavy). */
function drawPart(rng: Rng, type: PartType, preferred: readonly PartClass[]): CataloguePart {
  const cls = rng() < 0.7 ? pick(rng, preferred) : pick(rng, REGULAR);
  return pick(rng, basePartsOfType(type).filter((p) => p.class === cls));
}

/**
 * Genuine 512-bit genes (`0x` + 128 hex digits) built from the part catalogue with a seeded PRNG.
 * Realistic shape: parts lean to the axie's class, recessives often repeat the dominant gene, a
 * few special bodies and part skins (japan, summer, mystic...). Same seed → same genes.
 */
export function generateGenes(seed: number): string {
  const rng = mulberry32(seed);
  const cls: AxieClass = rng() < 0.04 ? pick(rng, SECRET) : pick(rng, REGULAR);
  const preferred = secretParents[cls] ?? [cls as PartClass];
  const parts = {} as Record<PartType, RawPartBlock>;
  for (const type of GENE_PART_ORDER) {
    const d = drawPart(rng, type, preferred);
    const r1 = rng() < 0.45 ? d : drawPart(rng, type, preferred);
    const r2 = rng() < 0.35 ? r1 : drawPart(rng, type, preferred);
    const variants = variantsOf(d.partId);
    const skin = variants.length > 0 && rng() < 0.03 ? pick(rng, variants).skin : 0;
    parts[type] = { skin, d: gene(d), r1: gene(r1), r2: gene(r2) };
  }
  const body = () => (rng() < 0.06 ? pick(rng, SPECIAL_BODIES) : pick(rng, NORMAL_BODIES));
  const colors = colorValuesOfClass(cls);
  const color = () => (colors.length ? pick(rng, colors) : 0);
  return encodeGenes512({
    class: cls,
    title: rng() < 0.01 ? 'origin' : null,
    bodySkin: 0,
    body: [body(), body(), body()],
    color: [color(), color(), color()],
    parts,
  });
}

/**
 * `count` creatures with ids 1..count, generated genes, breed counts 0..7 and some shared parents
 * (so the relatives rule has work to do). Deterministic for a seed.
 */
export function generateCreatures(count: number, seed = 1): CreatureRecord[] {
  const rng = mulberry32(seed ^ 0x9e3779b9);
  const out: CreatureRecord[] = [];
  for (let k = 0; k < count; k++) {
    const id = k + 1;
    const hasParents = rng() < 0.6;
    out.push({
      id,
      genes: generateGenes((seed * 1_000_003 + id) >>> 0),
      breedCount: Math.min(7, Math.floor(-Math.log(1 - rng()) * 1.5)),
      sireId: hasParents ? 1_000_000 + Math.floor(rng() * count) : 0,
      matronId: hasParents ? 1_000_000 + Math.floor(rng() * count) : 0,
    });
  }
  return out;
}
