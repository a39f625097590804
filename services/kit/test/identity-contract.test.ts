import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionsRepository, WalletsRepository, hashToken } from '../src/identity';
import type { Store } from '../src/store';
import { storeTargets } from '../src/testing';

const ALICE = '0x' + 'a1'.repeat(20);
const BOB = '0x' + 'b2'.repeat(20);

describe.each(storeTargets())('identity repositories on $name', (target) => {
  let store: Store;
  let sessions: SessionsRepository;
  let wallets: WalletsRepository;

  beforeAll(async () => {
    store = await target.open();
    sessions = new SessionsRepository(store);
    wallets = new WalletsRepository(store);
    await sessions.ensureIndexes();
    await wallets.ensureIndexes();
    // start-up index creation is idempotent
    await sessions.ensureIndexes();
    await wallets.ensureIndexes();
  });
  afterAll(async () => target.dispose(store));

  it('creates an account on first login and finds it again, whatever the address case', async () => {
    const first = await wallets.accountForLogin(ALICE.toUpperCase().replace('0X', '0x'));
    expect(first.created).toBe(true);
    const again = await wallets.accountForLogin(ALICE);
    expect(again).toEqual({ accountId: first.accountId, created: false });
    expect(await wallets.listAddresses(first.accountId)).toEqual([ALICE]);
  });

  it('gives concurrent first logins of one wallet the same account', async () => {
    const wallet = '0x' + 'c3'.repeat(20);
    const results = await Promise.all(Array.from({ length: 8 }, () => wallets.accountForLogin(wallet)));
    expect(new Set(results.map((r) => r.accountId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it('links a second wallet once, and never to two accounts', async () => {
    const alice = await wallets.accountForLogin(ALICE);
    const other = await wallets.accountForLogin('0x' + 'd4'.repeat(20));
    expect(await wallets.link(BOB, alice.accountId)).toBe('linked');
    expect(await wallets.link(BOB, alice.accountId)).toBe('already-linked');
    expect(await wallets.link(BOB, other.accountId)).toBe('linked-elsewhere');
    expect(await wallets.listAddresses(alice.accountId)).toEqual([ALICE, BOB]);
  });

  it('stores sessions by token hash and resolves live ones', async () => {
    const { token, session } = await sessions.create('acc-1', ALICE, 60_000);
    expect(session.id).toBe(hashToken(token));
    expect(await sessions.findByToken(token)).toMatchObject({ accountId: 'acc-1', address: ALICE });
    expect(await sessions.findByToken('not-a-token')).toBeNull();
  });

  it('treats expired sessions as absent and purges them', async () => {
    const past = new Date(Date.now() - 120_000);
    const { token } = await sessions.create('acc-2', ALICE, 60_000, past);
    expect(await sessions.findByToken(token)).toBeNull();
    const stale = await sessions.create('acc-3', ALICE, 1000, past);
    expect(await sessions.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await sessions.findByToken(stale.token)).toBeNull();
  });

  it('revokes a session once', async () => {
    const { token, session } = await sessions.create('acc-4', BOB, 60_000);
    expect(await sessions.revoke(session.id)).toBe(true);
    expect(await sessions.revoke(session.id)).toBe(false);
    expect(await sessions.findByToken(token)).toBeNull();
  });
});
