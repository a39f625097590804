import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provenance } from '@criadero/api-contracts/schemas/paid-search';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import { CreditsLedger } from '../src/repositories/credits-ledger';
import { PlansLedger } from '../src/repositories/plans-ledger';
import { createPaidSearchRule, type PaidSearchRule } from '../src/search-credits';

/** One search through the rule: `found` results over data of `provenance`. */
const search = (rule: PaidSearchRule, accountId: string, requestId: string, options: { filters?: unknown; provenance?: Provenance; found?: number; market?: string } = {}) =>
  rule.run({ accountId, market: options.market ?? 'test-market', requestId, filters: options.filters ?? {} }, async () => ({
    answer: { results: options.found ?? 3 },
    found: options.found ?? 3,
    provenance: options.provenance ?? 'live',
  }));

describe.each(storeTargets())('the paid-search rule on $name', (target) => {
  let store: Store;
  let credits: CreditsLedger;
  let plans: PlansLedger;
  let rule: PaidSearchRule;
  let accounts = 0;
  /** a fresh account holding `credit` Plus Coins */
  const player = async (credit: number) => {
    const accountId = `acc-${++accounts}`;
    if (credit > 0) await credits.append({ accountId, delta: credit, kind: 'purchase', idempotencyKey: `tx:${accountId}` });
    return accountId;
  };
  const searchDebits = async (accountId: string) => (await credits.history(accountId, 100)).filter((entry) => entry.kind === 'search');

  beforeAll(async () => {
    store = await target.open();
    credits = new CreditsLedger(store);
    plans = new PlansLedger(store);
    await credits.ensureIndexes();
    await plans.ensureIndexes();
    rule = createPaidSearchRule(credits, plans);
  });
  afterAll(async () => target.dispose(store));

  it('charges a live search once and says so; the answer keeps what the search found', async () => {
    const accountId = await player(2);
    expect(await search(rule, accountId, 'r1')).toEqual({ results: 3, creditos: 1, charge: { charged: true, replay: false } });
    expect(await credits.balance(accountId)).toBe(1);
  });

  it('a search over sample or degraded data is free, even at zero credits, and says why', async () => {
    for (const provenance of ['sample', 'degraded'] as const) {
      const accountId = await player(0);
      expect(await search(rule, accountId, 'r1', { provenance })).toEqual({ results: 3, creditos: 0, charge: { charged: false, replay: false, reason: provenance } });
      expect(await credits.history(accountId)).toEqual([]);
    }
  });

  it('a search that finds nothing is free, even at zero credits', async () => {
    const accountId = await player(0);
    expect(await search(rule, accountId, 'r1', { found: 0 })).toMatchObject({ creditos: 0, charge: { charged: false, reason: 'nothing-found' } });
  });

  it('a retry with the same id and filters (an answer that never arrived, a page, an order) costs nothing more', async () => {
    const accountId = await player(3);
    await search(rule, accountId, 'lost', { filters: { rarities: ['Rare', 'Epic'], level: { min: 2 } } });
    const retry = await search(rule, accountId, 'lost', { filters: { level: { min: 2 }, rarities: ['Epic', 'Rare'] } });
    expect(retry).toMatchObject({ creditos: 2, charge: { charged: true, replay: true } });
    expect(await searchDebits(accountId)).toHaveLength(1);
  });

  it('new filters under the same id cost again; the same id on another market too', async () => {
    const accountId = await player(3);
    await search(rule, accountId, 'same', { filters: { rarities: ['Rare'] } });
    expect(await search(rule, accountId, 'same', { filters: { rarities: ['Epic'] } })).toMatchObject({ creditos: 1, charge: { charged: true, replay: false } });
    expect(await search(rule, accountId, 'same', { filters: { rarities: ['Rare'] }, market: 'other' })).toMatchObject({ creditos: 0, charge: { replay: false } });
    expect(await searchDebits(accountId)).toHaveLength(3);
  });

  it('10 credits and 50 concurrent searches with distinct ids: exactly 10 are charged, the rest 402 NO_CREDIT', async () => {
    const accountId = await player(10);
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => search(rule, accountId, `req-${i}`)));
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.reason).toMatchObject({ statusCode: 402, code: 'NO_CREDIT', creditos: 0 });
    expect((await searchDebits(accountId)).map((e) => e.balance).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('concurrent retries of one search spend one credit, even the last one (no 402)', async () => {
    const accountId = await player(1);
    const results = await Promise.all(Array.from({ length: 5 }, () => search(rule, accountId, 'last', { filters: { level: { max: 5 } } })));
    expect(results.every((r) => r.charge.charged && r.creditos === 0)).toBe(true);
    expect(results.filter((r) => !r.charge.replay)).toHaveLength(1);
    expect(await searchDebits(accountId)).toHaveLength(1);
  });

  it('with no credit left a live search is 402 NO_CREDIT with creditos 0, and spends nothing', async () => {
    const accountId = await player(0);
    await expect(search(rule, accountId, 'broke')).rejects.toMatchObject({ statusCode: 402, code: 'NO_CREDIT', creditos: 0 });
    expect(await credits.history(accountId)).toEqual([]);
  });

  it('never charges Elite, and reads its plan once for the whole period; a plan bought meanwhile counts at once', async () => {
    const counted = new PlansLedger(store);
    let reads = 0;
    const heldUntil = counted.heldUntil.bind(counted);
    counted.heldUntil = (...args) => ((reads += 1), heldUntil(...args));
    const elite = createPaidSearchRule(credits, counted);
    const eliteAccount = await player(0);
    await plans.grant({ accountId: eliteAccount, level: 2, days: 30, kind: 'grant', idempotencyKey: `plan:${eliteAccount}` });
    for (let i = 0; i < 3; i++) expect(await search(elite, eliteAccount, `e-${i}`)).toMatchObject({ creditos: 0, charge: { charged: false, reason: 'elite' } });
    expect(reads).toBe(1);
    expect(await credits.history(eliteAccount)).toEqual([]);

    const buyer = await player(5);
    expect(await search(elite, buyer, 'before')).toMatchObject({ creditos: 4, charge: { charged: true } });
    await plans.grant({ accountId: buyer, level: 2, days: 1, kind: 'payment', idempotencyKey: `plan:${buyer}` });
    expect(await search(elite, buyer, 'after')).toMatchObject({ creditos: 4, charge: { charged: false, reason: 'elite' } });
    expect(reads).toBe(3);
  });

  it('refuses a malformed id and an inverted range with 400 before the search runs; a failing search costs nothing', async () => {
    const accountId = await player(2);
    let ran = 0;
    const find = async () => ((ran += 1), { answer: {}, found: 1, provenance: 'live' as const });
    await expect(rule.run({ accountId, market: 'm', requestId: 'has spaces', filters: {} }, find)).rejects.toMatchObject({ statusCode: 400 });
    const inverted = rule.run({ accountId, market: 'm', requestId: 'r', filters: {}, ranges: { level: { min: 9, max: 2 }, breedCount: [1, 7] } }, find);
    await expect(inverted).rejects.toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.stringMatching(/min above max in level$/) });
    expect(ran).toBe(0);
    await expect(rule.run({ accountId, market: 'm', requestId: 'r', filters: {} }, () => Promise.reject(new Error('market down')))).rejects.toThrow('market down');
    expect(await credits.balance(accountId)).toBe(2);
  });
});
