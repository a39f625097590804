import { describe, expect, it } from 'vitest';
import { storeTargets } from '@criadero/service-kit/testing';
import { SHARE_LINK_MAX_AXIES, type SharedPageState } from '@criadero/api-contracts/axie';
import { SHARE_LINKS_PER_MINUTE } from '../src/share-links/share-links-routes';
import { useAppOnStore } from './helpers';

/** A page of `n` Axies with rules, fees and a pair: what the breeding page sends. */
const page = (n: number, extra: Partial<SharedPageState> = {}): SharedPageState => ({
  v: 2,
  ids: Array.from({ length: n }, (_, i) => String(10_000_000 + i * 7)),
  wallets: [],
  selection: { eyes: ['eyes-zeal'], classes: ['beast'] },
  config: { breed_count: [0, 7], priorityOrder: ['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'], auctionType: 'Sale' },
  maxPrice: 90,
  combination: [{ id: 'r1', type: 'eyes', part: 'eyes-zeal', operation: 'desde', percent: 37.5 }],
  model: 'spec-table',
  metric: 'cost',
  hidden: [String(10_000_007)],
  pair: [String(10_000_000), String(10_000_014)],
  fees: { asOf: '2026-11-01', slpByBreedCount: [900, 1350, 2250, 3600, 5850, 9450, 15300], axsPerBreed: 0.5, edited: true },
  ...extra,
});

/** Shared links on the embedded store and on a MongoDB-wire server (FerretDB). */
describe.each(storeTargets())('breeding share links on $name', (target) => {
  const site = useAppOnStore(target);

  const create = (body: unknown, remoteAddress = '127.0.0.1', language = 'es') =>
    site.app.inject({ method: 'POST', url: '/api/axie/share-links', remoteAddress, headers: { 'accept-language': language }, payload: body as object });
  const open = (id: string, language = 'es') => site.app.inject({ method: 'GET', url: `/api/axie/share-links/${id}`, headers: { 'accept-language': language } });

  it('keeps a 20,000-Axie page under a 22-character id and gives it back whole, to anyone', async () => {
    const state = page(SHARE_LINK_MAX_AXIES);
    const made = await create({ state });
    expect(made.statusCode).toBe(200);
    const { id } = made.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const opened = await open(id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ id, state });
  });

  it('the same state gives the same id whatever the order of its keys; another state another id; one document each', async () => {
    const state = page(3);
    const reordered = Object.fromEntries(Object.entries(state).reverse());
    const a = (await create({ state })).json().id;
    const b = (await create({ state: reordered })).json().id;
    const c = (await create({ state: page(3, { pair: null }) })).json().id;
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(await site.store.collection('axie_share_links').countDocuments({ _id: a })).toBe(1);
  });

  it('refuses a malformed state with 400 and a text in the caller’s language, an unknown id with 404, a bad id with 400', async () => {
    const cases: unknown[] = [
      {},
      { state: { ...page(1), v: 1 } },
      { state: { ...page(1), ids: ['12a'] } },
      { state: { ...page(1), ids: Array.from({ length: SHARE_LINK_MAX_AXIES + 1 }, (_, i) => String(i)) } },
      { state: { ...page(1), owner: 'x' } },
    ];
    for (const body of cases) {
      const res = await create(body);
      expect([400, 413]).toContain(res.statusCode);
      expect(res.json().error).toMatch(/\S/);
    }
    const missing = await open('A'.repeat(22), 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'SHARE_LINK_NOT_FOUND', error: 'That link does not exist or is not from this page: ask whoever gave it to you to copy it again' });
    const portuguese = await open('A'.repeat(22), 'pt');
    expect(portuguese.json().error).toContain('Esse link não existe');
    expect((await open('short')).statusCode).toBe(400);
  });

  it('refuses a body over the size limit with 413 and a text the page shows', async () => {
    const huge = { state: page(1, { selection: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${String.fromCharCode(97 + (i % 26))}${'x'.repeat(i % 5)}`, Array.from({ length: 400 }, () => 'y'.repeat(60))])) }) };
    const res = await create(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', error: expect.stringMatching(/\S/) });
  });

  it(`lets one address make ${SHARE_LINKS_PER_MINUTE} links a minute, then answers 429 with a text`, async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < SHARE_LINKS_PER_MINUTE; i++) expect((await create({ state: page(2, { maxPrice: 10 + i }) }, address)).statusCode).toBe(200);
    const refused = await create({ state: page(2, { maxPrice: 5 }) }, address, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', error: expect.stringMatching(/\S/) });
    // another address is not held back
    expect((await create({ state: page(2, { maxPrice: 5 }) }, '203.0.113.10')).statusCode).toBe(200);
  });
});
