import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_TYPES, decodeGenes, type ParsedGenes } from '@criadero/genetics';
import { generateMarket } from '../src/market/sources/generated-market';
import { bucketFor, bucketStart, median, priceSeries, quantile } from '../src/sales/stats';
import { classicStats } from '@criadero/genetics';
import { SEED, buildTestApp, type AxieTestApp } from './helpers';

const SIZE = 2000;
const market = generateMarket({ size: SIZE, seed: SEED, ethUsd: 3000 });
const classOf = new Map(market.axies.map((a, i) => [a.id, market.parsed[i]!.class]));
const shownOf = new Map(market.axies.map((a, i) => [a.id, PART_TYPES.map((t) => market.parsed[i]!.current[t])]));

/** The textbook median, written apart from the service's. */
function textbookMedian(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length / 2;
  return Math.round((s.length % 2 ? s[Math.floor(mid)]! : (s[mid - 1]! + s[mid]!) / 2) * 100) / 100;
}

const post = (app: AxieTestApp, url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });

describe('sales statistics (pure)', () => {
  it('takes the median, quartiles and buckets the textbook way', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(() => quantile([], 0.5)).toThrow(RangeError);
    expect(bucketFor(10 * 86_400)).toBe('day');
    expect(bucketFor(200 * 86_400)).toBe('week');
    expect(bucketFor(800 * 86_400)).toBe('month');
    const wed = Date.UTC(2024, 4, 15, 13) / 1000; // Wednesday 15 May 2024
    expect(bucketStart(wed, 'week')).toBe(Date.UTC(2024, 4, 13) / 1000);
    expect(bucketStart(wed, 'month')).toBe(Date.UTC(2024, 4, 1) / 1000);
    const series = priceSeries([{ timestamp: wed, priceUsd: 10 }, { timestamp: wed + 60, priceUsd: 30 }, { timestamp: wed + 40 * 86_400, priceUsd: 7 }], 'month');
    expect(series).toEqual([
      { start: Date.UTC(2024, 4, 1) / 1000, count: 2, medianUsd: 20, minUsd: 10, maxUsd: 30 },
      { start: Date.UTC(2024, 5, 1) / 1000, count: 1, medianUsd: 7, minUsd: 7, maxUsd: 7 },
    ]);
  });
});

describe('market tools over the generated market', () => {
  let app: AxieTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ size: SIZE });
  });
  afterAll(async () => app.close());

  describe('POST /api/axie/sales-history', () => {
    it('covers every seeded sale, newest first, with the seeded median and range', async () => {
      const res = await post(app, '/axie/sales-history', { pageSize: 10 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const prices = market.sales.map((s) => s.priceUsd);
      expect(body.total).toBe(market.sales.length);
      expect(body.stats.medianUsd).toBe(textbookMedian(prices));
      expect(body.stats.minUsd).toBe(Math.min(...prices));
      expect(body.stats.maxUsd).toBe(Math.max(...prices));
      const times = body.sales.map((s: { timestamp: number }) => s.timestamp);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(times[0]).toBe(Math.max(...market.sales.map((s) => s.timestamp)));
      const newest = market.sales.find((s) => s.txHash === body.sales[0].txHash)!;
      expect(body.sales[0]).toMatchObject({ axieId: String(newest.axieId), seller: newest.from, buyer: newest.to, priceUsd: newest.priceUsd, priceWei: newest.priceWei });
      expect(body.series.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(market.sales.length);
      expect(body.source.label).toMatch(/ejemplo/);
    });

    it('filters by class, part, breed count, price and recent days', async () => {
      const aquatic = (await post(app, '/axie/sales-history', { classes: ['aquatic'], pageSize: 100 })).json();
      const seeded = market.sales.filter((s) => classOf.get(s.axieId) === 'aquatic');
      expect(aquatic.total).toBe(seeded.length);
      expect(aquatic.stats.medianUsd).toBe(textbookMedian(seeded.map((s) => s.priceUsd)));
      expect(aquatic.sales.every((s: { class: string }) => s.class === 'aquatic')).toBe(true);

      const part = aquatic.byPart[0].partId as string;
      const withPart = (await post(app, '/axie/sales-history', { parts: [part] })).json();
      const seededPart = market.sales.filter((s) => shownOf.get(s.axieId)!.includes(part));
      expect(withPart.total).toBe(seededPart.length);
      expect(withPart.byPart.find((p: { partId: string }) => p.partId === part)).toMatchObject({ count: seededPart.length, medianUsd: textbookMedian(seededPart.map((s) => s.priceUsd)) });

      const cheap = (await post(app, '/axie/sales-history', { priceUsd: [10, 20], breedCount: [0, 2], pageSize: 100 })).json();
      expect(cheap.total).toBeGreaterThan(0);
      expect(cheap.sales.every((s: { priceUsd: number; breedCount: number }) => s.priceUsd >= 10 && s.priceUsd <= 20 && s.breedCount <= 2)).toBe(true);

      const newest = Math.max(...market.sales.map((s) => s.timestamp));
      const recent = (await post(app, '/axie/sales-history', { days: 30 })).json();
      expect(recent.total).toBe(market.sales.filter((s) => s.timestamp >= newest - 30 * 86_400).length);
      expect(recent.bucket).toBe('day');
    });

    it('labels the data as of its newest sale, not the source’s nominal date', async () => {
      const body = (await post(app, '/axie/sales-history', { pageSize: 1 })).json();
      const newest = Math.max(...market.sales.map((s) => s.timestamp));
      expect(body.source.asOf).toBe(new Date(newest * 1000).toISOString().slice(0, 10));
      expect(body.sales[0].timestamp).toBe(newest);
      expect(new Date(`${body.source.asOf}T23:59:59Z`).getTime() / 1000).toBeGreaterThanOrEqual(newest);
    });

    it('shows a price signal: the per-part medians differ, and rarer parts sell higher', async () => {
      const body = (await post(app, '/axie/sales-history', {})).json();
      const medians = body.byPart.map((p: { medianUsd: number }) => p.medianUsd);
      expect(Math.max(...medians) / Math.min(...medians)).toBeGreaterThan(1.3);
      // in the seeded data: sales of axies showing a part seen at most 5 times vs the others
      const seen = new Map<string, number>();
      for (const parts of shownOf.values()) for (const part of parts) seen.set(part, (seen.get(part) ?? 0) + 1);
      const hasRare = (axieId: number) => shownOf.get(axieId)!.some((part) => seen.get(part)! <= 5);
      const rare = market.sales.filter((s) => hasRare(s.axieId)).map((s) => s.priceUsd);
      const common = market.sales.filter((s) => !hasRare(s.axieId)).map((s) => s.priceUsd);
      expect(rare.length).toBeGreaterThan(20);
      expect(textbookMedian(rare)).toBeGreaterThan(1.5 * textbookMedian(common));
    });

    it('pages and re-filters from the index: page 2 continues page 1, and a filter change is a new answer', async () => {
      const one = (await post(app, '/axie/sales-history', { classes: ['plant'], pageSize: 5 })).json();
      const two = (await post(app, '/axie/sales-history', { classes: ['plant'], pageSize: 5, page: 2 })).json();
      const ten = (await post(app, '/axie/sales-history', { classes: ['plant'], pageSize: 10 })).json();
      expect([...one.sales, ...two.sales]).toEqual(ten.sales);
      expect(two.stats).toEqual(one.stats);
      const both = (await post(app, '/axie/sales-history', { classes: ['plant', 'beast'] })).json();
      expect(both.total).toBe(market.sales.filter((s) => ['plant', 'beast'].includes(classOf.get(s.axieId)!)).length);
      expect((await post(app, '/axie/sales-history', { parts: ['tail-no-such-part'] })).json().total).toBe(0);
    });

    it('refuses bad input: inverted ranges, unknown class, malformed part, page size, unknown field', async () => {
      const inverted = await post(app, '/axie/sales-history', { priceUsd: [20, 10] });
      expect(inverted.statusCode).toBe(400);
      expect(inverted.json().code).toBe('INVALID_RANGE');
      expect((await post(app, '/axie/sales-history', { breedCount: [5, 1] })).json().code).toBe('INVALID_RANGE');
      for (const bad of [{ classes: ['dragon'] }, { parts: ['Tail Nimo'] }, { pageSize: 500 }, { days: 0 }, { seller: '0x1' }, { priceUsd: [-1, 5] }]) {
        const res = await post(app, '/axie/sales-history', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('POST /api/axie/tree', () => {
    // an axie whose parents both have parents in the set
    const withGrandparents = market.axies.find((a) => {
      const sire = market.axies.find((x) => x.id === a.sireId);
      return sire && sire.sireId > 0 && market.axies.some((x) => x.sireId === a.id || x.matronId === a.id);
    })!;

    it('walks two generations up through sireId/matronId and one down to the seeded children', async () => {
      const res = await post(app, '/axie/tree', { axieId: String(withGrandparents.id) });
      expect(res.statusCode).toBe(200);
      const tree = res.json();
      const gen = (g: number) => tree.nodes.filter((n: { generation: number }) => n.generation === g).map((n: { id: string }) => Number(n.id)).sort();
      expect(gen(0)).toEqual([withGrandparents.id]);
      expect(gen(-1)).toEqual([withGrandparents.sireId, withGrandparents.matronId].sort());
      const parents = market.axies.filter((a) => a.id === withGrandparents.sireId || a.id === withGrandparents.matronId);
      expect(gen(-2)).toEqual([...new Set(parents.flatMap((p) => [p.sireId, p.matronId]).filter((id) => id > 0))].sort());
      const kids = market.axies.filter((a) => a.sireId === withGrandparents.id || a.matronId === withGrandparents.id).map((a) => a.id);
      expect(gen(1)).toEqual(kids.sort());
      const root = tree.nodes.find((n: { generation: number }) => n.generation === 0);
      expect(root.childrenCount).toBe(kids.length);
      expect(root.parts.map((p: { id: string }) => p.id)).toEqual(shownOf.get(withGrandparents.id));
      expect(root.breedCount).toBe(withGrandparents.breedCount);
    });

    it('stops at origin axies (no parents) and answers the chosen depth', async () => {
      const founder = market.axies.find((a) => a.sireId === 0)!;
      const tree = (await post(app, '/axie/tree', { axieId: founder.id, up: 4, down: 0 })).json();
      expect(tree.nodes).toHaveLength(1);
      expect(tree.nodes[0]).toMatchObject({ sireId: null, matronId: null });
      expect(tree.missing).toEqual([]);
    });

    it('answers 404 for an axie not in the data (without AXIE_API_KEY: the live lookup is not configured) and 400 for bad input', async () => {
      const res = await post(app, '/axie/tree', { axieId: '1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'LIVE_LOOKUP_NOT_CONFIGURED', error: 'Ese Axie no está en los datos cargados y la consulta en vivo al marketplace no está configurada en este servidor: 1' });
      for (const bad of [{ axieId: 'abc' }, { axieId: 5, up: 5 }, { axieId: 5, down: -1 }, {}, { axieId: 5, depth: 2 }]) expect((await post(app, '/axie/tree', bad)).json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('POST /api/axie/showroom', () => {
    it('gives each axie with stats, d/r1/r2 parts and the original and evolved card of each part', async () => {
      const [a, b] = market.axies;
      const res = await post(app, '/axie/showroom', { ids: [String(b!.id), a!.id, '99'] });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.axies.map((x: { id: string }) => x.id)).toEqual([String(b!.id), String(a!.id)]);
      expect(body.missing).toEqual(['99']);
      const genes = decodeGenes(b!.genes);
      const shown = body.axies[0];
      expect(shown.class).toBe(genes.class);
      expect(shown.stats).toEqual(classicStats(genes));
      expect(shown.parts.map((p: { d: { id: string }; r1: { id: string }; r2: { id: string } }) => [p.d.id, p.r1.id, p.r2.id])).toEqual(
        PART_TYPES.map((t) => [genes[t].d.partId, genes[t].r1.partId, genes[t].r2.partId]),
      );
      for (const p of shown.parts) if (p.card) expect(p.evolvedCard.name).toBe(`${p.card.name}+`);
      expect(shown.parts.filter((p: { card: unknown }) => p.card).length).toBeGreaterThan(3);
    });

    it('refuses an empty list, more than 12 ids and malformed ids', async () => {
      for (const bad of [{ ids: [] }, { ids: Array.from({ length: 13 }, (_, i) => i + 1) }, { ids: ['1e5'] }, {}]) {
        const res = await post(app, '/axie/showroom', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
    });
  });

  it('GET /api/axie/parts-evolution pairs each of the 192 base parts with its evolved card and its skin variants', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/axie/parts-evolution' })).json();
    expect(body.parts).toHaveLength(192);
    const nimo = body.parts.find((p: { partId: string }) => p.partId === 'ears-nimo');
    expect(nimo.variants.map((v: { partId: string }) => v.partId)).toContain('ears-red-nimo');
    expect(nimo.original.name).toBe('Nimo');
    expect(nimo.evolved.name).toBe('Nimo+');
    const withBoth = body.parts.filter((p: { original: unknown; evolved: unknown }) => p.original && p.evolved).length;
    expect(withBoth).toBeGreaterThan(180);
  });
});

describe('classic stats', () => {
  const fake = (cls: string, partClass: string) =>
    ({ class: cls, ...Object.fromEntries(PART_TYPES.map((t) => [t, { d: { class: partClass } }])) }) as unknown as ParsedGenes;
  it('reproduce the known pure-class figures', () => {
    expect(classicStats(fake('beast', 'beast'))).toEqual({ hp: 31, speed: 41, skill: 31, morale: 61 });
    expect(classicStats(fake('aquatic', 'aquatic'))).toEqual({ hp: 45, speed: 57, skill: 35, morale: 27 });
    expect(classicStats(fake('plant', 'plant'))).toEqual({ hp: 61, speed: 31, skill: 31, morale: 41 });
  });
});
