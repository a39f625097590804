import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysePair, DEFAULT_BREEDING_CONFIG, type Lineage, type PairAnalysis } from '@criadero/apeiron-breeding';
import type { Store } from '@criadero/service-kit/store';
import type { GuildWarResponse, LeaderboardResponse, MarketSearchResponse, PairResponse, Planet, PlanetResponse } from '@criadero/api-contracts/apeiron';
import { SourceUnavailableError, type ApeironDataSource } from '../src/source/apeiron-source';
import { buildTestApp, sampleDataset, type ApeironApp } from './helpers';
import { describePaidSearch, testPlayer } from '@criadero/service-users/testing';

let app: ApeironApp;
let store: Store;
const sample = sampleDataset();
const planets = sample.planets!;
const byId = new Map(planets.map((p) => [p.id, p]));
const primevalIds = planets.filter((p) => !p.parentIds).map((p) => p.id);

beforeAll(async () => {
  ({ app, store } = await buildTestApp());
});
afterAll(async () => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('GET /api/apeiron/planets/:id', () => {
  it('returns a planet with its parents and the sample label', async () => {
    const child = planets.find((p) => p.parentIds)!;
    const res = await app.inject(`/api/apeiron/planets/${child.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<PlanetResponse>();
    expect(body.planet).toEqual(child);
    expect(body.parents.map((p) => p.id).sort()).toEqual([...child.parentIds!].sort());
    expect(body.source.kind).toBe('sample');
  });

  it('answers 404 NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
    const missing = await app.inject('/api/apeiron/planets/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await app.inject('/api/apeiron/planets/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('breeding routes (free)', () => {
  it('serves the configuration with its as-of date and provenance', async () => {
    const res = await app.inject('/api/apeiron/breeding/config');
    expect(res.statusCode).toBe(200);
    const { config, examplePair } = res.json<{ config: { asOf: string; maxConjunctions: number; provenance: Record<string, { kind: string }> }; examplePair: [string, string] }>();
    expect(config).toMatchObject({ asOf: '2026-11-22', maxConjunctions: 3 });
    expect(config.provenance.cost!.kind).toBe('placeholder');
    // the example pair can really breed
    const pair = (await post('/api/apeiron/breeding/pair', { a: examplePair[0], b: examplePair[1] })).json<PairResponse>();
    expect(pair.analysis.checks.canBreed).toBe(true);
  });

  it('analyses two unrelated planets: odds add up to 1, elements to 100, cost from the table', async () => {
    const [a, b] = primevalIds.filter((id) => byId.get(id)!.breedCount < 3);
    const res = await post('/api/apeiron/breeding/pair', { a, b });
    expect(res.statusCode).toBe(200);
    const body = res.json<PairResponse>();
    const analysis: PairAnalysis = body.analysis;
    expect(analysis.checks.canBreed).toBe(true);
    expect(analysis.typeOdds.reduce((s, t) => s + t.probability, 0)).toBeCloseTo(1, 10);
    expect(analysis.classOdds.reduce((s, c) => s + c.probability, 0)).toBeCloseTo(1, 10);
    expect(Object.values(analysis.expected).reduce((s, v) => s + v, 0)).toBeCloseTo(100, 10);
    expect(analysis.cost.aprs).toBe(body.config.cost.aprsByConjunction[body.a.breedCount]! + body.config.cost.aprsByConjunction[body.b.breedCount]!);
    expect(body.source.kind).toBe('sample');
  });

  // The lineage as the sample dataset (seeded into the store) records it: parents in parentIds order,
  // grandparents = the parents' parents. Built here from the file, not by the route's own lookup.
  const loadedLineage = (id: string): Lineage => {
    const planet = byId.get(id)!;
    const parents = (planet.parentIds ?? []).map((pid) => byId.get(pid)!);
    return { planet, parents, grandparentIds: parents.flatMap((p) => p.parentIds ?? []) };
  };
  const ancestry = (l: Lineage) => [l.planet.id, ...l.parents.map((p) => p.id), ...l.grandparentIds];
  /** Bred planets that can still breed, whose two parents are in the data and at least one parent is bred too. */
  const withGrandparents = planets
    .filter((p) => p.parentIds && p.breedCount < 3 && p.parentIds.every((id) => byId.has(id)))
    .map((p) => loadedLineage(p.id))
    .filter((l) => l.grandparentIds.length > 0);
  const pairsOf = (accept: (a: Lineage, b: Lineage) => boolean) =>
    withGrandparents.flatMap((a, i) => withGrandparents.slice(i + 1).filter((b) => accept(a, b)).map((b) => [a, b] as const));

  it('analyses two bred, unrelated planets on their full lineage (parents and grandparents from the store)', async () => {
    // unrelated: no planet in common among themselves, parents and grandparents; a legacy among them so inheritance is exercised
    const [a, b] = pairsOf((x, y) => {
      const all = [...ancestry(x), ...ancestry(y)];
      return new Set(all).size === all.length && [x, y].flatMap((l) => [l.planet, ...l.parents]).some((p) => p.legacy);
    })[0]!;
    const res = await post('/api/apeiron/breeding/pair', { a: a.planet.id, b: b.planet.id });
    expect(res.statusCode).toBe(200);
    const body = res.json<PairResponse>();
    expect(body.config).toEqual(DEFAULT_BREEDING_CONFIG);
    const expected = analysePair(a, b, DEFAULT_BREEDING_CONFIG);
    expect(body.analysis).toEqual(expected);
    expect(expected.checks).toMatchObject({ canBreed: true, inbred: false });
    expect(expected.legacy.inheritance.length).toBeGreaterThan(0);
    // the parents really weigh in: without them (as for a Primeval) the answer differs
    const asPrimeval = analysePair({ ...a, parents: [], grandparentIds: [] }, { ...b, parents: [], grandparentIds: [] }, DEFAULT_BREEDING_CONFIG);
    expect(body.analysis.average).not.toEqual(asPrimeval.average);
  });

  it('finds a shared grandparent (cousins): inbred, longer hatch, and the same answer as the engine', async () => {
    const [a, b] = pairsOf((x, y) => {
      const near = [x.planet.id, y.planet.id, ...x.parents.map((p) => p.id), ...y.parents.map((p) => p.id)];
      return new Set(near).size === near.length && x.grandparentIds.some((id) => y.grandparentIds.includes(id));
    })[0]!;
    const body = (await post('/api/apeiron/breeding/pair', { a: a.planet.id, b: b.planet.id })).json<PairResponse>();
    expect(body.analysis).toEqual(analysePair(a, b, DEFAULT_BREEDING_CONFIG));
    expect(body.analysis.checks).toMatchObject({ canBreed: true, inbred: true, hatchDays: DEFAULT_BREEDING_CONFIG.hatchDaysInbred });
    // only the grandparent lookup can tell: without it the pair looks outbred
    expect(analysePair({ ...a, grandparentIds: [] }, { ...b, grandparentIds: [] }, DEFAULT_BREEDING_CONFIG).checks.inbred).toBe(false);
  });

  it('flags a parent with its child and a planet at its conjunction limit', async () => {
    const child = planets.find((p) => p.parentIds)!;
    const res = await post('/api/apeiron/breeding/pair', { a: child.parentIds![0], b: child.id });
    expect(res.json<PairResponse>().analysis.checks).toMatchObject({ canBreed: false, issues: expect.arrayContaining(['PARENT_CHILD']) });
    const spent = planets.find((p) => p.breedCount === 3)!;
    const other = planets.find((p) => p.breedCount === 0 && !p.parentIds)!;
    const limit = await post('/api/apeiron/breeding/pair', { a: spent.id, b: other.id });
    expect(limit.json<PairResponse>().analysis.checks).toMatchObject({ canBreed: false, atLimit: [spent.id] });
  });

  it('refuses bad input: unknown planet 404, malformed ids, missing and extra fields 400', async () => {
    const unknown = await post('/api/apeiron/breeding/pair', { a: primevalIds[0], b: '999999998' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No hay ningún planeta #999999998 en los datos: revisa los ids.');
    // the server words it in the caller's language (the UI shows it as it is)
    const inPortuguese = await post('/api/apeiron/breeding/pair', { a: primevalIds[0], b: '999999998' }, { 'accept-language': 'pt-BR' });
    expect(inPortuguese.json()).toEqual({ code: 'NOT_FOUND', error: 'Não há nenhum planeta #999999998 nos dados: confira os ids.' });
    for (const payload of [{ a: 'x', b: '1' }, { a: primevalIds[0] }, { a: '1', b: '2', c: '3' }, { a: 1, b: 2 }]) {
      const res = await post('/api/apeiron/breeding/pair', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const notJson = await app.inject({ method: 'POST', url: '/api/apeiron/breeding/pair', payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('POST /api/apeiron/market/search (paid over imported data, free over the sample)', () => {
  // the same planets as an operator's import (source kind 'import'): searches over it cost a credit
  let live: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'apeiron-live-')), 'import.json');
    writeFileSync(file, JSON.stringify({ ...sample, source: { kind: 'import', label: 'Export of 2026-11-20', asOf: '2026-11-20' } }));
    live = await buildTestApp({ env: { APEIRON_SEED_FILE: file } });
  });
  afterAll(() => live.app.close());
  const search = (headers: Record<string, string>, body: Record<string, unknown> = {}, target = app) =>
    target.inject({ method: 'POST', url: '/api/apeiron/market/search', payload: { requestId: `r${Math.random().toString(36).slice(2)}`, filters: {}, ...body }, headers });

  it('refuses visitors with 401 UNAUTHENTICATED', async () => {
    const res = await search({});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('is free over the generated sample, even with no credit, and says the data is sample', async () => {
    const user = await testPlayer(app, store);
    const res = await search(user.headers, { filters: { types: ['Normal'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json<MarketSearchResponse>()).toMatchObject({ charge: { charged: false, reason: 'sample' }, creditos: 0, source: { kind: 'sample' } });
    const funded = await testPlayer(app, store, { credits: 3 });
    expect((await search(funded.headers)).json()).toMatchObject({ charge: { charged: false, reason: 'sample' }, creditos: 3 });
    expect(await funded.balance()).toBe(3);
  });

  it('charges 1 credit over imported data, filters, sorts and pages; paging the same search is free', async () => {
    const { app, store } = live;
    const user = await testPlayer(app, store, { credits: 3 });
    const filters = { types: ['Normal', 'Oasis'], fire: { min: 10 }, breedCount: { max: 2 }, priceUsd: { max: 60 } };
    const first = await search(user.headers, { requestId: 'same-search', filters, sort: 'price-asc', pageSize: 5 }, app);
    expect(first.statusCode).toBe(200);
    const body = first.json<MarketSearchResponse>();
    expect(body).toMatchObject({ charge: { charged: true, replay: false }, creditos: 2, page: 1, pageSize: 5 });
    const expected = planets.filter(
      (p) => p.listing && ['Normal', 'Oasis'].includes(p.type) && p.elements.fire >= 10 && p.breedCount <= 2 && p.listing.priceUsd <= 60,
    );
    expect(body.total).toBe(expected.length);
    expect(body.pageCount).toBe(Math.ceil(expected.length / 5));
    const prices = body.planets.map((p: Planet) => p.listing!.priceUsd);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(prices[0]).toBe(Math.min(...expected.map((p) => p.listing!.priceUsd)));

    const second = await search(user.headers, { requestId: 'same-search', filters, sort: 'price-desc', page: 2, pageSize: 5 }, app);
    expect(second.json<MarketSearchResponse>()).toMatchObject({ charge: { replay: true }, creditos: 2, page: 2 });
    expect(await user.balance()).toBe(2);
  });

  it('answers 402 NO_CREDIT with the balance when credits run out over imported data, and spends nothing', async () => {
    const { app, store } = live;
    const user = await testPlayer(app, store, { credits: 1 });
    expect((await search(user.headers, {}, app)).statusCode).toBe(200);
    const res = await search(user.headers, {}, app);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'NO_CREDIT', creditos: 0 });
  });

  it('lets Elite search imported data without credits', async () => {
    const elite = await testPlayer(live.app, live.store, { plan: 2 });
    const res = await search(elite.headers, { filters: { classes: ['Fate'], stages: ['adult'], legacyOnly: true } }, live.app);
    expect(res.statusCode).toBe(200);
    const body = res.json<MarketSearchResponse>();
    expect(body).toMatchObject({ charge: { charged: false }, creditos: 0 });
    expect(body.charge.reason).toBe(body.total > 0 ? 'elite' : 'nothing-found');
    for (const p of body.planets) expect(p).toMatchObject({ avatarClass: 'Fate', stage: 'adult', legacy: expect.anything() });
  });

  it('refuses bad filters with 400 before spending anything', async () => {
    const user = await testPlayer(live.app, live.store, { credits: 5 });
    const bad: Record<string, unknown>[] = [
      { filters: { fire: { min: 60, max: 10 } } },
      { filters: { fire: { min: 101 } } },
      { filters: { types: ['Moon'] } },
      { filters: { colour: 'red' } },
      { filters: {}, sort: 'random' },
      { filters: {}, pageSize: 1000 },
      { filters: {}, requestId: 'has spaces' },
    ];
    for (const body of bad) {
      const res = await search(user.headers, body, live.app);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await user.balance()).toBe(5);
  });

  const APEIRON_FILTERS = { a: { types: ['Normal'] }, b: { types: ['Oasis', 'Normal'], fire: { min: 1 } } } as const;
  const apeironSearch =
    (target: () => ApeironApp) =>
    async ({ requestId, filters, page, headers }: { requestId: string; filters: 'a' | 'b'; page?: number; headers: Record<string, string> }) => {
      const res = await search(headers, { requestId, filters: APEIRON_FILTERS[filters], page }, target());
      return { status: res.statusCode, body: res.json() };
    };
  describePaidSearch('Apeiron', {
    live: () => ({ app: live.app, store: live.store, search: apeironSearch(() => live.app) }),
    sample: () => ({ app, store, search: apeironSearch(() => app) }),
  });

  it('is free to ask what is listed', async () => {
    const res = await app.inject('/api/apeiron/market/info');
    expect(res.json()).toEqual({ listed: planets.filter((p) => p.listing).length, source: sample.source });
  });
});

describe('leaderboard and guild war (free)', () => {
  it('ranks players by rating and keeps global ranks when narrowed', async () => {
    const res = await app.inject('/api/apeiron/leaderboard?pageSize=5');
    const body = res.json<LeaderboardResponse>();
    expect(body.total).toBe(150);
    expect(body.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    const ratings = body.entries.map((e) => e.player.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    const guildId = body.entries[0]!.player.guildId ?? 'astral-forge';
    const narrowed = (await app.inject(`/api/apeiron/leaderboard?guild=${guildId}&pageSize=100`)).json<LeaderboardResponse>();
    expect(narrowed.entries.every((e) => e.player.guildId === guildId && e.guild?.id === guildId)).toBe(true);
    const name = body.entries[2]!.player.name;
    const byName = (await app.inject(`/api/apeiron/leaderboard?q=${encodeURIComponent(name.toUpperCase())}`)).json<LeaderboardResponse>();
    expect(byName.entries.find((e) => e.player.name === name)?.rank).toBe(3);
  });

  it('refuses bad leaderboard queries', async () => {
    for (const query of ['page=0', 'pageSize=500', 'page=abc', 'sort=rating']) {
      const res = await app.inject(`/api/apeiron/leaderboard?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('gives guilds with members, match-ups with scores and a consistent table', async () => {
    const body = (await app.inject('/api/apeiron/guild-war')).json<GuildWarResponse>();
    expect(body.guilds).toHaveLength(8);
    expect(body.guilds.reduce((s, g) => s + g.members.length, 0)).toBe(sample.players!.filter((p) => p.guildId).length);
    expect(body.wars).toHaveLength(20);
    const finished = body.wars.filter((w) => w.status === 'finished').length;
    expect(body.standings.reduce((s, r) => s + r.played, 0)).toBe(2 * finished);
    const points = body.standings.map((r) => r.points);
    expect(points).toEqual([...points].sort((x, y) => y - x));
    expect(body.source.kind).toBe('sample');
  });
});

describe('when the data source is down', () => {
  it('answers 503 NOT_READY, never 500, and charges nothing', async () => {
    const down = (): never => {
      throw new SourceUnavailableError('upstream down');
    };
    const broken: ApeironDataSource = {
      source: async () => down(), planets: async () => down(), searchPlanets: async () => down(), listedCount: async () => down(),
      leaderboard: async () => down(), guilds: async () => down(), players: async () => down(), wars: async () => down(),
    };
    const { app: brokenApp, store: brokenStore } = await buildTestApp({ source: broken });
    const user = await testPlayer(brokenApp, brokenStore, { credits: 2 });
    const res = await brokenApp.inject({ method: 'POST', url: '/api/apeiron/market/search', payload: { requestId: 'x1', filters: {} }, headers: user.headers });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'NOT_READY', error: 'Los datos de Apeiron no están disponibles ahora; inténtalo más tarde' });
    expect(await user.balance()).toBe(2);
    const inEnglish = await brokenApp.inject({ url: '/api/apeiron/guild-war', headers: { 'accept-language': 'en' } });
    expect(inEnglish.json()).toEqual({ code: 'NOT_READY', error: 'Apeiron data is not available right now; try again later' });
    for (const url of ['/api/apeiron/leaderboard', '/api/apeiron/guild-war', '/api/apeiron/planets/1']) expect((await brokenApp.inject(url)).statusCode).toBe(503);
    await brokenApp.close();
  });
});
