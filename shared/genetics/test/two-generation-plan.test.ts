import { describe, expect, it } from 'vitest';
import { compileFilter, type CompiledFilter, type FilterInput } from '../src/analysis/filter.js';
import { breedCost, DEFAULT_BREEDING_COSTS } from '../src/costs/index.js';
import { decodeGenes } from '../src/decode/index.js';
import {
  breedingPlan,
  childGeneDistribution,
  grandchildProbabilities,
  twoGenerationOutlook,
  tableOutlook,
  twoGenerationTarget,
  type OutlookParent,
  type PartnerCandidate,
} from '../src/generations/index.js';
import { buildCreatureTable, type CreatureRecord } from '../src/pairs/index.js';
import { generateCreatures, generateGenes } from '../src/generate/index.js';
import { createPairsWorkerApi } from '../src/worker/api.js';
import { createPairsPool } from '../src/worker/client.js';
import * as Comlink from 'comlink';
import { getModel, type InheritanceModelId } from '../src/inheritance/models.js';
import { childClassOdds } from '../src/inheritance/rules.js';
import type { AxieClass, GeneGroupKey, ParsedGenes } from '../src/types.js';
import { everyChild } from './children.js';

const MODELS: InheritanceModelId[] = ['spec-table', 'adjacent-swap'];
const genesOf = (seed: number) => decodeGenes(generateGenes(seed));
const PRICES = { slpUsd: 0.004, axsUsd: 7 };

/**
 * The grandchild's odds for one whole child and a partner, drawn outcome by outcome: the class from
 * the class rule, then each wanted group's (d, r1, r2) from the model's outcomes over the six genes
 * (one group's odds are kept per (group, child genes), as many children share them).
 */
function wholeChildOdds(partner: ParsedGenes, compiled: CompiledFilter, model: InheritanceModelId) {
  const outcomes = getModel(model).outcomes;
  const classGroup = compiled.groups.find((g) => g.key === 'class');
  const groupOdds = new Map<string, number>();
  return (child: { cls: AxieClass; genes: Map<GeneGroupKey, string[]> }): number => {
    let p = classGroup ? Object.entries(childClassOdds(child.cls, partner.class)).reduce((s, [cls, pc]) => s + (classGroup.genes.has(cls) ? pc : 0), 0) : 1;
    for (const group of compiled.groups.filter((g) => g.key !== 'class')) {
      const key = group.key as GeneGroupKey;
      const c = child.genes.get(key)!;
      const memo = `${key}|${c.join()}`;
      let odds = groupOdds.get(memo);
      if (odds === undefined) {
        const pool = [c[0], c[1], c[2], partner[key].d.gen, partner[key].r1.gen, partner[key].r2.gen];
        groupOdds.set(memo, (odds = outcomes.reduce((s, o) => s + (group.genes.has(pool[o.sources[0]]!) ? o.p : 0), 0)));
      }
      p *= odds;
    }
    return p;
  };
}

const wantedKeys = (filter: FilterInput) =>
  compileFilter(filter)
    .groups.filter((g) => g.key !== 'class')
    .map((g) => g.key as GeneGroupKey);

/** Small cases: a pair, partners and a target each; the wanted parts come from the pair's recessive genes, so many children lack them. */
const CASES = [
  { seeds: [1, 2], partners: [3, 4, 5], filter: (a: ParsedGenes, _b: ParsedGenes): FilterInput => ({ parts: { tail: [a.tail.r2.partId] } }) },
  { seeds: [11, 12], partners: [13, 14], filter: (a: ParsedGenes, b: ParsedGenes): FilterInput => ({ parts: { eyes: [a.eyes.r1.partId], back: [b.back.r2.partId] }, classes: [a.class] }) },
  { seeds: [21, 22], partners: [23, 24, 25], filter: (a: ParsedGenes, b: ParsedGenes): FilterInput => ({ parts: { mouth: [a.mouth.d.partId, b.mouth.r1.partId], horn: [b.horn.r2.partId] } }) },
];

describe('two generations as breeders play them: the kinds of child', () => {
  it('the kinds and their odds equal enumerating every whole child, and each child outcome by outcome with each partner (both models)', () => {
    for (const { seeds, partners, filter: make } of CASES) {
      const [a, b] = seeds.map(genesOf) as [ParsedGenes, ParsedGenes];
      const filter = make(a, b);
      const compiled = compileFilter(filter);
      const groups = compiled.groups.filter((g) => g.key !== 'class');
      const hasClass = compiled.groups.some((g) => g.key === 'class');
      for (const model of MODELS) {
        const target = twoGenerationTarget(childGeneDistribution(a, b, { model }), compiled);
        const keyOf = (masks: readonly number[], cls: AxieClass | null) => `${masks.join()}/${cls}`;
        const kindIndex = new Map(target.kinds.map((k, i) => [keyOf(k.masks, k.cls), i]));
        expect(target.kinds.reduce((s, k) => s + k.p, 0)).toBeCloseTo(1, 14);
        const enumerated = new Map<string, number>();
        const partnerGenes = partners.map(genesOf);
        const odds = partnerGenes.map((g) => target.oddsByKind(g));
        const reachable = partners.map(() => 0);
        const brutes = partnerGenes.map((g) => wholeChildOdds(g, compiled, model));
        let worst = 0;
        for (const child of everyChild(a, b, wantedKeys(filter), model)) {
          const masks = groups.map((g) => {
            const [d, r1, r2] = child.genes.get(g.key as GeneGroupKey)!;
            return (g.genes.has(d!) ? 1 : 0) | (g.genes.has(r1!) ? 2 : 0) | (g.genes.has(r2!) ? 4 : 0);
          });
          const key = keyOf(masks, hasClass ? child.cls : null);
          enumerated.set(key, (enumerated.get(key) ?? 0) + child.p);
          brutes.forEach((oddsOf, j) => {
            const brute = oddsOf(child);
            worst = Math.max(worst, Math.abs(odds[j]![kindIndex.get(key)!]! - brute));
            if (brute > 0) reachable[j]! += child.p;
          });
        }
        expect(worst).toBeLessThan(1e-14);
        expect(enumerated.size).toBe(target.kinds.length);
        for (const [key, p] of enumerated) expect(target.kinds[kindIndex.get(key)!]!.p).toBeCloseTo(p, 14);
        // the outlook's numbers for the same children
        const candidates: PartnerCandidate[] = partners.map((s) => ({ id: `p${s}`, genes: genesOf(s) }));
        const outlook = twoGenerationOutlook(target, [{ id: 'A' }, { id: 'B' }], candidates, compiled);
        for (const p of outlook.partners) {
          const j = partners.indexOf(Number(p.id.slice(1)));
          expect(p.reachable).toBeCloseTo(reachable[j]!, 14);
          expect(p.blended).toBeCloseTo(grandchildProbabilities(childGeneDistribution(a, b, { model }), genesOf(partners[j]!), compiled).allWantedD, 14);
        }
        const unreachable = target.kinds.reduce((s, k, i) => s + (odds.every((o) => o[i] === 0) ? k.p : 0), 0);
        expect(outlook.unreachable).toBeCloseTo(unreachable, 14);
        outlook.kinds.forEach((k, i) => expect(k.bestOdds).toBe(Math.max(...odds.map((o) => o[i]!))));
      }
    }
  });

  it('a target carried only in recessive genes: most children can never give it with the best partner, which the blended figure hides', () => {
    const a = genesOf(1);
    const b = genesOf(2);
    const compiled = compileFilter({ parts: { tail: [a.tail.r2.partId] } });
    const target = twoGenerationTarget(childGeneDistribution(a, b), compiled);
    // a partner without the tail: only a child that carries it can pass it on
    const partner = genesOf(3);
    expect([partner.tail.d.gen, partner.tail.r1.gen, partner.tail.r2.gen]).not.toContain(a.tail.r2.gen);
    const outlook = twoGenerationOutlook(target, [{ id: 'A' }, { id: 'B' }], [{ id: 'P', genes: partner }], compiled);
    const [best] = outlook.partners;
    expect(best!.blended).toBeGreaterThan(0);
    expect(1 - best!.reachable).toBeGreaterThan(0.5);
    expect(outlook.unreachable).toBeCloseTo(1 - best!.reachable, 14);
  });

  it('over a loaded table (the workers\' copy): the same outlook as over decoded candidates; eggs, relatives and the breed limit left out', () => {
    const a = genesOf(71);
    const b = genesOf(72);
    const records: CreatureRecord[] = Array.from({ length: 60 }, (_, i) => ({ id: String(1000 + i), genes: generateGenes(100 + i), breedCount: i % 8, stage: i % 9 === 0 ? 1 : 4, sireId: i % 7 === 0 ? 'A' : null, matronId: i % 11 === 0 ? 'B' : String(2000 + i) }));
    records.push({ id: 'A', genes: generateGenes(71) }, { id: 'B', genes: generateGenes(72) });
    const table = buildCreatureTable(records);
    const candidates: PartnerCandidate[] = records.filter((r) => r.stage !== 1).map((r) => ({ ...r, genes: decodeGenes(r.genes as string) }));
    for (const filter of [{ parts: { tail: [a.tail.r1.partId], eyes: [b.eyes.r2.partId] } }, { parts: { mouth: [a.mouth.d.partId] }, classes: [b.class] }]) {
      const compiled = compileFilter(filter);
      const target = twoGenerationTarget(childGeneDistribution(a, b, { model: 'adjacent-swap' }), compiled, { metric: 'custom' });
      const fromTable = tableOutlook(target, [{ id: 'A' }, { id: 'B' }], table, compiled, { topK: 10 });
      expect(fromTable).toEqual(twoGenerationOutlook(target, [{ id: 'A' }, { id: 'B' }], candidates, compiled, { topK: 10 }));
      expect(fromTable.partners.length).toBeGreaterThan(0);
      // eggs (i % 9 = 0), siblings (A or B as a parent) and creatures at 7 breeds are not candidates
      const out = records.filter((r, i) => i < 60 && (i % 9 === 0 || i % 7 === 0 || i % 11 === 0 || i % 8 === 7)).length;
      expect(fromTable.candidates).toBe(60 - out);
    }
  });

  it('a pool of workers answers the outlook over comlink, equal to the engine over decoded candidates', async () => {
    const channels = Array.from({ length: 2 }, () => new MessageChannel());
    channels.forEach(({ port1 }) => Comlink.expose(createPairsWorkerApi(), port1 as unknown as Comlink.Endpoint));
    const pool = createPairsPool(channels.map(({ port2 }) => port2 as unknown as Comlink.Endpoint));
    const records = generateCreatures(200, 5);
    await pool.load(records);
    const [a, b] = records as [CreatureRecord, CreatureRecord];
    const [ga, gb] = [a, b].map((r) => decodeGenes(r.genes as string)) as [ParsedGenes, ParsedGenes];
    const filter = { parts: { horn: [ga.horn.r2.partId, gb.horn.r1.partId] } };
    const answer = await pool.outlook({ parents: [a as OutlookParent, b as OutlookParent], filter, topK: 5 });
    const target = twoGenerationTarget(childGeneDistribution(ga, gb), compileFilter(filter));
    const candidates = records.map((r) => ({ ...r, genes: decodeGenes(r.genes as string) }));
    expect(answer).toEqual(twoGenerationOutlook(target, [a, b], candidates, compileFilter(filter), { topK: 5 }));
    expect(answer.partners).toHaveLength(5);
    pool.terminate();
    channels.forEach(({ port1, port2 }) => (port1.close(), port2.close()));
  });

  it("partners: the child's parents and siblings, and creatures at the breed limit, are not candidates", () => {
    const a = genesOf(51);
    const b = genesOf(52);
    const compiled = compileFilter({ parts: { tail: [a.tail.d.partId] } });
    const target = twoGenerationTarget(childGeneDistribution(a, b), compiled);
    const c = (id: string, more: Partial<PartnerCandidate> = {}): PartnerCandidate => ({ id, genes: { ...genesOf(60), tail: { d: a.tail.d, r1: a.tail.d, r2: a.tail.d } }, breedCount: 0, ...more });
    const outlook = twoGenerationOutlook(target, [{ id: 'A' }, { id: 'B' }], [c('A'), c('sib', { matronId: 'B' }), c('old', { breedCount: 7 }), c('ok')], compiled);
    expect(outlook.candidates).toBe(1);
    expect(outlook.partners.map((p) => p.id)).toEqual(['ok']);
    expect(outlook.unreachable).toBe(0);
  });
});

/**
 * The breeder's plan walked event by event with explicit creatures: each breed reads both
 * creatures' counts, pays breedCost for them and raises them; each child's kind is drawn; success
 * stops the walk. Returns P(success) and the expected USD spent (purchases excluded).
 */
function walkPlan(bcA: number, bcB: number, bcP: number, kinds: { p: number; q: number }[]): { success: number; usd: number } {
  const max = DEFAULT_BREEDING_COSTS.maxBreedCount;
  let success = 0;
  let usd = 0;
  const walk = (prob: number, spent: number, pair: [number, number], partner: number): void => {
    if (pair[0] >= max || pair[1] >= max || partner >= max) return void (usd += prob * spent);
    const afterPair = spent + breedCost(pair[0], pair[1], PRICES).usd;
    for (const { p, q } of kinds) {
      let child = 0;
      let partnerNow = partner;
      let cost = afterPair;
      let reach = prob * p; // probability of being here with this child
      if (q > 0) {
        while (child < max && partnerNow < max) {
          cost += breedCost(child, partnerNow, PRICES).usd;
          child++;
          partnerNow++;
          success += reach * q;
          usd += reach * q * cost;
          reach *= 1 - q;
        }
      }
      walk(reach, cost, [pair[0] + 1, pair[1] + 1], partnerNow);
    }
  };
  walk(1, 0, [bcA, bcB], bcP);
  return { success, usd };
}

describe('the breeding plan: every creature bought once, within the breed limits', () => {
  const usdOf = (plan: { slp: number; axs: number }) => plan.slp * PRICES.slpUsd + plan.axs * PRICES.axsUsd;

  it('equals walking the plan event by event (several breed counts and kinds)', () => {
    const kindSets = [
      [{ p: 0.8, q: 0 }, { p: 0.2, q: 0.25 }],
      [{ p: 0.5, q: 0.1 }, { p: 0.3, q: 0.6 }, { p: 0.2, q: 0 }],
      [{ p: 1, q: 0.05 }],
    ];
    for (const kinds of kindSets)
      for (const [bcA, bcB, bcP] of [
        [0, 0, 0],
        [2, 5, 1],
        [6, 3, 4],
        [1, 1, 6],
      ] as const) {
        const plan = breedingPlan({ breedCountA: bcA, breedCountB: bcB, partnerBreedCount: bcP, kinds, oddsByKind: kinds.map((k) => k.q) });
        const walked = walkPlan(bcA, bcB, bcP, kinds);
        expect(plan.success).toBeCloseTo(walked.success, 12);
        expect(usdOf(plan)).toBeCloseTo(walked.usd, 9);
      }
  });

  it('by hand: one breed left on each side; a creature at breed count 7 gives no plan', () => {
    // A at 6 breeds once with B; the partner at 6 breeds once with the child
    const kinds = [{ p: 0.8 }, { p: 0.2 }];
    const plan = breedingPlan({ breedCountA: 6, breedCountB: 0, partnerBreedCount: 6, kinds, oddsByKind: [0, 0.5] });
    const slp = DEFAULT_BREEDING_COSTS.slpByBreedCount;
    expect(plan.success).toBeCloseTo(0.2 * 0.5, 15);
    expect(plan.slp).toBeCloseTo(slp[6]! + slp[0]! + 0.2 * (slp[0]! + slp[6]!), 9);
    expect(plan.axs).toBeCloseTo(DEFAULT_BREEDING_COSTS.axsPerBreed * 1.2, 12);
    expect([plan.pairBreeds, plan.partnerBreeds]).toEqual([1, 1]);
    for (const counts of [
      [7, 0, 0],
      [0, 0, 7],
    ] as const) {
      const none = breedingPlan({ breedCountA: counts[0], breedCountB: counts[1], partnerBreedCount: counts[2], kinds, oddsByKind: [0, 0.5] });
      expect([none.success, none.slp, none.axs]).toEqual([0, 0, 0]);
    }
  });
});
