import { describe, expect, it } from 'vitest';
import { compileFilter, type FilterInput } from '../src/analysis/filter.js';
import { pairProbabilities } from '../src/analysis/pair.js';
import { decodeGenes } from '../src/decode/index.js';
import { generateGenes } from '../src/generate/index.js';
import {
  canPartnerChild,
  childGeneDistribution,
  grandchildProbabilities,
  rankGrandchildPartners,
  slotOdds,
  type PartnerCandidate,
} from '../src/generations/index.js';
import { childClassOdds } from '../src/inheritance/rules.js';
import { getModel, type InheritanceModelId } from '../src/inheritance/models.js';
import type { GeneGroupKey, ParsedGenes } from '../src/types.js';
import { basePartsOfType } from '../src/catalogue/index.js';
import { asGenes, everyChild } from './children.js';

const MODELS: InheritanceModelId[] = ['spec-table', 'adjacent-swap'];
const genesOf = (seed: number) => decodeGenes(generateGenes(seed));

/**
 * The grandchild's P(every wanted part in D, class wanted) by brute force: every child, then every
 * grandchild of that child and the partner, drawn from the model's outcomes and checked gene by gene.
 */
function bruteForceBothGenerations(a: ParsedGenes, b: ParsedGenes, partner: ParsedGenes, filter: FilterInput, model: InheritanceModelId): number {
  const compiled = compileFilter(filter);
  const partGroups = compiled.groups.filter((g) => g.key !== 'class');
  const classGroup = compiled.groups.find((g) => g.key === 'class');
  const keys = partGroups.map((g) => g.key as GeneGroupKey);
  let total = 0;
  for (const child of everyChild(a, b, keys, model)) {
    const childGenes = asGenes(partner, child.cls, child.genes);
    for (const grandchild of everyChild(childGenes, partner, keys, model)) {
      const classOk = !classGroup || classGroup.genes.has(grandchild.cls);
      const allD = partGroups.every((g) => g.genes.has(grandchild.genes.get(g.key as GeneGroupKey)![0]!));
      if (classOk && allD) total += child.p * grandchild.p;
    }
  }
  return total;
}

/** The same, enumerating whole children and asking the one-generation engine about each (larger cases). */
function bruteForceOverChildren(a: ParsedGenes, b: ParsedGenes, partner: ParsedGenes, filter: FilterInput, model: InheritanceModelId) {
  const compiled = compileFilter(filter);
  const keys = compiled.groups.filter((g) => g.key !== 'class').map((g) => g.key as GeneGroupKey);
  let allD = 0;
  let custom = 0;
  for (const child of everyChild(a, b, keys, model)) {
    const p = pairProbabilities(asGenes(partner, child.cls, child.genes), partner, compiled, { model });
    allD += child.p * p.allWantedD;
    custom += child.p * p.custom;
  }
  return { allD, custom };
}

describe('two generations, exact', () => {
  it("the child's genes: each group's triples sum to 1 and their marginals are the one-generation odds", () => {
    const a = genesOf(11);
    const b = genesOf(12);
    for (const model of MODELS) {
      const child = childGeneDistribution(a, b, { model });
      for (const triples of Object.values(child.groups)) expect(triples.reduce((s, t) => s + t.p, 0)).toBeCloseTo(1, 14);
      const [d, r1, r2] = slotOdds(child.groups.eyes);
      for (const gene of new Set([a.eyes.d.gen, a.eyes.r1.gen, b.eyes.r2.gen])) {
        const one = pairProbabilities(a, b, compileFilter({ parts: { eyes: gene } }), { model }).groups[0]!;
        expect(d.get(gene) ?? 0).toBeCloseTo(one.D, 14);
        expect(r1.get(gene) ?? 0).toBeCloseTo(one.R1, 14);
        expect(r2.get(gene) ?? 0).toBeCloseTo(one.R2, 14);
      }
      expect(child.classOdds).toEqual(childClassOdds(a.class, b.class));
    }
  });

  it('one wanted part and a class: equals enumerating both generations outcome by outcome (both models)', () => {
    for (const [seedA, seedB, seedP] of [
      [1, 2, 3],
      [21, 22, 23],
      [40, 41, 42],
    ] as const) {
      const a = genesOf(seedA);
      const b = genesOf(seedB);
      const partner = genesOf(seedP);
      const filter: FilterInput = { parts: { tail: [a.tail.r1.partId] }, classes: [a.class] };
      for (const model of MODELS) {
        const exact = grandchildProbabilities(childGeneDistribution(a, b, { model }), partner, compileFilter(filter));
        const brute = bruteForceBothGenerations(a, b, partner, filter, model);
        expect(brute).toBeGreaterThan(0);
        expect(exact.allWantedD).toBeCloseTo(brute, 14);
      }
    }
  });

  it('two wanted parts: every whole child, then each grandchild group drawn outcome by outcome (both models)', () => {
    const a = genesOf(5);
    const b = genesOf(6);
    const partner = genesOf(7);
    const filter: FilterInput = { parts: { eyes: [a.eyes.d.partId, b.eyes.r2.partId], back: [b.back.r1.partId] } };
    const groups = compileFilter(filter).groups;
    const keys = groups.map((g) => g.key as GeneGroupKey);
    for (const model of MODELS) {
      const outcomes = getModel(model).outcomes;
      let brute = 0;
      for (const child of everyChild(a, b, keys, model)) {
        // for one whole child, the grandchild's groups are drawn one by one (the model's process)
        let all = 1;
        for (const g of groups) {
          const key = g.key as GeneGroupKey;
          const c = child.genes.get(key)!;
          const pool = [c[0], c[1], c[2], partner[key].d.gen, partner[key].r1.gen, partner[key].r2.gen];
          all *= outcomes.reduce((s, o) => s + (g.genes.has(pool[o.sources[0]]!) ? o.p : 0), 0);
        }
        brute += child.p * all;
      }
      const exact = grandchildProbabilities(childGeneDistribution(a, b, { model }), partner, compileFilter(filter));
      expect(brute).toBeGreaterThan(0);
      expect(exact.allWantedD).toBeCloseTo(brute, 14);
    }
  });

  it('two wanted parts and a class: equals summing the one-generation engine over every whole child (both models, D and genes tree)', () => {
    const a = genesOf(31);
    const b = genesOf(32);
    const partner = genesOf(33);
    const filter: FilterInput = { parts: { mouth: [a.mouth.r1.partId], horn: [b.horn.d.partId, partner.horn.r2.partId] }, classes: [b.class] };
    for (const model of MODELS) {
      const exact = grandchildProbabilities(childGeneDistribution(a, b, { model }), partner, compileFilter(filter));
      const brute = bruteForceOverChildren(a, b, partner, filter, model);
      expect(brute.allD).toBeGreaterThan(0);
      expect(exact.allWantedD).toBeCloseTo(brute.allD, 14);
      expect(exact.custom).toBeCloseTo(brute.custom, 14);
    }
  });

  it('a part neither the pair nor the partner carries is impossible; one every slot carries is certain', () => {
    const a = genesOf(8);
    const b = genesOf(9);
    const child = childGeneDistribution(a, b);
    const carried = new Set([a, b].flatMap((g) => [g.ears.d.gen, g.ears.r1.gen, g.ears.r2.gen]));
    const partner = genesOf(10);
    for (const g of [partner.ears.d.gen, partner.ears.r1.gen, partner.ears.r2.gen]) carried.add(g);
    const absent = basePartsOfType('ears').find((part) => !carried.has(part.gen))!.partId;
    expect(grandchildProbabilities(child, partner, compileFilter({ parts: { ears: absent } })).allWantedD).toBe(0);
    expect(grandchildProbabilities(child, partner, compileFilter({ parts: { ears: [...carried] } })).allWantedD).toBeCloseTo(1, 14);
  });

  it("partners: the child's parents, its siblings and creatures at the breed limit are left out; best first", () => {
    const a = genesOf(51);
    const b = genesOf(52);
    const child = childGeneDistribution(a, b);
    const filter = compileFilter({ parts: { tail: [a.tail.d.partId] } });
    const candidate = (id: string, seed: number, more: Partial<PartnerCandidate> = {}): PartnerCandidate => ({ id, genes: genesOf(seed), breedCount: 0, ...more });
    const parents = [{ id: 'A' }, { id: 'B' }] as const;
    const list = [
      candidate('A', 51),
      candidate('B', 52),
      candidate('sibling', 53, { sireId: 'A', matronId: 'x' }),
      candidate('old', 54, { breedCount: 7 }),
      ...[55, 56, 57, 58, 59, 60].map((s) => candidate(`p${s}`, s)),
      // carries the wanted tail in every slot: the likeliest partner
      candidate('tails', 61, { genes: { ...genesOf(61), tail: { d: a.tail.d, r1: a.tail.d, r2: a.tail.d } } }),
    ];
    const ranked = rankGrandchildPartners(child, parents, list, filter);
    const ids = ranked.map((r) => r.id);
    for (const out of ['A', 'B', 'sibling', 'old']) expect(ids).not.toContain(out);
    expect(ids[0]).toBe('tails');
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
    for (const r of ranked) expect(r.score).toBe(grandchildProbabilities(child, list.find((c) => c.id === r.id)!.genes, filter).allWantedD);
    expect(canPartnerChild(parents, { id: 'grandparent' })).toBe(true);
    expect(rankGrandchildPartners(child, parents, list, filter, { topK: 2 })).toHaveLength(2);
  });
});
