import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type AxieTestApp } from './helpers';
import { KEY, PLAYER, recordedOriginsApi } from './recorded-origins-api';

const post = (app: AxieTestApp, url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });

describe('Origins routes on the embedded data (default, no API key)', () => {
  let app: AxieTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ size: 100 });
  });
  afterAll(async () => app.close());

  it('lists seasons newest first and labels the data as a sample', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/origins/seasons' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.seasons[0]).toMatchObject({ id: 9, name: 'Season 8' });
    expect(body.seasons.map((s: { id: number }) => s.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(body.seasons.find((s: { id: number }) => s.id === 2)).toEqual({ id: 2, name: 'Season 1', startedAt: 1662955200, endedAt: 1668484800 });
    expect(body.source.kind).toBe('sample');
    expect(body.source.label).toMatch(/ejemplo/);
  });

  describe('POST /api/origins/leaderboard', () => {
    it('ranks the current season by default, 25 a page, vstar never rising down the list', async () => {
      const body = (await post(app, '/origins/leaderboard', {})).json();
      expect(body.seasonId).toBe(9);
      expect(body.total).toBe(500);
      expect(body.players.map((p: { topRank: number }) => p.topRank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      const vstars = body.players.map((p: { vstar: number }) => p.vstar);
      expect([...vstars].sort((a, b) => b - a)).toEqual(vstars);
      expect(body.players.slice(0, 10).every((p: { rank: string; tier: number }) => p.rank === 'Challenger' && p.tier === 0)).toBe(true);
      expect(body.players[10].rank).toBe('Tiger');
      const page3 = (await post(app, '/origins/leaderboard', { page: 3, pageSize: 10 })).json();
      expect(page3.players.map((p: { topRank: number }) => p.topRank)).toEqual(Array.from({ length: 10 }, (_, i) => 21 + i));
    });

    it('searches by name (case and accents ignored) and keeps each season apart', async () => {
      const first = (await post(app, '/origins/leaderboard', { seasonId: 4, pageSize: 100 })).json();
      const name: string = first.players[6].name;
      const needle = name.slice(1, 4).toUpperCase();
      const found = (await post(app, '/origins/leaderboard', { seasonId: 4, q: needle, pageSize: 100 })).json();
      expect(found.total).toBeGreaterThan(0);
      expect(found.players.every((p: { name: string }) => p.name.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
      expect(found.players.map((p: { userId: string }) => p.userId)).toContain(first.players[6].userId);
      const other = (await post(app, '/origins/leaderboard', { seasonId: 5, pageSize: 100 })).json();
      expect(other.players[6].name).not.toBe(name);
    });

    it('refuses bad input: unknown season, page 0, page size over 100, unknown field, a query too long', async () => {
      const unknown = await post(app, '/origins/leaderboard', { seasonId: 99 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'SEASON_NOT_AVAILABLE', error: 'No hay clasificación para esa temporada: 99' });
      for (const bad of [{ page: 0 }, { pageSize: 101 }, { seasonId: 'nine' }, { sort: 'vstar' }, { q: 'x'.repeat(61) }]) {
        const res = await post(app, '/origins/leaderboard', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('POST /api/origins/team', () => {
    it("gives a sample player's three axies with decoded parts, runes and charms of the samples", async () => {
      const player = (await post(app, '/origins/leaderboard', { pageSize: 1 })).json().players[0];
      const res = await post(app, '/origins/team', { userId: player.userId });
      expect(res.statusCode).toBe(200);
      const team = res.json();
      expect(team.fighters).toHaveLength(3);
      for (const f of team.fighters) {
        expect(f.parts).toHaveLength(6);
        expect(f.image).toMatch(/^\/api\/axie-img\?genes=0x/);
        expect(f.runes).toHaveLength(1);
        expect(f.runes[0].item.kind).toBe('rune');
        expect(['neutral', f.class]).toContain(f.runes[0].item.class.toLowerCase());
        for (const c of f.charms) expect(c.item.kind).toBe('charm');
      }
    });

    it('answers 404 for a player with no battle data and 400 for a malformed id', async () => {
      const missing = await post(app, '/origins/team', { userId: 'nobody-here' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('TEAM_NOT_AVAILABLE');
      for (const bad of [{ userId: '' }, { userId: '../etc' }, {}, { userId: 'a', extra: 1 }]) expect((await post(app, '/origins/team', bad)).statusCode).toBe(400);
    });
  });

  describe('POST /api/origins/items', () => {
    it('serves the 20-rune public sample, says so, and filters by class, rarity, season and text', async () => {
      const all = (await post(app, '/origins/items', { kind: 'rune', pageSize: 100 })).json();
      expect(all).toMatchObject({ total: 20, catalogueSize: 20, fullCatalogueSize: 1935, sample: true });
      expect(all.source.label).toMatch(/Muestra pública: 20/);
      expect(all.seasons[0]).toEqual({ id: 9, name: 'Season 8' });
      const bird = (await post(app, '/origins/items', { kind: 'rune', classes: ['bird'], pageSize: 100 })).json();
      expect(bird.total).toBe(all.items.filter((i: { class: string }) => i.class === 'Bird').length);
      expect(bird.total).toBeGreaterThan(0);
      const mystic = (await post(app, '/origins/items', { kind: 'charm', rarities: ['Mystic'], pageSize: 100 })).json();
      expect(mystic.items.every((i: { rarity: string; kind: string }) => i.rarity === 'Mystic' && i.kind === 'charm')).toBe(true);
      const s0 = (await post(app, '/origins/items', { kind: 'rune', seasonIds: [1] })).json();
      expect(s0.items.every((i: { season: string }) => i.season === 'Season 0')).toBe(true);
      expect(s0.total).toBeGreaterThan(0);
      const weak = (await post(app, '/origins/items', { kind: 'rune', q: 'WEAK' })).json();
      expect(weak.items.map((i: { name: string }) => i.name)).toContain('Frail Egg');
    });

    it('offers no "Unknown" season to filter charms by, yet keeps the charm without one', async () => {
      const charms = (await post(app, '/origins/items', { kind: 'charm', pageSize: 100 })).json();
      expect(charms.seasons.map((s: { name: string }) => s.name)).not.toContain('Unknown');
      expect(charms.seasons.every((s: { id: number }) => s.id > 0)).toBe(true);
      expect(charms.items.some((i: { seasonId: number }) => i.seasonId < 1)).toBe(true);
    });

    it('refuses bad input: unknown kind, rarity or class shape, a missing kind', async () => {
      for (const bad of [{ kind: 'amulet' }, { kind: 'rune', rarities: ['Legendary'] }, { kind: 'rune', classes: ['<b>'] }, {}, { kind: 'rune', seasonIds: ['1'] }]) {
        const res = await post(app, '/origins/items', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
    });
  });

  describe('POST /api/origins/cards', () => {
    it('holds the 522 Origins cards and filters by class, part, energy, attack and text', async () => {
      const all = (await post(app, '/origins/cards', {})).json();
      expect(all).toMatchObject({ total: 522, catalogueSize: 522 });
      expect(all.source.label).toMatch(/Origins/);
      const f = (await post(app, '/origins/cards', { classes: ['Plant'], partTypes: ['Tail'], energy: [1, 1], attack: [20, 1000], pageSize: 100 })).json();
      expect(f.total).toBeGreaterThan(0);
      for (const c of f.cards) expect(c).toMatchObject({ partClass: 'Plant', partType: 'Tail', energy: 1 });
      expect(f.cards.every((c: { attack: number }) => c.attack >= 20)).toBe(true);
      expect(f.cards.map((c: { name: string }) => c.name)).toContain('Yam');
      const poison = (await post(app, '/origins/cards', { q: 'poison', pageSize: 100 })).json();
      expect(poison.cards.every((c: { description: string; name: string }) => /poison/i.test(c.description + c.name))).toBe(true);
      const evolved = (await post(app, '/origins/cards', { stages: [2], pageSize: 5 })).json();
      expect(evolved.cards.every((c: { name: string }) => c.name.endsWith('+'))).toBe(true);
    });

    it('refuses bad input: min over max, energy out of range, unknown part type', async () => {
      const inverted = await post(app, '/origins/cards', { energy: [3, 1] });
      expect(inverted.statusCode).toBe(400);
      expect(inverted.json()).toEqual({ code: 'INVALID_RANGE', error: 'El mínimo no puede ser mayor que el máximo: energy' });
      expect((await post(app, '/origins/cards', { attack: [50, 10] })).json().code).toBe('INVALID_RANGE');
      for (const bad of [{ energy: [0, 11] }, { energy: [1] }, { partTypes: ['Wing'] }, { stages: [3] }]) expect((await post(app, '/origins/cards', bad)).json().code).toBe('VALIDATION_ERROR');
    });
  });

  it('GET /api/origins/poison gives the documented launch rule, the turn cap and the 28 poison cards', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/origins/poison' })).json();
    expect(body.rule).toMatchObject({ damagePerStack: 3, decayPerTurn: 1, maxStacks: 30, turnCap: 18 });
    expect(body.rule.season).toMatch(/2022/);
    expect(body.cards).toHaveLength(28);
    expect(body.cards.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Venom Nail', 'Yam+', 'Small Frill']));
  });
});

describe('Origins API client (ORIGINS_API_KEY set) against recorded responses', () => {
  let api: Awaited<ReturnType<typeof recordedOriginsApi>>;
  let app: AxieTestApp;
  const saved = { ...process.env };

  beforeAll(async () => {
    api = await recordedOriginsApi();
    Object.assign(process.env, { ORIGINS_API_KEY: KEY, ORIGINS_API_URL: api.url, ORIGINS_CACHE_MS: '0' });
    app = await buildTestApp({ size: 100 });
  });
  afterAll(async () => {
    await app.close();
    await api.close();
    process.env = saved;
  });

  it('reads the live leaderboard page by page with the key, and searches it', async () => {
    const body = (await post(app, '/origins/leaderboard', {})).json();
    expect(body.source).toMatchObject({ kind: 'api', asOf: 'live' });
    expect(body.seasonId).toBe(9);
    expect(body.players.map((p: { name: string }) => p.name)).toEqual(['akaringo', 'AndPanda', 'waje']);
    expect(body.players[0]).toEqual({ userId: '1ec9eb6f-4949-6994-a60c-4eb291ec72cc', name: 'akaringo', rank: 'Challenger', tier: 0, topRank: 1, vstar: 697 });
    expect(api.seen).toEqual(expect.arrayContaining(['/origins/v2/leaderboards?offset=0&limit=100', '/origins/v2/leaderboards?offset=100&limit=100']));
    const found = (await post(app, '/origins/leaderboard', { q: 'PANDA' })).json();
    expect(found.players.map((p: { name: string }) => p.name)).toEqual(['AndPanda']);
    // the API publishes only the current season
    expect((await post(app, '/origins/leaderboard', { seasonId: 2 })).json().code).toBe('SEASON_NOT_AVAILABLE');
  });

  it("builds a player's team from the newest battle log: starter axies without NFT parts, charms and runes looked up", async () => {
    const team = (await post(app, '/origins/team', { userId: PLAYER })).json();
    expect(team.teamName).toBe('p2p2');
    expect(team.battleAt).toBe(1714012639);
    expect(team.fighters.map((f: { axieId: number }) => f.axieId)).toEqual([11486338, 7, 11608829]);
    const [ronin, starter] = team.fighters;
    expect(ronin.class).toBe('reptile');
    expect(ronin.parts.map((p: { id: string }) => p.id)).toEqual(['eyes-gecko', 'ears-small-frill', 'mouth-kotaro', 'horn-kestrel', 'back-bidens', 'tail-yam']);
    expect(starter).toMatchObject({ name: 'Venoki', class: null, image: null, parts: [] });
    expect(ronin.runes).toEqual([{ id: 'rune_reptile_2011_s8_nft', item: null }]); // not among the 20 recorded runes
    expect((await post(app, '/origins/team', { userId: '1ec9eb6f-4949-6994-a60c-4eb291ec72cc' })).json().code).toBe('TEAM_NOT_AVAILABLE');
  });

  it('loads the full rune catalogue across pages from the raw API shape', async () => {
    const body = (await post(app, '/origins/items', { kind: 'rune', pageSize: 100 })).json();
    expect(body).toMatchObject({ total: 20, sample: false, fullCatalogueSize: 20 });
    expect(body.items[0]).toMatchObject({ id: 'rune_neutral_4011_s6_nondec', name: 'Shady Exchange', rarity: 'Mystic', season: 'Season 6', seasonId: 7, kind: 'rune' });
    expect(api.seen).toEqual(expect.arrayContaining(['/origins/v2/community/runes?offset=0&limit=100', '/origins/v2/community/runes?offset=100&limit=100']));
    const charms = (await post(app, '/origins/items', { kind: 'charm', pageSize: 100 })).json();
    expect(charms.items.find((c: { id: string }) => c.id === 'ecard_bird_4010_s2')).toMatchObject({ name: 'Flamingo Hammer', potentialPoint: 5 });
  });

  it('turns an API failure into 502 ORIGINS_UNAVAILABLE, never a 500', async () => {
    api.fail(true);
    try {
      const res = await post(app, '/origins/cards', {});
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('ORIGINS_UNAVAILABLE');
    } finally {
      api.fail(false);
    }
    expect((await post(app, '/origins/cards', { pageSize: 1 })).json().total).toBe(522);
  });
});
