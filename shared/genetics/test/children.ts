import { getModel, type InheritanceModelId } from '../src/inheritance/models.js';
import { childClassOdds } from '../src/inheritance/rules.js';
import type { AxieClass, GeneGroupKey, ParsedGenes } from '../src/types.js';

/** Every child of A × B in the given groups, one by one: class and, per group, the (d, r1, r2) gene ids drawn. */
export function* everyChild(a: ParsedGenes, b: ParsedGenes, keys: readonly GeneGroupKey[], model: InheritanceModelId): Generator<{ p: number; cls: AxieClass; genes: Map<GeneGroupKey, string[]> }> {
  const outcomes = getModel(model).outcomes;
  const classes = Object.entries(childClassOdds(a.class, b.class)) as [AxieClass, number][];
  function* walk(i: number, p: number, genes: Map<GeneGroupKey, string[]>): Generator<{ p: number; genes: Map<GeneGroupKey, string[]> }> {
    if (i === keys.length) return yield { p, genes: new Map(genes) };
    const key = keys[i]!;
    const pool = [a[key].d.gen, a[key].r1.gen, a[key].r2.gen, b[key].d.gen, b[key].r1.gen, b[key].r2.gen];
    for (const o of outcomes) {
      genes.set(key, o.sources.map((s) => pool[s]!));
      yield* walk(i + 1, p * o.p, genes);
    }
  }
  for (const [cls, pc] of classes) for (const c of walk(0, pc, new Map())) yield { ...c, cls };
}

/** A whole ParsedGenes-shaped child (only `gen` and `class` are read by the odds). */
export function asGenes(template: ParsedGenes, cls: AxieClass, genes: Map<GeneGroupKey, string[]>): ParsedGenes {
  const child = { ...template, class: cls } as ParsedGenes;
  for (const [key, [d, r1, r2]] of genes) (child as unknown as Record<string, unknown>)[key] = { d: { gen: d }, r1: { gen: r1 }, r2: { gen: r2 } };
  return child;
}

