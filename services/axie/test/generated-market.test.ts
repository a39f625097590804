import { describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { AXIE_CLASSES, GeneDecodeError, PART_TYPES, breedBlock, decodeGenes, getPart } from '@criadero/genetics';
import { GeneratedMarketSource, MARKET_DESIGN, cachedMarket, generateMarket } from '../src/market/sources/generated-market';
import { MarketLoader } from '../src/market/market-loader';
import type { MarketBatch } from '../src/market/sources/types';
import { toAxieDoc } from '../src/market/store/axie-doc';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { ChangeLogFollower } from '../src/market/index/change-log-follower';
import { normalizeCriteria } from '../src/search/criteria';
import { rowQuery } from '../src/search/market-search';
import { MarketIndex } from '../src/market/index/market-index';
import { randomBodies } from './random-filters';
import { SEED, testAxieConfig } from './helpers';

const config = testAxieConfig().generated;
const market = cachedMarket(config);
const parsed = market.axies.map((a) => decodeGenes(a.genes));
const byId = new Map(market.axies.map((a) => [a.id, a]));

describe('the generated market (seed 20250101, 20,000 axies)', () => {
  it('has the configured size, unique ids, and every genes string is 512-bit and decodes to catalogue parts', () => {
    expect(market.axies).toHaveLength(20_000);
    expect(byId.size).toBe(20_000);
    const problems: string[] = [];
    for (const [i, axie] of market.axies.entries()) {
      if (!/^0x[0-9a-f]{128}$/.test(axie.genes)) problems.push(`${axie.id}: genes ${axie.genes}`);
      const g = parsed[i]!;
      if (g.format !== 512) problems.push(`${axie.id}: format ${g.format}`);
      for (const type of PART_TYPES) {
        for (const slot of ['d', 'r1', 'r2'] as const) if (!getPart(g[type][slot].partId)) problems.push(`${axie.id} ${type} ${slot}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('spreads classes as designed: six regular classes ~16 % each, mech/dawn/dusk rare but present', () => {
    const counts = Object.fromEntries(AXIE_CLASSES.map((c) => [c, 0]));
    for (const g of parsed) counts[g.class] = (counts[g.class] ?? 0) + 1;
    for (const c of ['beast', 'aquatic', 'plant', 'bird', 'bug', 'reptile']) {
      expect(counts[c]! / 20_000, c).toBeGreaterThan(0.12);
      expect(counts[c]! / 20_000, c).toBeLessThan(0.2);
    }
    for (const c of ['mech', 'dawn', 'dusk']) {
      expect(counts[c], c).toBeGreaterThan(50);
      expect(counts[c]! / 20_000, c).toBeLessThan(0.04);
    }
  });

  it('spreads breed counts as designed (weights 0..7 within 1.5 points) and shows parts that lean to the class', () => {
    const counts = new Array(8).fill(0);
    for (const a of market.axies) if (a.stage === 4) counts[a.breedCount]++;
    const adults = counts.reduce((s, n) => s + n, 0);
    MARKET_DESIGN.breedCountWeights.forEach((w, bc) => expect(Math.abs(counts[bc] / adults - w), `breed count ${bc}`).toBeLessThan(0.015));
    let ownClass = 0;
    for (const g of parsed) for (const type of PART_TYPES) if (g[type].d.class === g.class) ownClass++;
    // Uniform draws would give ~17 %; the engine's generator and inheritance keep parts near the class.
    expect(ownClass / (parsed.length * 6)).toBeGreaterThan(0.4);
  });

  it('has seeded families: parents in the set, sibling litters, grandchildren, and breed counts that cover the children', () => {
    const children = market.axies.filter((a) => a.sireId !== 0);
    expect(children.length).toBeGreaterThan(10_000);
    for (const child of children) {
      const sire = byId.get(child.sireId)!;
      const matron = byId.get(child.matronId)!;
      expect(sire, `sire of ${child.id}`).toBeDefined();
      expect(matron, `matron of ${child.id}`).toBeDefined();
      expect(breedBlock({ ...sire, breedCount: 0 }, { ...matron, breedCount: 0 }), `parents of ${child.id}`).toBeNull();
      expect(child.birthDate).toBeGreaterThan(sire.birthDate);
    }
    const litters = new Map<string, number>();
    for (const child of children) litters.set(`${child.sireId}|${child.matronId}`, (litters.get(`${child.sireId}|${child.matronId}`) ?? 0) + 1);
    expect([...litters.values()].filter((n) => n >= 2).length).toBeGreaterThan(1000);
    const grandchildren = children.filter((c) => byId.get(c.sireId)!.sireId !== 0 || byId.get(c.matronId)!.sireId !== 0);
    expect(grandchildren.length).toBeGreaterThan(1000);
    const kids = new Map<number, number>();
    for (const child of children) for (const p of [child.sireId, child.matronId]) kids.set(p, (kids.get(p) ?? 0) + 1);
    for (const [id, n] of kids) expect(byId.get(id)!.breedCount, `breed count of ${id}`).toBeGreaterThanOrEqual(n);
  });

  it("children's genes come from their parents (every child gene is one of the parents' genes)", () => {
    const parsedById = new Map(market.axies.map((a, i) => [a.id, parsed[i]!]));
    for (const child of market.axies.filter((a) => a.sireId !== 0).slice(0, 1000)) {
      const g = parsedById.get(child.id)!;
      const s = parsedById.get(child.sireId)!;
      const m = parsedById.get(child.matronId)!;
      for (const type of PART_TYPES) {
        const pool = [s, m].flatMap((p) => [p[type].d.gen, p[type].r1.gen, p[type].r2.gen]);
        for (const slot of ['d', 'r1', 'r2'] as const) expect(pool).toContain(g[type][slot].gen);
      }
      expect([s.class, m.class]).toContain(g.class);
    }
  });

  it('has listings under 90 USD for every class, prices in wei-like strings that match the USD price, and eggs', () => {
    for (const cls of AXIE_CLASSES) {
      const cheap = market.axies.filter((a, i) => parsed[i]!.class === cls && a.listing && a.listing.priceUsd < 90);
      expect(cheap.length, cls).toBeGreaterThan(10);
    }
    for (const a of market.axies.filter((x) => x.listing).slice(0, 500)) {
      const eth = Number(BigInt(a.listing!.priceWei)) / 1e18;
      expect(eth * config.ethUsd).toBeCloseTo(a.listing!.priceUsd, 1);
    }
    const listed = market.axies.filter((a) => a.listing).length / 20_000;
    expect(listed).toBeGreaterThan(0.5);
    expect(listed).toBeLessThan(0.6);
    const eggs = market.axies.filter((a) => a.stage === 1);
    expect(eggs.length).toBeGreaterThan(50);
    for (const egg of eggs) expect(egg.sireId).not.toBe(0);
  });

  it('has sale histories whose last buyer is the current owner', () => {
    const byAxie = new Map<number, typeof market.sales>();
    for (const s of market.sales) byAxie.set(s.axieId, [...(byAxie.get(s.axieId) ?? []), s]);
    expect(byAxie.size).toBeGreaterThan(8000);
    for (const [id, sales] of [...byAxie].slice(0, 2000)) {
      expect(sales[0]!.to).toBe(byId.get(id)!.owner);
      for (let i = 1; i < sales.length; i++) expect(sales[i]!.timestamp).toBeLessThan(sales[i - 1]!.timestamp);
    }
  });

  it('is deterministic for a seed and different for another seed', () => {
    const again = generateMarket({ size: 300, seed: SEED, ethUsd: config.ethUsd });
    expect(generateMarket({ size: 300, seed: SEED, ethUsd: config.ethUsd })).toEqual(again);
    const other = generateMarket({ size: 300, seed: SEED + 1, ethUsd: config.ethUsd });
    expect(other.axies.map((a) => a.genes)).not.toEqual(again.axies.map((a) => a.genes));
  });

  it('loads 20,000 axies into the embedded store in under 15 s, once (a second load is skipped)', async () => {
    const store = new EmbeddedStore();
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const index = new MarketLoader(new AxiesRepository(store), new GeneratedMarketSource(config), log);
    const started = performance.now();
    const report = await index.ensureLoaded();
    const ms = performance.now() - started;
    console.info(`embedded load of 20,000 axies (market already generated in this process): ${ms.toFixed(0)} ms`);
    expect(report).toMatchObject({ skipped: false, axies: 20_000, rejected: 0 });
    expect(report.sales).toBe(market.sales.length);
    expect(ms).toBeLessThan(15_000);
    const again = await new MarketLoader(new AxiesRepository(store), new GeneratedMarketSource(config), log).ensureLoaded();
    expect(again).toMatchObject({ skipped: true, axies: 20_000 });
  });

  it('a first import draws the market batch by batch (nothing of it kept whole) and gives the same index as the whole market', async () => {
    const small = { ...config, size: 3000 };
    const whole = generateMarket(small);
    const batches: MarketBatch[] = [];
    for await (const batch of new GeneratedMarketSource(small, 500).batches()) batches.push(batch);
    expect(batches).toHaveLength(6);
    expect(batches.flatMap((b) => b.axies)).toEqual(whole.axies);
    expect(batches.flatMap((b) => b.sales)).toEqual(whole.sales);

    const repository = new AxiesRepository(new EmbeddedStore());
    const report = await new MarketLoader(repository, new GeneratedMarketSource(small), { info: () => undefined, warn: () => undefined, error: () => undefined }).ensureLoaded();
    expect(report).toMatchObject({ axies: 3000, sales: whole.sales.length, rejected: 0 });
    const imported = await new ChangeLogFollower(repository).index();
    const expected = new MarketIndex(whole.axies.map((a, i) => toAxieDoc(a, whole.parsed[i])), undefined, { recordBuild: false });
    expect(imported.size).toBe(expected.size);
    for (const axie of whole.axies) expect(imported.docOf(imported.rowOf(axie.id)!), String(axie.id)).toEqual(expected.docOf(expected.rowOf(axie.id)!));
    const docs = whole.axies.map((a, i) => toAxieDoc(a, whole.parsed[i]));
    for (const body of randomBodies(docs, 60, 7)) {
      const criteria = normalizeCriteria(body, { limit: 80 });
      const ids = (s: MarketIndex) => Array.from(s.ordered(s.match(rowQuery(criteria)), criteria.sort, criteria.limit), (row) => s.ids[row]);
      expect(ids(imported), JSON.stringify(body)).toEqual(ids(expected));
    }
  });

  it('refuses nothing that the engine decodes, and the engine refuses garbage', () => {
    expect(() => decodeGenes('0x0')).toThrow(GeneDecodeError);
  });
});
