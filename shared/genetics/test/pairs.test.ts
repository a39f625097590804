import { describe, expect, it } from 'vitest';
import * as Comlink from 'comlink';
import { naiveRank } from '../bench/naive.js';
import { analyzePair, pairProbabilities } from '../src/analysis/pair.js';
import { compileFilter } from '../src/analysis/filter.js';
import { decodeGenes } from '../src/decode/index.js';
import { generateCreatures, generateGenes } from '../src/generate/index.js';
import { breedBlock } from '../src/inheritance/rules.js';
import { CreatureTableBuilder, buildCreatureTable, mergeShards, rankPairs, rankPairsCounted, PairRanker, type CreatureRecord, type PairConstraint } from '../src/pairs/index.js';
import { createPairsWorkerApi, type PairsWorkerApi } from '../src/worker/api.js';
import { createPairsClient, createPairsPool } from '../src/worker/client.js';

const creatures = generateCreatures(160, 3);
const parsed = creatures.map((c) => decodeGenes(c.genes as string));
const table = buildCreatureTable(creatures);
/** The most common gene of a part type among the creatures (any slot), so many pairs score. */
const common = (type: 'eyes' | 'back' | 'tail' | 'mouth') => {
  const counts = new Map<string, number>();
  for (const g of parsed) for (const s of ['d', 'r1', 'r2'] as const) counts.set(g[type][s].gen, (counts.get(g[type][s].gen) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1])[0]![0];
};
const filter = { parts: { eyes: common('eyes'), back: [common('back'), parsed[1]!.back.d.partId] } };

/** Brute force: every eligible pair scored by analyzePair, sorted. */
function bruteForce(metric: 'allD' | 'custom', model: 'spec-table' | 'adjacent-swap') {
  const compiled = compileFilter(filter);
  const out: { idA: number | string; idB: number | string; score: number }[] = [];
  for (let i = 0; i < creatures.length; i++)
    for (let j = i + 1; j < creatures.length; j++) {
      if (breedBlock(creatures[i]!, creatures[j]!) !== null) continue;
      const p = pairProbabilities(parsed[i]!, parsed[j]!, compiled, { model });
      const score = metric === 'allD' ? p.allWantedD : p.custom;
      if (score > 0) out.push({ idA: creatures[i]!.id, idB: creatures[j]!.id, score });
    }
  return out.sort((x, y) => y.score - x.score);
}

describe('pair ranking core', () => {
  it('generated creatures decode and the table holds all of them', () => {
    expect(table.size).toBe(160);
    expect(table.errors).toEqual([]);
    expect(generateGenes(42)).toBe(generateGenes(42));
    expect(generateGenes(42)).toMatch(/^0x[0-9a-f]{128}$/);
    expect(generateGenes(42)).not.toBe(generateGenes(43));
  });

  it.each([
    ['allD', 'spec-table'],
    ['custom', 'spec-table'],
    ['custom', 'adjacent-swap'],
  ] as const)('top-K scores equal brute force (%s, %s)', (metric, model) => {
    const expected = bruteForce(metric, model);
    const got = rankPairs(table, filter, { topK: 25, metric, model });
    expect(expected.length).toBeGreaterThan(25);
    expect(got.map((r) => r.score)).toEqual(expected.slice(0, 25).map((r) => r.score));
    for (const r of got) expect(breedBlock(creatures[r.a]!, creatures[r.b]!)).toBeNull();
  });

  it('scores match analyzePair and the object-based baseline', () => {
    const got = rankPairs(table, filter, { topK: 10 });
    for (const r of got) expect(analyzePair(parsed[r.a]!, parsed[r.b]!, filter).allWantedD).toBeCloseTo(100 * r.score, 3);
    const naive = naiveRank(parsed.map((genes, i) => ({ record: creatures[i]!, genes })), filter, 10).results;
    expect(got.map((r) => r.score)).toEqual(naive.map((r) => r.score));
  });

  it('ties are broken by the priority order of part types', () => {
    const byBack = rankPairs(table, { ...filter, priorityOrder: ['back'] }, { topK: 40 });
    for (let k = 1; k < byBack.length; k++) {
      const [x, y] = [byBack[k - 1]!, byBack[k]!];
      expect(x.score).toBeGreaterThanOrEqual(y.score);
      if (x.score === y.score) expect(x.factors[0]!).toBeGreaterThanOrEqual(y.factors[0]!); // factor 0 = back (first in priority)
    }
  });

  it('relatives and exhausted creatures are never ranked', () => {
    const family = [
      { id: 1, genes: creatures[0]!.genes, breedCount: 0 },
      { id: 2, genes: creatures[0]!.genes, breedCount: 0, sireId: 1, matronId: 9 }, // child of 1
      { id: 3, genes: creatures[0]!.genes, breedCount: 0, sireId: 9, matronId: 8 }, // sibling of 2
      { id: 4, genes: creatures[0]!.genes, breedCount: 7 }, // exhausted
      { id: 5, genes: creatures[0]!.genes, breedCount: 2, sireId: 20, matronId: 21 },
    ];
    const t = buildCreatureTable(family);
    const ids = rankPairs(t, { parts: { eyes: parsed[0]!.eyes.d.partId } }, { topK: 10 }).map((r) => `${r.idA}-${r.idB}`);
    expect(ids.sort()).toEqual(['1-3', '1-5', '2-5', '3-5']);
    expect(rankPairs(t, { parts: { eyes: parsed[0]!.eyes.d.partId } }, { topK: 10, excludeRelatives: false })).toHaveLength(6);
  });

  it('bad genes are reported, not ranked; an empty filter is refused', () => {
    const t = buildCreatureTable([{ id: 'x', genes: '0x0' }, creatures[0]!]);
    expect(t.size).toBe(1);
    expect(t.errors[0]).toMatchObject({ index: 0, id: 'x' });
    expect(() => rankPairs(table, {})).toThrow(/at least one/);
  });

  it('a table built a few records at a time (CreatureTableBuilder) equals the table built at once', () => {
    // families across pieces (lineage codes are shared), eggs, and an undecodable record in the second piece
    const records = creatures.map((c, i) => ({ ...c, stage: i % 13 === 0 ? 1 : 4, sireId: i % 5 === 0 ? null : 9000 + (i % 17), matronId: 8000 + (i % 11) }));
    records[120] = { ...records[120]!, genes: '0xnot-genes' };
    const builder = new CreatureTableBuilder(records.length);
    for (let i = 0; i < records.length; i += 50) builder.add(records.slice(i, i + 50));
    const pieces = builder.build();
    const whole = buildCreatureTable(records);
    expect(pieces.size).toBe(records.length - 1);
    expect(pieces).toEqual(whole);
    expect(pieces.errors).toEqual([expect.objectContaining({ index: 120 })]);
    expect(() => builder.add(records.slice(0, 1))).toThrow(RangeError);
  });

  it('step() in chunks gives the same result as one call', () => {
    const r = new PairRanker(table, filter, { topK: 15 });
    let steps = 0;
    while (!r.step(500)) steps++;
    expect(steps).toBeGreaterThan(5);
    expect(r.done).toBe(r.total);
    expect(r.results()).toEqual(rankPairs(table, filter, { topK: 15 }));
  });
});

describe('worker api over comlink (MessageChannel in-process)', () => {
  function connect() {
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(createPairsWorkerApi(), port1 as unknown as Comlink.Endpoint);
    return { client: createPairsClient(port2 as unknown as Comlink.Endpoint), close: () => (port1.close(), port2.close()) };
  }

  it('loads, ranks with progress and matches the sync core', async () => {
    const { client, close } = connect();
    const big = generateCreatures(600, 11);
    expect((await client.load(big)).loaded).toBe(600);
    const progress: number[] = [];
    const res = await client.rank(filter, { topK: 20, chunkPairs: 20_000, sliceMs: 0, onProgress: (p) => progress.push(p.done / p.total) });
    expect(res).toEqual(rankPairsCounted(buildCreatureTable(big), filter, { topK: 20 }));
    await new Promise((r) => setTimeout(r, 20)); // progress messages are fire-and-forget
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toBe(1);
    close();
  });

  it('cancels through an AbortSignal between chunks', async () => {
    const { client, close } = connect();
    await client.load(generateCreatures(1500, 12));
    const ctrl = new AbortController();
    let reports = 0;
    const run = client.rank(filter, { chunkPairs: 2_000, sliceMs: 0, signal: ctrl.signal, onProgress: () => { if (++reports === 2) ctrl.abort(); } });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    const after = reports;
    await new Promise((r) => setTimeout(r, 50));
    expect(reports - after).toBeLessThan(5); // the worker stopped, not ran to the end (~560 chunks)
    await expect(client.rank(filter, { signal: AbortSignal.abort() })).rejects.toBeDefined();
    close();
  });

  it('direct api cancel rejects the job with an AbortError', async () => {
    const api: PairsWorkerApi = createPairsWorkerApi();
    api.load(generateCreatures(400, 13));
    const job = api.rank(7, filter, { chunkPairs: 1000, sliceMs: 0 });
    api.cancel(7);
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('ranking under constraints (the combination filter) and with eggs', () => {
  const compiled = compileFilter(filter);
  /** Every eligible pair that meets `check`, best first: the brute-force answer. */
  function qualifying(check: (i: number, j: number) => boolean) {
    const out: { idA: number | string; idB: number | string; score: number }[] = [];
    for (let i = 0; i < creatures.length; i++)
      for (let j = i + 1; j < creatures.length; j++) {
        if (breedBlock(creatures[i]!, creatures[j]!) !== null || !check(i, j)) continue;
        const score = pairProbabilities(parsed[i]!, parsed[j]!, compiled).allWantedD;
        if (score > 0) out.push({ idA: creatures[i]!.id, idB: creatures[j]!.id, score });
      }
    return out.sort((x, y) => y.score - x.score);
  }
  const mouthPart = common('mouth');

  it.each([
    ['atLeast', 25],
    ['atMost', 10],
    ['possible', undefined],
    ['impossible', undefined],
  ] as const)('a %s rule constrains the ranking itself: the top K are the best pairs that meet it', (op, percent) => {
    const constraint: PairConstraint = { type: 'mouth', part: mouthPart, op, percent };
    const expected = qualifying((i, j) => {
      const d = analyzePair(parsed[i]!, parsed[j]!, { parts: { mouth: mouthPart } }).parts.mouth!.D;
      return op === 'atLeast' ? d >= percent! : op === 'atMost' ? d <= percent! : op === 'possible' ? d > 0 : d === 0;
    });
    const { pairs, matched } = rankPairsCounted(table, filter, { topK: 25, constraints: [constraint] });
    expect(matched).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    expect(pairs.map((r) => r.score)).toEqual(expected.slice(0, 25).map((r) => r.score));
    // a cut after the ranking (what the page did) keeps fewer of the qualifying pairs
    if (op === 'atLeast') {
      const cutFirst = rankPairs(table, filter, { topK: 25 }).filter((r) => analyzePair(parsed[r.a]!, parsed[r.b]!, { parts: { mouth: mouthPart } }).parts.mouth!.D >= percent!);
      expect(cutFirst.length).toBeLessThan(Math.min(25, expected.length));
    }
  });

  it('refuses a constraint on an unknown part or without its percent', () => {
    expect(() => rankPairs(table, filter, { constraints: [{ type: 'mouth', part: 'eyes-zeal', op: 'possible' }] })).toThrow(/not a mouth part/);
    expect(() => rankPairs(table, filter, { constraints: [{ type: 'mouth', part: mouthPart, op: 'atLeast' }] })).toThrow(/needs a percent/);
  });

  it('pairs no egg (stage other than 4): the count of creatures that may breed leaves them out', () => {
    const withEggs = creatures.map((c, i) => ({ ...c, stage: i % 4 === 0 ? 1 : 4 }));
    const eggTable = buildCreatureTable(withEggs);
    const { pairs, eligible, matched } = rankPairsCounted(eggTable, filter, { topK: 1000 });
    expect(eligible).toBe(creatures.filter((c) => (c.breedCount ?? 0) < 7).length - Math.ceil(creatures.length / 4) + creatures.filter((c, i) => i % 4 === 0 && (c.breedCount ?? 0) >= 7).length);
    expect(pairs.some((p) => p.a % 4 === 0 || p.b % 4 === 0)).toBe(false);
    expect(matched).toBe(qualifying((i, j) => i % 4 !== 0 && j % 4 !== 0).length);
  });
});

describe('distinct pairs (each creature in one pair at most)', () => {
  it('takes the best pair, then the best of the creatures left: the greedy plan over the full ranking', () => {
    const all = rankPairs(table, filter, { topK: 20_000 });
    const used = new Set<number>();
    const greedy = all.filter((p) => !used.has(p.a) && !used.has(p.b) && (used.add(p.a).add(p.b), true));
    const got = rankPairs(table, filter, { topK: 1_000, distinct: true });
    expect(got.length).toBeGreaterThan(5);
    expect(got).toEqual(greedy);
    const seen = got.flatMap((p) => [p.a, p.b]);
    expect(new Set(seen).size).toBe(seen.length);
    // a shorter plan is the start of the longer one
    expect(rankPairs(table, filter, { topK: 5, distinct: true })).toEqual(greedy.slice(0, 5));
  });
});

describe('a ranking shared by several workers (shards merged)', () => {
  const shardsOf = (count: number, options: ConstructorParameters<typeof PairRanker>[2]) =>
    Array.from({ length: count }, (_, index) => {
      const ranker = new PairRanker(table, filter, { ...options, shard: { index, count } });
      ranker.step();
      return ranker;
    });
  const constraint: PairConstraint = { type: 'mouth', part: common('mouth'), op: 'atMost', percent: 30 };

  it.each([
    [2, { topK: 40 }],
    [3, { topK: 7, constraints: [constraint] }],
    [4, { topK: 30, distinct: true }],
    [5, { topK: 500, metric: 'custom' as const, model: 'adjacent-swap' as const }],
    [200, { topK: 15 }],
  ])('%i shards merge into the one-ranker ranking (%o)', (count, options) => {
    const shards = shardsOf(count, options);
    // every pair is ranked by exactly one shard
    expect(shards.reduce((s, r) => s + r.total, 0)).toBe(new PairRanker(table, filter).total);
    expect(mergeShards(shards.map((r) => r.shardResult()))).toEqual(rankPairsCounted(table, filter, options));
  });

  it('refuses a shard outside its count', () => {
    expect(() => new PairRanker(table, filter, { shard: { index: 2, count: 2 } })).toThrow(RangeError);
  });

  it('a pool of workers ranks like the sync core, sums progress up to the total, and cancels every worker', async () => {
    const channels = Array.from({ length: 3 }, () => new MessageChannel());
    channels.forEach(({ port1 }) => Comlink.expose(createPairsWorkerApi(), port1 as unknown as Comlink.Endpoint));
    const pool = createPairsPool(channels.map(({ port2 }) => port2 as unknown as Comlink.Endpoint));
    const big = generateCreatures(700, 21);
    await pool.load(big);
    const progress: { done: number; total: number }[] = [];
    const res = await pool.rank(filter, { topK: 30, distinct: true, chunkPairs: 5_000, sliceMs: 0, onProgress: (p) => progress.push(p) });
    expect(res).toEqual(rankPairsCounted(buildCreatureTable(big), filter, { topK: 30, distinct: true }));
    const reports = progress.length;
    await new Promise((r) => setTimeout(r, 30));
    // nothing reported once the ranking settled (a shard's last report may come after its
    // answer), and the last report had every pair
    expect(progress.length).toBe(reports);
    const all = (res.eligible * (res.eligible - 1)) / 2;
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toEqual({ done: all, total: all });
    expect(progress.every((p, i) => p.done <= p.total && (i === 0 || p.done >= progress[i - 1]!.done))).toBe(true);

    const ctrl = new AbortController();
    let seen = 0;
    const run = pool.rank(filter, { chunkPairs: 500, sliceMs: 0, signal: ctrl.signal, onProgress: () => void (++seen === 3 && ctrl.abort()) });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    const after = seen;
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toBe(after);
    channels.forEach(({ port1, port2 }) => (port1.close(), port2.close()));
  });

  it('a pool decodes each creature once: every worker decodes an equal share, and all hold the one table (errors at their places)', async () => {
    const shares: number[] = [];
    let wholeLoads = 0;
    const channels = Array.from({ length: 3 }, () => new MessageChannel());
    channels.forEach(({ port1 }) => {
      const api = createPairsWorkerApi();
      const counted: PairsWorkerApi = {
        ...api,
        load: (creatures) => (wholeLoads++, api.load(creatures)),
        decode: (creatures) => (shares.push(creatures.length), api.decode(creatures)),
      };
      Comlink.expose(counted, port1 as unknown as Comlink.Endpoint);
    });
    const pool = createPairsPool(channels.map(({ port2 }) => port2 as unknown as Comlink.Endpoint));
    const big: CreatureRecord[] = generateCreatures(500, 31);
    big.splice(250, 0, { id: 'bad', genes: '0x0' });
    const whole = buildCreatureTable(big);
    expect(await pool.load(big)).toEqual({ loaded: whole.size, errors: whole.errors });
    expect(whole.errors).toMatchObject([{ index: 250, id: 'bad' }]);
    expect(wholeLoads).toBe(0);
    expect(shares).toEqual([167, 167, 167]);
    const res = await pool.rank(filter, { topK: 25, sliceMs: 0 });
    expect(res).toEqual(rankPairsCounted(whole, filter, { topK: 25 }));
    channels.forEach(({ port1, port2 }) => (port1.close(), port2.close()));
  });
});
