import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Contract } from 'ethers';
import type { Store } from '@criadero/service-platform/store';
import { storeTargets } from '@criadero/service-platform/testing';
import { claimId, PaymentsRepository, productKey, type PaymentClaim } from '../src/repositories/payments-repository';
import { SubscriptionsLedger } from '../src/repositories/subscriptions-ledger';
import { startLocalChain, type LocalChain } from '../src/testing';
import { account, billingTestConfig, buildTestApp, pay, RECEIVER, USDC } from './helpers';

const DAY = 86_400_000;
let chain: LocalChain;
let usdc: Contract;

beforeAll(async () => {
  chain = await startLocalChain();
  usdc = await chain.deployUsdc([]);
});
afterAll(async () => chain?.close());

const claim = (txHash: string, accountId: string, now = new Date()): PaymentClaim => {
  const product = { kind: 'credits' as const, amount: 5 };
  return { _id: claimId(txHash, accountId), txHash, accountId, product, productKey: productKey(product), priceUnits: '5000000', referralCodeId: null, createdAt: now, expiresAt: new Date(now.getTime() + 60_000) };
};

describe.each(storeTargets())('payment ledgers on $name', (target) => {
  let store: Store;
  let payments: PaymentsRepository;
  let subscriptions: SubscriptionsLedger;

  beforeAll(async () => {
    store = await target.open();
    payments = new PaymentsRepository(store);
    subscriptions = new SubscriptionsLedger(store);
    for (let i = 0; i < 2; i++) {
      await payments.ensureIndexes();
      await subscriptions.ensureIndexes();
    }
  });
  afterAll(async () => target.dispose(store));

  it('a claim is inserted once per (hash, account)', async () => {
    const c = claim('0xaa', 'acc1');
    const results = await Promise.all(Array.from({ length: 10 }, () => payments.claim(c)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results.every((r) => r.claim._id === c._id)).toBe(true);
  });

  it('20 concurrent confirmations of one claim: one wins', async () => {
    const c = claim('0xbb', 'acc1');
    await payments.claim(c);
    const results = await Promise.all(Array.from({ length: 20 }, () => payments.settle(c, 'confirmed', { paidUnits: 5_000_000n })));
    expect(results.filter((r) => r.won)).toHaveLength(1);
    expect(results.every((r) => r.outcome.status === 'confirmed')).toBe(true);
  });

  it('a hash settles once across accounts; expiry and confirmation of one claim exclude each other', async () => {
    const [a, b] = [claim('0xcc', 'acc1'), claim('0xcc', 'acc2')];
    await payments.claim(a);
    await payments.claim(b);
    const [ra, rb] = await Promise.all([payments.settle(a, 'confirmed'), payments.settle(b, 'confirmed')]);
    expect([ra.won, rb.won].sort()).toEqual([false, true]);
    expect((await payments.settlement('0xcc'))?.status).toBe('confirmed');

    const c = claim('0xdd', 'acc1');
    await payments.claim(c);
    const race = await Promise.all([payments.settle(c, 'expired'), payments.settle(c, 'confirmed'), payments.settle(c, 'expired')]);
    const winner = race.find((r) => r.won)!;
    expect(race.filter((r) => r.won)).toHaveLength(1);
    expect(race.every((r) => r.outcome.status === winner.outcome.status)).toBe(true);
    expect((await payments.outcome(c._id))?.status).toBe(winner.outcome.status);
  });

  it('lists open claims for the worker and derives statuses in the history', async () => {
    const now = new Date();
    const open = claim('0xee', 'acc3', now);
    const done = claim('0xef', 'acc3', now);
    await payments.claim(open);
    await payments.claim(done);
    await payments.settle(done, 'rejected', { code: 'TX_WRONG_RECIPIENT' });
    const queue = (await payments.open(new Date(now.getTime() - DAY))).map((c) => c._id);
    expect(queue).toContain(open._id);
    expect(queue).not.toContain(done._id);
    const history = await payments.history('acc3', new Date(now.getTime() + 120_000));
    expect(Object.fromEntries(history.map((p) => [p.txHash, p.status]))).toEqual({ '0xee': 'expired', '0xef': 'rejected' });
  });

  it('Craft World months stack and concurrent grants with distinct keys all land', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    await Promise.all(Array.from({ length: 6 }, (_, i) => subscriptions.grant({ accountId: 's1', days: 30, referralCodeId: null, idempotencyKey: `tx:s1:${i}` }, now)));
    await subscriptions.grant({ accountId: 's1', days: 30, referralCodeId: null, idempotencyKey: 'tx:s1:0' }, now);
    const status = await subscriptions.status('s1', now);
    expect(status).toMatchObject({ active: true, renewals: 6 });
    expect(status.expiresAt!.getTime() - now.getTime()).toBe(180 * DAY);
    // lapsed: a new run starts when bought
    const later = new Date(now.getTime() + 200 * DAY);
    expect((await subscriptions.status('s1', later)).active).toBe(false);
    await subscriptions.grant({ accountId: 's1', days: 30, referralCodeId: 'ref_X', idempotencyKey: 'tx:s1:late' }, later);
    expect(await subscriptions.status('s1', later)).toMatchObject({ active: true, renewals: 1, startedAt: later });
  });

  it('20 concurrent submissions of one paid hash through the API credit once', async () => {
    const app: FastifyInstance = await buildTestApp(
      billingTestConfig({ RONIN_RPC_URL: chain.url, PAYMENT_CHAIN_ID: '31337', USDC_ADDRESS: await usdc.getAddress(), PAYMENT_CONFIRMATIONS: '1' }),
      { store },
    );
    try {
      const player = await chain.newWallet([usdc]);
      const me = await account(app, player.address);
      const hash = await pay(usdc, player.signer, RECEIVER, USDC(12));
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.inject({ method: 'POST', url: '/api/users/checkCreditbuy', headers: me.headers, payload: { wallets: [], tx_hash: hash, amount: 12 } }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(Array(19).fill('TX_ALREADY_USED'));
      expect(await app.billing.credits.balance(me.accountId)).toBe(12);
    } finally {
      await app.close();
    }
  });
});
