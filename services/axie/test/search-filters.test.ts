import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { classicStats, mulberry32, pureness, variantCount, PART_TYPES, type PartType } from '@criadero/genetics';
import { cachedMarket } from '../src/market/sources/generated-market';
import { testPlayer, type TestPlayer } from '@criadero/service-users/testing';
import { buildTestApp, testAxieConfig, type AxieTestApp } from './helpers';
import { passesAxieFilters, referenceSearch, withGenes, type Payload, type ReferenceAxie } from './reference-filter';

/**
 * Every /api/search filter, alone and combined, on the embedded 20,000-axie market, checked
 * against the plain in-memory filter of the same generated data (test/reference-filter.ts).
 */
describe('POST /api/search filters (embedded store, 20,000 axies)', () => {
  const store = new EmbeddedStore();
  let app: AxieTestApp;
  let elite: TestPlayer;
  let axies: ReferenceAxie[];
  /** most common shown parts among listings, per type */
  const common = {} as Record<PartType, string[]>;
  let whale: string;

  beforeAll(async () => {
    app = await buildTestApp({ store });
    elite = await testPlayer(app, store, { plan: 2 });
    axies = withGenes(cachedMarket(testAxieConfig().generated).axies);
    for (const type of PART_TYPES) {
      const counts = new Map<string, number>();
      for (const a of axies) if (a.record.listing) counts.set(a.genes.current[type], (counts.get(a.genes.current[type]) ?? 0) + 1);
      common[type] = [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([id]) => id);
    }
    const owners = new Map<string, number>();
    for (const a of axies) owners.set(a.record.owner, (owners.get(a.record.owner) ?? 0) + 1);
    whale = [...owners.entries()].sort((x, y) => y[1] - x[1])[0]![0];
  });
  afterAll(async () => app.close());

  async function search(payload: Payload) {
    const res = await app.inject({ method: 'POST', url: '/api/search', headers: elite.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { axies: string; total: number; creditos: number };
    return { ids: body.axies === '' ? [] : body.axies.split(' ').map(Number), total: body.total };
  }

  async function expectSameAsReference(payload: Payload, { nonEmpty = true } = {}) {
    const expected = referenceSearch(axies, payload);
    const got = await search(payload);
    expect(got, JSON.stringify(payload)).toEqual(expected);
    if (nonEmpty) expect(expected.total, `expected matches for ${JSON.stringify(payload)}`).toBeGreaterThan(0);
    return got;
  }

  it('defaults: adults on sale, at most 90 USD, cheapest first, 100 ids', async () => {
    const got = await expectSameAsReference({});
    expect(got.ids).toHaveLength(100);
    const total = axies.filter((a) => a.record.stage === 4 && a.record.listing && a.record.listing.priceUsd <= 90).length;
    expect(got.total).toBe(total);
  });

  it('breedCount ranges', async () => {
    for (const breedCount of [[0, 0], [2, 4], [6, 7], [0, 7]] as [number, number][]) await expectSameAsReference({ breedCount });
  });

  it('classes, any case, including the secret classes', async () => {
    await expectSameAsReference({ classes: ['beast'] });
    await expectSameAsReference({ classes: ['Aquatic', 'plant'] });
    await expectSameAsReference({ classes: ['mech', 'Dawn', 'dusk'] });
  });

  it('included parts: one part, two of one type (either), two types (both)', async () => {
    await expectSameAsReference({ parts: [common.eyes[0]!] });
    await expectSameAsReference({ parts: [common.tail[0]!, common.tail[1]!] });
    await expectSameAsReference({ parts: [common.eyes[0]!, common.mouth[0]!], auctionType: 'All' });
  });

  it("excluded parts ('!'), alone and with included parts", async () => {
    const got = await expectSameAsReference({ parts: [`!${common.back[0]}`, `!${common.horn[0]}`] });
    const shown = new Map(axies.map((a) => [a.record.id, a.genes.current]));
    for (const id of got.ids) expect([shown.get(id)!.back, shown.get(id)!.horn]).not.toContain(common.back[0]);
    await expectSameAsReference({ parts: [common.ears[0]!, `!${common.tail[0]}`], auctionType: 'All' });
  });

  it('body shapes and primary colour (one value or a list)', async () => {
    await expectSameAsReference({ bodyShapes: ['Curly'] });
    await expectSameAsReference({ bodyShapes: ['Spiky', 'Sumo', 'BigYak'] });
    await expectSameAsReference({ primaryColor: 2 });
    await expectSameAsReference({ primaryColor: [0, 1], classes: ['bird'] });
  });

  it('maxPriceUSD caps listings; it does not apply to NotForSale or All', async () => {
    const cheap = await expectSameAsReference({ maxPriceUSD: 12.5, limit: 500 });
    const prices = new Map(axies.map((a) => [a.record.id, a.record.listing?.priceUsd]));
    for (const id of cheap.ids) expect(prices.get(id)).toBeLessThanOrEqual(12.5);
    await expectSameAsReference({ maxPriceUSD: 400 });
    await expectSameAsReference({ maxPriceUSD: 5, auctionType: 'All', sort: 'PriceDesc' });
  });

  it('auction types', async () => {
    const notForSale = await expectSameAsReference({ auctionType: 'NotForSale', sort: 'IdAsc' });
    expect(notForSale.total).toBe(axies.filter((a) => a.record.stage === 4 && !a.record.listing).length);
    await expectSameAsReference({ auctionType: 'All', sort: 'IdDesc' });
  });

  it('owner: wallet import (All, PriceAsc) returns every axie of the wallet; ronin: prefix accepted', async () => {
    const got = await expectSameAsReference({ owner: whale, auctionType: 'All', sort: 'PriceAsc', limit: 500 });
    expect(got.total).toBe(axies.filter((a) => a.record.owner === whale).length);
    await expectSameAsReference({ owner: whale.replace(/^0x/, 'ronin:').toUpperCase().replace('RONIN:', 'ronin:'), auctionType: 'All', sort: 'PriceAsc' });
    await expectSameAsReference({ owner: whale, auctionType: 'Sale' });
  });

  it('a market search returns breeding stock only (no eggs, even listed ones); a wallet import still brings the wallet’s eggs', async () => {
    const listedEggs = axies.filter((a) => a.record.stage !== 4 && a.record.listing);
    expect(listedEggs.length).toBeGreaterThan(0);
    const got = await expectSameAsReference({ auctionType: 'All', limit: 500, sort: 'IdDesc' });
    const stageOf = new Map(axies.map((a) => [a.record.id, a.record.stage]));
    expect(got.ids.every((id) => stageOf.get(id) === 4)).toBe(true);
    const eggOwner = listedEggs[0]!.record.owner;
    const wallet = await expectSameAsReference({ owner: eggOwner, auctionType: 'All', sort: 'PriceAsc', limit: 500 });
    expect(wallet.ids).toContain(listedEggs[0]!.record.id);
  });

  it('selectedAxies are left out of the answer', async () => {
    const first = await search({});
    const got = await expectSameAsReference({ selectedAxies: first.ids.slice(0, 10).map(String) });
    expect(got.ids).not.toContain(first.ids[0]);
    expect(got.total).toBe(first.total - 10);
  });

  it('every sort order, and limits', async () => {
    for (const sort of ['PriceAsc', 'PriceDesc', 'IdAsc', 'IdDesc', 'Latest'] as const) await expectSameAsReference({ sort, classes: ['reptile'] });
    expect((await expectSameAsReference({ limit: 1 })).ids).toHaveLength(1);
    expect((await expectSameAsReference({ limit: 500 })).ids).toHaveLength(500);
  });

  it('priorityOrder ranks axies whose recessive genes carry the wanted parts first', async () => {
    const payload: Payload = { parts: [common.tail[0]!, common.eyes[0]!], priorityOrder: ['tail', 'eyes'], auctionType: 'All', limit: 500 };
    const got = await expectSameAsReference(payload);
    const plain = await search({ ...payload, priorityOrder: undefined });
    expect(new Set(got.ids)).toEqual(new Set(plain.ids)); // same axies...
    expect(got.ids).not.toEqual(plain.ids); // ...in a different order
  });

  it('filters on the axie itself: purity, variant parts, stats, title; every answer passes and the total counts only matches', async () => {
    const genesOf = new Map(axies.map((a) => [a.record.id, a.genes]));
    const check = async (payload: Payload) => {
      const got = await expectSameAsReference({ ...payload, limit: 500 });
      for (const id of got.ids) expect(passesAxieFilters(genesOf.get(id)!, payload), `${id} ${JSON.stringify(payload)}`).toBe(true);
      // the filter narrows: fewer matches than the same search without it
      const plain = await search({ ...payload, pureness: undefined, numMystic: undefined, numJapan: undefined, numXmas: undefined, numSummer: undefined, hp: undefined, speed: undefined, skill: undefined, morale: undefined, title: undefined });
      expect(got.total).toBeLessThan(plain.total);
      return got;
    };
    const pure = await check({ pureness: [5, 6] });
    expect(pure.ids.map((id) => pureness(genesOf.get(id)!))).toEqual(expect.arrayContaining([5, 6]));
    await check({ numMystic: [1, 2, 3, 4, 5, 6], auctionType: 'All' });
    await check({ numJapan: [1, 2, 3, 4, 5, 6], auctionType: 'All' });
    await check({ numSummer: [1, 2, 3, 4, 5, 6], auctionType: 'All' });
    await check({ numXmas: [1, 2, 3, 4, 5, 6], auctionType: 'All' });
    await check({ numMystic: [0], pureness: [4] });
    const fast = await check({ speed: [45, 100], hp: [0, 40] });
    for (const id of fast.ids) expect(classicStats(genesOf.get(id)!).speed).toBeGreaterThanOrEqual(45);
    await check({ skill: [35, 36], morale: [40, 100], classes: ['beast', 'bug'] });
    const origins = await check({ title: ['Origin'], auctionType: 'All' });
    expect(origins.ids.every((id) => genesOf.get(id)!.title === 'origin')).toBe(true);
    // the paid search the issue names: purity ≥ 5, 2 mystic parts, speed ≥ 50 (asked of the whole market)
    const asked = await expectSameAsReference({ pureness: [5, 6], numMystic: [2], speed: [50, 100], auctionType: 'All', limit: 500 }, { nonEmpty: false });
    for (const id of asked.ids) expect(variantCount(genesOf.get(id)!, 'mystic')).toBe(2);
  });

  it('numNightmare: no decoded axie shows a Nightmare part, so 0 matches every axie and 1 or more matches none', async () => {
    const all = await search({ auctionType: 'All' });
    expect((await search({ auctionType: 'All', numNightmare: [0] })).total).toBe(all.total);
    expect(await expectSameAsReference({ auctionType: 'All', numNightmare: [1, 2, 3, 4, 5, 6] }, { nonEmpty: false })).toEqual({ ids: [], total: 0 });
  });

  it('random combinations of every filter agree with the reference (60 searches)', async () => {
    const rng = mulberry32(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
    let nonEmpty = 0;
    for (let k = 0; k < 60; k++) {
      const p: Payload = {};
      if (rng() < 0.5) {
        const lo = Math.floor(rng() * 8);
        p.breedCount = [lo, Math.min(7, lo + Math.floor(rng() * 4))];
      }
      if (rng() < 0.5) p.classes = [pick(['beast', 'aquatic', 'plant', 'bird', 'bug', 'reptile', 'mech', 'dawn', 'dusk']), pick(['Beast', 'Bird', 'Bug'])];
      if (rng() < 0.6) {
        const type = pick(PART_TYPES);
        p.parts = [pick(common[type].slice(0, 6))];
        if (rng() < 0.4) p.parts.push(pick(common[type].slice(0, 6)));
        if (rng() < 0.4) p.parts.push(`!${pick(common[pick(PART_TYPES.filter((t) => t !== type))].slice(0, 3))}`);
        p.parts = [...new Set(p.parts)];
      }
      if (rng() < 0.3) p.bodyShapes = [pick(['Normal', 'Curly', 'Spiky', 'Fuzzy', 'WetDog', 'Sumo', 'BigYak'])];
      if (rng() < 0.3) p.primaryColor = Math.floor(rng() * 5);
      if (rng() < 0.4) p.maxPriceUSD = Math.round(5 + rng() * 150);
      if (rng() < 0.5) p.auctionType = pick(['Sale', 'NotForSale', 'All'] as const);
      if (rng() < 0.15) p.owner = pick(axies).record.owner;
      if (rng() < 0.5) p.sort = pick(['PriceAsc', 'PriceDesc', 'IdAsc', 'IdDesc', 'Latest'] as const);
      if (rng() < 0.3 && p.parts) p.priorityOrder = [pick(PART_TYPES), pick(PART_TYPES)].filter((t, i, l) => l.indexOf(t) === i);
      if (rng() < 0.3) p.limit = 1 + Math.floor(rng() * 300);
      if (rng() < 0.25) p.pureness = [Math.floor(rng() * 7), Math.floor(rng() * 7)];
      if (rng() < 0.2) p.numMystic = [Math.floor(rng() * 2)];
      if (rng() < 0.25) {
        const stat = pick(['hp', 'speed', 'skill', 'morale'] as const);
        const lo = 27 + Math.floor(rng() * 25);
        p[stat] = [lo, lo + Math.floor(rng() * 15)];
      }
      if (rng() < 0.1) p.title = ['Origin'];
      const got = await expectSameAsReference(p, { nonEmpty: false });
      if (got.total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(30);
  });

  it('refuses bad filters with 400 before anything is charged', async () => {
    const cases: [object, string][] = [
      [{ unknownField: 1 }, 'VALIDATION_ERROR'],
      [{ breedCount: [0, 8] }, 'VALIDATION_ERROR'],
      [{ breedCount: [5, 2] }, 'VALIDATION_ERROR'],
      [{ classes: ['dragon'] }, 'VALIDATION_ERROR'],
      [{ parts: ['eyes-not-a-part'] }, 'UNKNOWN_PART'],
      [{ parts: ['eyes-zeal', '!eyes-zeal'] }, 'VALIDATION_ERROR'],
      [{ limit: 501 }, 'VALIDATION_ERROR'],
      [{ auctionType: 'Auction' }, 'VALIDATION_ERROR'],
      [{ owner: '0x1234' }, 'VALIDATION_ERROR'],
      [{ pureness: [7] }, 'VALIDATION_ERROR'],
      [{ numMystic: [-1] }, 'VALIDATION_ERROR'],
      [{ numShiny: [1] }, 'VALIDATION_ERROR'],
      [{ speed: [60, 40] }, 'VALIDATION_ERROR'],
      [{ hp: [40] }, 'VALIDATION_ERROR'],
      [{ morale: [0, 101] }, 'VALIDATION_ERROR'],
      [{ title: ['Dragon Slayer'] }, 'VALIDATION_ERROR'],
    ];
    for (const [payload, code] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/search', headers: elite.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const reversed = await app.inject({ method: 'POST', url: '/api/search', headers: elite.headers, payload: { speed: [60, 40] } });
    expect(reversed.json().error).toMatch(/min above max in speed/);
  });
});
