import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Contract } from 'ethers';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import type { ChainReceipt, ReceiptReader } from '../src/chain/receipt-reader';
import { forgetExpiredPaymentOutcomes } from '../src/migrations/001-forget-expired-payment-outcomes';
import { PaymentProcessor } from '../src/payments/payment-processor';
import { claimId, PaymentsRepository, productKey, type PaymentClaim, type PaymentOutcome } from '../src/repositories/payments-repository';
import { PaymentWorker } from '../src/worker/payment-worker';
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
  return { _id: claimId(txHash, accountId), txHash, accountId, product, productKey: productKey(product), priceUnits: '5000000', referralCodeId: null, createdAt: now, expiresAt: new Date(now.getTime() + 60_000), open: true };
};

const queue = async (payments: PaymentsRepository, since: Date, pageSize?: number) => {
  const all: PaymentClaim[] = [];
  for await (const page of payments.openClaims(since, pageSize)) all.push(...page);
  return all;
};

/**
 * `count` claims of one account, an hour old, each with its outcome (a third confirmed) but not
 * closed: a crash after each outcome, or (one in ten) claims written before the `open` flag.
 */
async function settledClaims(payments: PaymentsRepository, accountId: string, count: number) {
  const hourAgo = Date.now() - 3_600_000;
  // one at a time: FerretDB's SQLite backend is much slower with concurrent writes
  for (let i = 0; i < count; i++) {
    const c = claim(`0x${accountId}${String(i).padStart(5, '0')}`, accountId, new Date(hourAgo + i));
    c.expiresAt = new Date(c.createdAt.getTime() + 3_600_000 + 60_000);
    if (i % 10 === 0) delete c.open;
    await payments.claim(c);
    await payments.settle(c, i % 3 === 0 ? 'confirmed' : 'rejected', i % 3 === 0 ? {} : { code: 'TX_WRONG_RECIPIENT' });
  }
}

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

  it('a hash settles once across accounts; confirmation and rejection of one claim exclude each other', async () => {
    const [a, b] = [claim('0xcc', 'acc1'), claim('0xcc', 'acc2')];
    await payments.claim(a);
    await payments.claim(b);
    const [ra, rb] = await Promise.all([payments.settle(a, 'confirmed'), payments.settle(b, 'confirmed')]);
    expect([ra.won, rb.won].sort()).toEqual([false, true]);
    expect((await payments.settlement('0xcc'))?.status).toBe('confirmed');

    const c = claim('0xdd', 'acc1');
    await payments.claim(c);
    const race = await Promise.all([payments.settle(c, 'rejected', { code: 'TX_FAILED' }), payments.settle(c, 'confirmed'), payments.settle(c, 'rejected', { code: 'TX_FAILED' })]);
    const winner = race.find((r) => r.won)!;
    expect(race.filter((r) => r.won)).toHaveLength(1);
    expect(race.every((r) => r.outcome.status === winner.outcome.status)).toBe(true);
    expect((await payments.outcome(c._id))?.status).toBe(winner.outcome.status);
  });

  it('an expired outcome an older version recorded is forgotten at start-up: then 10 concurrent confirmations, one wins', async () => {
    const c = claim('0xde', 'acc1');
    await payments.claim(c);
    const outcomes = store.collection<Omit<PaymentOutcome, 'status'> & { status: string }>('payment_outcomes');
    await outcomes.insertOne({ _id: c._id, txHash: c.txHash, accountId: c.accountId, status: 'expired', settles: `none:${c._id}`, productKey: c.productKey, referralCodeId: null, at: new Date() });
    await forgetExpiredPaymentOutcomes.up(store);
    expect(await outcomes.find({ _id: c._id })).toEqual([]);
    await forgetExpiredPaymentOutcomes.up(store); // again, as after a crash before its record: no harm
    const race = await Promise.all(Array.from({ length: 10 }, () => payments.settle(c, 'confirmed', { paidUnits: 5_000_000n })));
    expect(race.filter((r) => r.won)).toHaveLength(1);
    expect(race.every((r) => r.outcome.status === 'confirmed')).toBe(true);
    expect(await outcomes.find({ _id: c._id })).toHaveLength(1);
    expect((await payments.settlement('0xde'))?.status).toBe('confirmed');
  });

  it('counts an account’s open claims that have not lapsed (the cap on pending payments)', async () => {
    const now = new Date();
    const [a, b, lapsed, closed] = ['0xf1', '0xf2', '0xf3', '0xf4'].map((h) => claim(h, 'acc4', now));
    lapsed!.expiresAt = new Date(now.getTime() - 1);
    for (const c of [a, b, lapsed, closed]) await payments.claim(c!);
    await payments.close(closed!._id);
    expect(await payments.openCount('acc4', now)).toBe(2);
    expect(await payments.openCount('acc5', now)).toBe(0);
  });

  it('lists open claims for the worker and derives statuses in the history', async () => {
    const now = new Date();
    const open = claim('0xee', 'acc3', now);
    const done = claim('0xef', 'acc3', now);
    await payments.claim(open);
    await payments.claim(done);
    await payments.settle(done, 'rejected', { code: 'TX_WRONG_RECIPIENT' });
    await payments.close(done._id);
    const ids = (await queue(payments, new Date(now.getTime() - DAY))).map((c) => c._id);
    expect(ids).toContain(open._id);
    expect(ids).not.toContain(done._id);
    const history = await payments.history('acc3', new Date(now.getTime() + 120_000));
    expect(Object.fromEntries(history.map((p) => [p.txHash, p.status]))).toEqual({ '0xee': 'expired', '0xef': 'rejected' });
  });

  it('the worker re-checks a newer pending claim past more than 1000 settled ones that were never closed, and finishes those', async () => {
    // a store of its own, so the report counts only these claims
    const own = await target.open();
    try {
      const repo = new PaymentsRepository(own);
      await repo.ensureIndexes();
      await settledClaims(repo, 'w1', 1100);
      const pending = claim(`0x${'ab'.repeat(32)}`, 'w1');
      await repo.claim(pending);

      const asked: string[] = [];
      const reader: ReceiptReader = {
        receipt: async (txHash): Promise<ChainReceipt | null> => {
          asked.push(txHash);
          return null; // not mined yet
        },
        isKnown: async () => true, // sent, waiting in the pool
        blockNumber: async () => 1,
        destroy: () => undefined,
      };
      const applied: Array<{ claim: PaymentClaim; at: Date | undefined }> = [];
      const apply = vi.fn(async (c: PaymentClaim, at?: Date) => {
        applied.push({ claim: c, at });
      });
      const processor = new PaymentProcessor({
        reader,
        payments: repo,
        effects: { apply },
        walletsOf: async () => [],
        settings: { token: '0x01', receiver: '0x02', confirmations: 1, pendingTtlMs: 3_600_000 },
      });
      const worker = new PaymentWorker({ processor, payments: repo, log: { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger });

      expect(await worker.tick()).toEqual({ checked: 1, pending: 1, confirmed: 0, rejected: 0, lapsed: 0, dropped: 0, failed: 0, finished: 1100 });
      expect(asked).toEqual([pending.txHash]);
      // the confirmed ones' effects were applied again (idempotent in the ledgers), with the time they were paid
      expect(apply).toHaveBeenCalledTimes(367);
      expect(applied.every(({ claim: c, at }) => c.accountId === 'w1' && at instanceof Date)).toBe(true);

      // finished claims left the queue; the pending one is re-checked again
      expect(await worker.tick()).toEqual({ checked: 1, pending: 1, confirmed: 0, rejected: 0, lapsed: 0, dropped: 0, failed: 0, finished: 0 });
      expect(asked).toEqual([pending.txHash, pending.txHash]);
      expect(apply).toHaveBeenCalledTimes(367);
      for (const pageSize of [200, 7]) expect((await queue(repo, new Date(Date.now() - DAY), pageSize)).map((c) => c._id)).toEqual([pending._id]);
      // an open claim past the window is not the worker's any more
      expect(await queue(repo, new Date(Date.now() + DAY))).toEqual([]);
    } finally {
      await target.dispose(own);
    }
  }, 180_000); // about 2 300 writes: seconds on FerretDB

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

  it('20 concurrent submissions of one paid hash through the API credit once, each answering confirmed', async () => {
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
      // the same account's repeats answer the credited result
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(await app.billing.credits.balance(me.accountId)).toBe(12);
    } finally {
      await app.close();
    }
  });
});
