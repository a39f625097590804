import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import { CreditsLedger, InsufficientCreditError } from '../src/repositories/credits-ledger';
import { NoncesRepository } from '../src/repositories/nonces-repository';
import { PlansLedger } from '../src/repositories/plans-ledger';
import { DEFAULT_USER_CONFIG, UserConfigsRepository } from '../src/repositories/user-configs-repository';

const DAY = 86_400_000;

describe.each(storeTargets())('users repositories on $name', (target) => {
  let store: Store;
  let credits: CreditsLedger;
  let plans: PlansLedger;
  let nonces: NoncesRepository;
  let configs: UserConfigsRepository;

  beforeAll(async () => {
    store = await target.open();
    credits = new CreditsLedger(store);
    plans = new PlansLedger(store);
    nonces = new NoncesRepository(store);
    configs = new UserConfigsRepository(store);
    for (let i = 0; i < 2; i++) {
      await credits.ensureIndexes();
      await plans.ensureIndexes();
      await nonces.ensureIndexes();
    }
  });
  afterAll(async () => target.dispose(store));

  describe('credits ledger', () => {
    it('derives the balance from insert-only entries with consecutive sequence numbers', async () => {
      expect(await credits.balance('c1')).toBe(0);
      await credits.append({ accountId: 'c1', delta: 10, kind: 'purchase', idempotencyKey: 'tx:0xaa' });
      await credits.append({ accountId: 'c1', delta: -1, kind: 'search', idempotencyKey: 'search:c1:r1' });
      expect(await credits.balance('c1')).toBe(9);
      const history = await credits.history('c1');
      expect(history.map((e) => [e.seq, e.delta, e.balance])).toEqual([
        [2, -1, 9],
        [1, 10, 10],
      ]);
    });

    it('applies an idempotency key once', async () => {
      const first = await credits.append({ accountId: 'c2', delta: 5, kind: 'purchase', idempotencyKey: 'tx:0xbb' });
      const again = await credits.append({ accountId: 'c2', delta: 5, kind: 'purchase', idempotencyKey: 'tx:0xbb' });
      expect(first.replay).toBe(false);
      expect(again).toEqual({ entry: first.entry, replay: true });
      expect(await credits.balance('c2')).toBe(5);
    });

    it('refuses to go below zero', async () => {
      await credits.append({ accountId: 'c3', delta: 1, kind: 'grant', idempotencyKey: 'grant:c3' });
      await credits.append({ accountId: 'c3', delta: -1, kind: 'search', idempotencyKey: 'search:c3:a' });
      await expect(credits.append({ accountId: 'c3', delta: -1, kind: 'search', idempotencyKey: 'search:c3:b' })).rejects.toBeInstanceOf(
        InsufficientCreditError,
      );
      expect(await credits.balance('c3')).toBe(0);
    });

    it('refuses an idempotency key that belongs to another account', async () => {
      await credits.append({ accountId: 'c4', delta: 1, kind: 'purchase', idempotencyKey: 'tx:0xcc' });
      await expect(credits.append({ accountId: 'c5', delta: 1, kind: 'purchase', idempotencyKey: 'tx:0xcc' })).rejects.toThrow(
        /another account/,
      );
    });
    // N concurrent appends landing at seqs 1..N, each from the one before: the ledger primitive's
    // contract test (services/kit/test/append-only-ledger-contract.test.ts) on every store.
  });

  describe('plans ledger', () => {
    it('has no plan by default', async () => {
      expect(await plans.current('n0')).toEqual({ level: 0, until: null });
    });

    it('chains periods of the same level and reports the highest active level', async () => {
      const now = new Date('2030-01-01T00:00:00Z');
      await plans.grant({ accountId: 'n1', level: 1, days: 30, kind: 'payment', idempotencyKey: 'plan:n1:a' }, now);
      const second = await plans.grant({ accountId: 'n1', level: 1, days: 30, kind: 'payment', idempotencyKey: 'plan:n1:b' }, now);
      expect(second.entry.startsAt.getTime()).toBe(now.getTime() + 30 * DAY);
      expect(await plans.current('n1', now)).toEqual({ level: 1, until: new Date(now.getTime() + 60 * DAY) });
      await plans.grant({ accountId: 'n1', level: 2, days: 1, kind: 'payment', idempotencyKey: 'plan:n1:c' }, now);
      expect(await plans.current('n1', now)).toEqual({ level: 2, until: new Date(now.getTime() + DAY) });
      // after the Elite day, the Premium time is still there
      expect((await plans.current('n1', new Date(now.getTime() + 2 * DAY))).level).toBe(1);
      expect((await plans.current('n1', new Date(now.getTime() + 61 * DAY))).level).toBe(0);
    });

    it('tells until when a level is held without a break', async () => {
      const now = new Date('2030-01-01T00:00:00Z');
      const at = (days: number) => new Date(now.getTime() + days * DAY);
      expect(await plans.heldUntil('n4', 2, now)).toBeNull();
      await plans.grant({ accountId: 'n4', level: 2, days: 1, kind: 'payment', idempotencyKey: 'plan:n4:a' }, now);
      await plans.grant({ accountId: 'n4', level: 2, days: 2, kind: 'payment', idempotencyKey: 'plan:n4:b' }, now);
      // bought when the first two had run out: a break between day 3 and day 5
      await plans.grant({ accountId: 'n4', level: 2, days: 1, kind: 'payment', idempotencyKey: 'plan:n4:c' }, at(5));
      await plans.grant({ accountId: 'n4', level: 1, days: 30, kind: 'payment', idempotencyKey: 'plan:n4:d' }, now);
      expect(await plans.heldUntil('n4', 2, now)).toEqual(at(3));
      expect(await plans.heldUntil('n4', 2, at(4))).toBeNull();
      expect(await plans.heldUntil('n4', 2, at(5))).toEqual(at(6));
      expect(await plans.heldUntil('n4', 1, now)).toEqual(at(30));
    });

    // one key sent concurrently is applied once: the ledger primitive's contract test

    it('chains concurrent extensions without overlap', async () => {
      const now = new Date('2030-01-01T00:00:00Z');
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => plans.grant({ accountId: 'n3', level: 1, days: 1, kind: 'payment', idempotencyKey: `plan:n3:${i}` }, now)),
      );
      expect(await plans.current('n3', now)).toEqual({ level: 1, until: new Date(now.getTime() + 5 * DAY) });
    });
  });

  describe('nonces', () => {
    it('are single use', async () => {
      const { nonce } = await nonces.issue(60_000);
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(await nonces.consume(nonce)).toBe(true);
      expect(await nonces.consume(nonce)).toBe(false);
    });

    it('are single use under concurrency', async () => {
      const { nonce } = await nonces.issue(60_000);
      const results = await Promise.all(Array.from({ length: 10 }, () => nonces.consume(nonce)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('expire, and unknown ones are refused', async () => {
      const past = new Date(Date.now() - 10 * 60_000);
      const old = await nonces.issue(60_000, past);
      expect(await nonces.consume(old.nonce)).toBe(false);
      expect(await nonces.consume('deadbeefdeadbeef')).toBe(false);
      expect(await nonces.purgeExpired()).toBeGreaterThanOrEqual(1);
    });
  });

  describe('user configs', () => {
    it('defaults to body_color 0 and genes_tree dr1, dr2, r1r2, dr1r2', async () => {
      expect(await configs.get('u0')).toEqual({ body_color: 0, genes_tree: ['dr1', 'dr2', 'r1r2', 'dr1r2'] });
      expect(DEFAULT_USER_CONFIG.genes_tree).toEqual(['dr1', 'dr2', 'r1r2', 'dr1r2']);
    });

    it('saves and overwrites', async () => {
      await configs.save('u1', { body_color: 1, genes_tree: ['d'] });
      await configs.save('u1', { body_color: 1, genes_tree: ['r1', 'none'] });
      expect(await configs.get('u1')).toEqual({ body_color: 1, genes_tree: ['r1', 'none'] });
    });

    it('survives concurrent first saves', async () => {
      await Promise.all(Array.from({ length: 5 }, (_, i) => configs.save('u2', { body_color: 0, genes_tree: i % 2 ? ['d'] : ['r2'] })));
      expect(['d', 'r2']).toContain((await configs.get('u2')).genes_tree[0]);
    });
  });
});
