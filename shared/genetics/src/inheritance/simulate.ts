import { PART_TYPES, type AxieClass, type GeneGroupKey, type ParsedGenes } from '../types.js';
import type { Rng } from '../util/prng.js';
import type { InheritanceModel } from './models.js';

const GROUPS: readonly GeneGroupKey[] = [...PART_TYPES, 'bodyShape', 'primaryColor'];

/** A simulated child: class and, per gene group, the base ids (gen) in d, r1, r2. */
export interface SimulatedChild {
  class: AxieClass;
  genes: Record<GeneGroupKey, [string, string, string]>;
}

/**
 * Breeds one child by running the model's generative process (each gene group draws its own
 * sources). Used to check the exact maths by simulation; not used by the calculators.
 */
export function simulateChild(a: ParsedGenes, b: ParsedGenes, model: InheritanceModel, rng: Rng): SimulatedChild {
  const cls = a.class === b.class ? a.class : rng() < 0.5 ? a.class : b.class;
  const genes = {} as SimulatedChild['genes'];
  for (const key of GROUPS) {
    const pool = [a[key].d.gen, a[key].r1.gen, a[key].r2.gen, b[key].d.gen, b[key].r1.gen, b[key].r2.gen];
    const src = model.sample(rng);
    genes[key] = [pool[src[0]]!, pool[src[1]]!, pool[src[2]]!];
  }
  return { class: cls, genes };
}
