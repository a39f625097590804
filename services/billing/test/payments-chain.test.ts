import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS, type MigrationRecord } from '@criadero/service-kit';
import type { Contract } from 'ethers';
import { startLocalChain, type LocalChain } from '../src/testing';
import { JsonRpcReceiptReader } from '../src/chain/receipt-reader';
import { LATE_MINING_WINDOW_MS } from '../src/payments/payment-processor';
import { claimId, MAX_OPEN_CLAIMS, MAX_UNKNOWN_CHECKS, productKey, type PaymentClaim, type PaymentOutcome } from '../src/repositories/payments-repository';
import { account, billingTestConfig, buildTestApp, pay, RECEIVER, USDC } from './helpers';

const DAY = 86_400_000;
let chain: LocalChain;
let usdc: Contract;
let otherToken: Contract;
let app: FastifyInstance;

/** a fresh funded wallet per player keeps the tests apart (wallets[0] deploys the tokens) */
const newPlayer = () => chain.newWallet([usdc, otherToken]);

beforeAll(async () => {
  chain = await startLocalChain();
  usdc = await chain.deployUsdc([]);
  otherToken = await chain.deployUsdc([]);
  app = await buildTestApp(billingTestConfig({ RONIN_RPC_URL: chain.url, PAYMENT_CHAIN_ID: '31337', USDC_ADDRESS: await usdc.getAddress(), PAYMENT_CONFIRMATIONS: '1' }));
});
afterAll(async () => {
  await app?.close();
  await chain?.close();
});

async function buyCredits(headers: Record<string, string>, txHash: string, amount = 10, wallets: string[] = []) {
  return app.inject({ method: 'POST', url: '/api/users/checkCreditbuy', headers, payload: { wallets, tx_hash: txHash, amount, affiliate_code: null } });
}
const balance = async (accountId: string) => app.billing.credits.balance(accountId);

describe('credit purchase verified on the local chain (1 confirmation)', () => {
  let me: Awaited<ReturnType<typeof account>>;
  let main: Awaited<ReturnType<typeof newPlayer>>;
  let second: Awaited<ReturnType<typeof newPlayer>>;
  beforeEach(async () => {
    [main, second] = [await newPlayer(), await newPlayer()];
    me = await account(app, main.address, second.address);
  });
  const player = () => main.signer;

  it('a good payment credits once; showing it again answers its first result and credits nothing more', async () => {
    const hash = await pay(usdc, player(), RECEIVER, USDC(10));
    const first = await buyCredits(me.headers, hash, 10, [main.address, `ronin:${second.address.slice(2)}`]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ premium: true, status: 'confirmed', creditos: 10 });
    const again = await buyCredits(me.headers, hash);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // the same hash for another purchase, or by another account, is refused
    const other = await account(app, (await newPlayer()).address);
    const byOther = await buyCredits(other.headers, hash);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json()).toMatchObject({ code: 'TX_ALREADY_USED', error: 'Esta transacción ya fue usada para un pago' });
    const asPlan = await app.inject({ method: 'POST', url: '/api/users/checkPayment', headers: me.headers, payload: { txHash: hash, plan: 'daily-premium' } });
    expect(asPlan.statusCode).toBe(409);
    expect(await balance(me.accountId)).toBe(10);
  });

  it('a payment from the account’s second wallet counts; paying more than the price credits the amount bought', async () => {
    const hash = await pay(usdc, second.signer, RECEIVER, USDC(7.5));
    const res = await buyCredits(me.headers, hash, 7);
    expect(res.json()).toMatchObject({ premium: true, creditos: 7 });
  });

  it('refuses a transfer to another address', async () => {
    const hash = await pay(usdc, player(), chain.wallets[5]!.address, USDC(10));
    const res = await buyCredits(me.headers, hash);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'TX_WRONG_RECIPIENT' });
    expect(await balance(me.accountId)).toBe(0);
  });

  it('refuses another token sent to the receiving address', async () => {
    const hash = await pay(otherToken, player(), RECEIVER, USDC(10));
    const res = await buyCredits(me.headers, hash);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'TX_NO_USDC_TRANSFER' });
  });

  it('refuses too small an amount', async () => {
    const hash = await pay(usdc, player(), RECEIVER, USDC(9.99));
    const res = await buyCredits(me.headers, hash, 10);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'TX_AMOUNT_TOO_LOW', error: 'El monto transferido es menor que el precio' });
    expect(await balance(me.accountId)).toBe(0);
  });

  it('refuses someone else’s transfer, and the payer can still claim it', async () => {
    const stranger = await newPlayer();
    const hash = await pay(usdc, stranger.signer, RECEIVER, USDC(10));
    const res = await buyCredits({ ...me.headers, 'accept-language': 'en' }, hash);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'TX_NOT_YOUR_WALLET', error: 'The transfer did not come from a wallet of your account' });
    const owner = await account(app, stranger.address);
    expect((await buyCredits(owner.headers, hash)).json()).toMatchObject({ premium: true, creditos: 10 });
    expect(await balance(me.accountId)).toBe(0);
  });

  it('refuses a failed (reverted) transaction', async () => {
    const hash = await pay(usdc, player(), RECEIVER, USDC(10_000_000), { gasLimit: 100_000n });
    expect((await chain.provider.getTransactionReceipt(hash))?.status).toBe(0);
    const res = await buyCredits(me.headers, hash);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'TX_FAILED' });
  });

  it('refuses a wallet in the payload that is not the account’s', async () => {
    const hash = await pay(usdc, player(), RECEIVER, USDC(1));
    const res = await buyCredits(me.headers, hash, 1, [chain.wallets[6]!.address]);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('WALLET_MISMATCH');
  });

  it('needs a session and a well-formed body', async () => {
    const hash = await pay(usdc, player(), RECEIVER, USDC(1));
    expect((await buyCredits({}, hash)).statusCode).toBe(401);
    expect((await buyCredits(me.headers, hash, 1001)).json().code).toBe('VALIDATION_ERROR');
    expect((await buyCredits(me.headers, '0x1234')).statusCode).toBe(400);
  });

  it('20 concurrent submissions of one hash credit once (each answers confirmed)', async () => {
    const hash = await pay(usdc, player(), RECEIVER, USDC(25));
    const results = await Promise.all(Array.from({ length: 20 }, () => buyCredits(me.headers, hash, 25)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.json().status === 'confirmed')).toBe(true);
    expect(await balance(me.accountId)).toBe(25);
    expect((await app.billing.credits.history(me.accountId)).filter((e) => e.reference === hash.toLowerCase())).toHaveLength(1);
  });
});

describe('plans and Craft World Premium', () => {
  it('two monthly Premium purchases stack: the second starts when the first ends', async () => {
    const { address, signer } = await newPlayer();
    const me = await account(app, address);
    const first = await app.inject({ method: 'POST', url: '/api/users/checkPayment', headers: me.headers, payload: { txHash: await pay(usdc, signer, RECEIVER, USDC(20)), plan: 'monthly-premium' } });
    expect(first.json()).toMatchObject({ premium: true, level: 1 });
    const until1 = Date.parse(first.json().premiumUntil);
    expect(until1 - Date.now()).toBeGreaterThan(29.9 * DAY);
    const second = await app.inject({ method: 'POST', url: '/api/users/checkPayment', headers: me.headers, payload: { txHash: await pay(usdc, signer, RECEIVER, USDC(20)), plan: 'monthly-premium' } });
    expect(Date.parse(second.json().premiumUntil) - until1).toBe(30 * DAY);
    const elite = await app.inject({ method: 'POST', url: '/api/users/checkPayment', headers: me.headers, payload: { txHash: await pay(usdc, signer, RECEIVER, USDC(79)), plan: 'monthly-elite' } });
    expect(elite.json().code).toBe('TX_AMOUNT_TOO_LOW');
  });

  it('Elite over Premium, paid on chain at the listed 80 USDC: Elite now, and GET /billing/plan says Premium follows until its days run out', async () => {
    const { address, signer } = await newPlayer();
    const me = await account(app, address);
    const plan = async () => (await app.inject({ method: 'GET', url: '/api/billing/plan', headers: me.headers })).json();
    expect(await plan()).toEqual({ level: 0, until: null, next: null });
    await app.inject({ method: 'POST', url: '/api/users/checkPayment', headers: me.headers, payload: { txHash: await pay(usdc, signer, RECEIVER, USDC(20)), plan: 'monthly-premium' } });
    const premium = await plan();
    expect(premium).toMatchObject({ level: 1, next: null });
    const elite = await app.inject({ method: 'POST', url: '/api/users/checkPayment', headers: me.headers, payload: { txHash: await pay(usdc, signer, RECEIVER, USDC(80)), plan: 'monthly-elite' } });
    expect(elite.json()).toMatchObject({ premium: true, level: 2 });
    const after = await plan();
    expect(after.level).toBe(2);
    expect(after.next.level).toBe(1);
    // the Premium month hardly started: all of it (rounded up to 30 whole days) follows Elite
    expect(Date.parse(after.next.until) - Date.parse(after.until)).toBe(30 * DAY);
    expect((await app.inject({ method: 'GET', url: '/api/billing/plan' })).statusCode).toBe(401);
  });

  it('prices Craft World from the code on record: 7.20 with the default 10 %, 6.00 with a 25 % code, 8 without', async () => {
    const { address, signer } = await newPlayer();
    const me = await account(app, address);
    const cw = (txHash: string, referralCodeId: string | null) =>
      app.inject({ method: 'POST', url: '/api/craft-world/payment', headers: me.headers, payload: { txHash, amount: 6, currency: 'USDC', type: 'craft_world_premium', referralCodeId } });
    // 6.00 claimed with the 10 % code: too little
    expect((await cw(await pay(usdc, signer, RECEIVER, USDC(6)), 'ref_CRIADERO')).json().code).toBe('TX_AMOUNT_TOO_LOW');
    expect((await cw(await pay(usdc, signer, RECEIVER, USDC(7.2)), 'ref_CRIADERO')).json()).toMatchObject({ success: true, status: 'confirmed' });
    expect((await cw(await pay(usdc, signer, RECEIVER, USDC(6)), 'ref_AMIGO25')).json()).toMatchObject({ success: true });
    expect((await cw(await pay(usdc, signer, RECEIVER, USDC(7.2)), null)).json().code).toBe('TX_AMOUNT_TOO_LOW');
    const status = (await app.inject({ method: 'GET', url: '/api/users/craft-world-subscription', headers: me.headers })).json();
    expect(status).toMatchObject({ active: true, renewals: 2, price: '8.00', currentReferralCode: null });
    expect(Date.parse(status.expiresAt) - Date.parse(status.startedAt)).toBe(60 * DAY);
  });
});

describe('pending payments and the worker', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await buildTestApp(
      billingTestConfig({ RONIN_RPC_URL: chain.url, PAYMENT_CHAIN_ID: '31337', USDC_ADDRESS: await usdc.getAddress(), PAYMENT_CONFIRMATIONS: '3', PAYMENT_PENDING_TTL_SECONDS: '1800' }),
    );
  });
  afterAll(async () => strict?.close());
  const submit = (headers: Record<string, string>, txHash: string) =>
    strict.inject({ method: 'POST', url: '/api/users/checkCreditbuy', headers, payload: { wallets: [], tx_hash: txHash, amount: 5 } });

  it('an unconfirmed payment stays pending until more blocks are mined; the worker then credits it once', async () => {
    const { address, signer } = await newPlayer();
    const me = await account(strict, address);
    const hash = await pay(usdc, signer, RECEIVER, USDC(5));
    const res = await submit(me.headers, hash);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ premium: false, status: 'pending', reason: 'CONFIRMATIONS', confirmations: 1, required: 3, creditos: 0 });
    // what Prometheus reads of the worker (GET /metrics): its passes, the claims it left pending, what it confirmed
    const metric = async (name: string, labels: Record<string, string> = {}) =>
      (await strict.metrics.getSingleMetric(name)!.get()).values.find((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x))?.value ?? 0;
    const passesBefore = await metric('criadero_payment_worker_passes_total');
    expect(await strict.billing.worker!.tick()).toMatchObject({ pending: 1 });
    expect(await metric('criadero_payment_pending_claims')).toBe(1);
    await chain.mine(2);
    expect(await strict.billing.worker!.tick()).toMatchObject({ confirmed: 1 });
    expect(await metric('criadero_payment_pending_claims')).toBe(0);
    expect(await metric('criadero_payment_worker_passes_total')).toBe(passesBefore + 2);
    expect(await metric('criadero_payment_worker_claims_total', { result: 'confirmed' })).toBeGreaterThanOrEqual(1);
    expect(await strict.billing.credits.balance(me.accountId)).toBe(5);
    // the browser retries its stored pending record: answered as credited, nothing more credited
    expect((await submit(me.headers, hash)).json()).toMatchObject({ premium: true, status: 'confirmed', creditos: 5 });
    expect(await strict.billing.worker!.tick()).toMatchObject({ checked: 0 });
    expect(await strict.billing.credits.balance(me.accountId)).toBe(5);
  });

  it('a transaction not mined yet is pending, then confirmed by re-submission after mining', async () => {
    const { address, signer } = await newPlayer();
    const me = await account(strict, address);
    await chain.setAutomine(false);
    try {
      const hash = await pay(usdc, signer, RECEIVER, USDC(5), { wait: false, gasLimit: 100_000n });
      expect((await submit(me.headers, hash)).json()).toMatchObject({ status: 'pending', reason: 'NOT_MINED', confirmations: 0 });
      await chain.mine(3);
      expect((await submit(me.headers, hash)).json()).toMatchObject({ premium: true, creditos: 5 });
    } finally {
      await chain.setAutomine(true);
    }
  });

  it('keeps a payment pending when the chain cannot be reached, and the worker settles it later', async () => {
    const offline = await buildTestApp(billingTestConfig({ USDC_ADDRESS: await usdc.getAddress(), PAYMENT_CONFIRMATIONS: '1' }), {
      receiptReader: new JsonRpcReceiptReader('http://127.0.0.1:9/', 31337, 500),
    });
    try {
      const { address, signer } = await newPlayer();
      const me = await account(offline, address);
      const hash = await pay(usdc, signer, RECEIVER, USDC(3));
      const res = await offline.inject({ method: 'POST', url: '/api/users/checkCreditbuy', headers: me.headers, payload: { wallets: [], tx_hash: hash, amount: 3 } });
      expect(res.json()).toMatchObject({ status: 'pending', reason: 'CHAIN_UNAVAILABLE' });
      expect(await offline.billing.worker!.tick()).toMatchObject({ failed: 1 });
      expect(await offline.billing.credits.balance(me.accountId)).toBe(0);
    } finally {
      await offline.close();
    }
  });
});

/**
 * Money cases, each on an app and store of its own (so the worker's report counts
 * only the test's claims), against the local EVM node.
 */
describe('late, repeated and junk payments', () => {
  let own: FastifyInstance;
  beforeEach(async () => {
    own = await buildTestApp(
      billingTestConfig({ RONIN_RPC_URL: chain.url, PAYMENT_CHAIN_ID: '31337', USDC_ADDRESS: await usdc.getAddress(), PAYMENT_CONFIRMATIONS: '1', PAYMENT_PENDING_TTL_SECONDS: '1800' }),
    );
  });
  afterEach(async () => {
    vi.useRealTimers();
    await own?.close();
  });
  const submit = (headers: Record<string, string>, txHash: string, amount = 5) =>
    own.inject({ method: 'POST', url: '/api/users/checkCreditbuy', headers, payload: { wallets: [], tx_hash: txHash, amount } });
  const history = async (headers: Record<string, string>) => (await own.inject({ method: 'GET', url: '/api/billing/history', headers })).json().payments as Array<{ txHash: string; status: string }>;
  const purchases = async (accountId: string, hash: string) => (await own.billing.credits.history(accountId)).filter((e) => e.reference === hash.toLowerCase());
  /** the claim a credit purchase stores, as PaymentProcessor.submit builds it */
  const creditClaim = (accountId: string, hash: string, amount: number): PaymentClaim => {
    const product = { kind: 'credits' as const, amount };
    const txHash = hash.toLowerCase();
    const now = new Date();
    return { _id: claimId(txHash, accountId), txHash, accountId, product, productKey: productKey(product), priceUnits: String(USDC(amount)), referralCodeId: null, createdAt: now, expiresAt: new Date(now.getTime() + 1_800_000), open: true };
  };
  /**
   * A 5 USDC transfer sent while blocks are not mined and shown at once (pending, NOT_MINED): it
   * waits in the node's pool while `meanwhile` runs, then one block mines it. Answers its hash.
   */
  const minedLate = async (signer: Parameters<typeof pay>[1], headers: Record<string, string>, meanwhile: (hash: string) => Promise<void>) => {
    await chain.setAutomine(false);
    let hash: string;
    try {
      hash = await pay(usdc, signer, RECEIVER, USDC(5), { wait: false, gasLimit: 100_000n });
      expect((await submit(headers, hash)).json()).toMatchObject({ status: 'pending', reason: 'NOT_MINED' });
      await meanwhile(hash);
    } finally {
      await chain.setAutomine(true);
    }
    await chain.mine(1);
    return hash;
  };
  const randomHash = () => `0x${randomBytes(32).toString('hex')}`;
  /** a player who paid `amount` USDC (mined) and whose claim for it is stored, as a first submission left it */
  const paidAndClaimed = async (amount: number) => {
    const { address, signer } = await newPlayer();
    const me = await account(own, address);
    const hash = await pay(usdc, signer, RECEIVER, USDC(amount));
    const claim = creditClaim(me.accountId, hash, amount);
    await own.billing.payments.claim(claim);
    return { me, hash, claim };
  };

  it('a payment mined after the pending timeout is credited by the worker by itself, once', async () => {
    const { address, signer } = await newPlayer();
    let me = await account(own, address);
    const hash = await minedLate(signer, me.headers, async (txHash) => {
      // 31 minutes later (timeout 30), still in the node's pool: the worker keeps checking it
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 31 * 60_000);
      expect(await own.billing.worker!.tick()).toMatchObject({ checked: 1, pending: 1, lapsed: 0 });
      expect((await history(me.headers))[0]).toMatchObject({ txHash: txHash.toLowerCase(), status: 'expired' }); // past the timeout the player was shown
      vi.setSystemTime(Date.now() + 6 * 3_600_000); // hours late
      expect(await own.billing.worker!.tick()).toMatchObject({ checked: 1, pending: 1 });
      me = await account(own, address); // signed in again, hours later
    });
    // mined at last: the next pass credits it, with nobody showing it again
    expect(await own.billing.worker!.tick()).toMatchObject({ checked: 1, confirmed: 1 });
    expect(await own.billing.credits.balance(me.accountId)).toBe(5);
    expect((await history(me.headers))[0]).toMatchObject({ status: 'confirmed' });
    expect(await own.billing.worker!.tick()).toMatchObject({ checked: 0, finished: 0 });
    // showing it afterwards answers confirmed and credits nothing more
    expect((await submit(me.headers, hash)).json()).toMatchObject({ premium: true, status: 'confirmed', creditos: 5 });
    expect(await purchases(me.accountId, hash)).toHaveLength(1);
  });

  it(`a payment still unmined ${LATE_MINING_WINDOW_MS / 3_600_000} h past the timeout lapses; mined and shown again later, it credits once`, async () => {
    const { address, signer } = await newPlayer();
    let me = await account(own, address);
    const hash = await minedLate(signer, me.headers, async (txHash) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 30 * 60_000 + LATE_MINING_WINDOW_MS + 60_000);
      expect(await own.billing.worker!.tick()).toMatchObject({ checked: 1, lapsed: 1 });
      me = await account(own, address); // signed in again, a day later
      expect((await history(me.headers))[0]).toMatchObject({ txHash: txHash.toLowerCase(), status: 'expired' });
    });
    expect(await own.billing.worker!.tick()).toMatchObject({ checked: 0 }); // lapsed: no longer polled
    // the player shows it again: the chain verifies it, so it credits
    const late = await submit(me.headers, hash);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ premium: true, status: 'confirmed', creditos: 5 });
    expect((await submit(me.headers, hash)).json()).toMatchObject({ premium: true, status: 'confirmed', creditos: 5 });
    expect(await own.billing.credits.balance(me.accountId)).toBe(5);
    expect(await purchases(me.accountId, hash)).toHaveLength(1);
    expect((await history(me.headers))[0]).toMatchObject({ status: 'confirmed' });
  });

  it('a payment an older version recorded as expired (410) is credited when shown again after an upgrade, once', async () => {
    const { me, hash, claim } = await paidAndClaimed(4);
    await own.store.collection<Omit<PaymentOutcome, 'status'> & { status: string }>('payment_outcomes').insertOne({
      _id: claim._id, txHash: claim.txHash, accountId: me.accountId, status: 'expired', settles: `none:${claim._id}`, productKey: claim.productKey, referralCodeId: null, at: new Date(),
    });
    await own.billing.payments.close(claim._id);
    // as the older version left the database: it ran no migrations
    await own.store.collection<MigrationRecord>(MIGRATIONS).deleteMany({ scope: 'billing' });
    // the new version starts on that database
    const { store } = own;
    await own.close();
    own = await buildTestApp(own.billing.config, { store });
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(me.headers, hash, 4)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(await own.billing.credits.balance(me.accountId)).toBe(4);
    expect(await purchases(me.accountId, hash)).toHaveLength(1);
  });

  it('payments an older version expired are re-checked on chain by the worker after the upgrade: the good one credits once, nobody showing it again', async () => {
    // as the older version left them days ago: claim lapsed and closed, an `expired` outcome
    const older = async (hash: string, accountId: string, amount: number) => {
      const claim = { ...creditClaim(accountId, hash, amount), createdAt: new Date(Date.now() - 5 * DAY), expiresAt: new Date(Date.now() - 5 * DAY + 1_800_000), open: false };
      await own.billing.payments.claim(claim);
      await own.store.collection<Omit<PaymentOutcome, 'status'> & { status: string }>('payment_outcomes').insertOne({
        _id: claim._id, txHash: claim.txHash, accountId, status: 'expired', settles: `none:${claim._id}`, productKey: claim.productKey, referralCodeId: null, at: claim.expiresAt,
      });
      return claim;
    };
    const payer = await newPlayer();
    const me = await account(own, payer.address);
    const paid = await pay(usdc, payer.signer, RECEIVER, USDC(6));
    await older(paid, me.accountId, 6);
    const junk = await older(randomHash(), me.accountId, 3); // never on chain
    await own.store.collection<MigrationRecord>(MIGRATIONS).deleteMany({ scope: 'billing' });
    const { store } = own;
    await own.close();
    own = await buildTestApp(own.billing.config, { store });

    // the first pass after the upgrade credits the good payment; the junk hash is checked too
    expect(await own.billing.worker!.tick()).toMatchObject({ checked: 2, confirmed: 1, pending: 1 });
    expect(await own.billing.credits.balance(me.accountId)).toBe(6);
    expect(await purchases(me.accountId, paid)).toHaveLength(1);
    const shown = await history(me.headers);
    expect(shown.find((p) => p.txHash === paid.toLowerCase())?.status).toBe('confirmed');
    // the junk hash is dropped after MAX_UNKNOWN_CHECKS checks, without an outcome
    for (let i = 1; i < MAX_UNKNOWN_CHECKS - 1; i++) expect(await own.billing.worker!.tick()).toMatchObject({ checked: 1, pending: 1 });
    expect(await own.billing.worker!.tick()).toMatchObject({ checked: 1, dropped: 1 });
    expect(await own.billing.worker!.tick()).toMatchObject({ checked: 0, finished: 0 });
    expect(await own.billing.payments.outcome(junk._id)).toBeNull();
    // a restart of the upgraded release reopens nothing again (the migration is recorded)
    await own.close();
    own = await buildTestApp(own.billing.config, { store });
    expect(await own.billing.worker!.tick()).toMatchObject({ checked: 0, finished: 0 });
    expect(await purchases(me.accountId, paid)).toHaveLength(1);
  });

  it('after a crash between the confirmation and the credit, showing the payment again credits it and answers confirmed (not 409)', async () => {
    // the first submission stored its claim and confirmed outcome, then the process died before the credit
    const { me, hash, claim } = await paidAndClaimed(7);
    expect((await own.billing.payments.settle(claim, 'confirmed', { paidUnits: USDC(7) })).won).toBe(true);
    expect(await own.billing.credits.balance(me.accountId)).toBe(0);

    const again = await submit(me.headers, hash, 7);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ premium: true, status: 'confirmed', creditos: 7 });
    expect((await submit(me.headers, hash, 7)).json()).toEqual(again.json());
    expect(await purchases(me.accountId, hash)).toHaveLength(1);
    // still the hash's only use: another account, or another purchase, is refused
    const other = await account(own, (await newPlayer()).address);
    expect((await submit(other.headers, hash, 7)).json().code).toBe('TX_ALREADY_USED');
    expect((await submit(me.headers, hash, 6)).json().code).toBe('TX_ALREADY_USED');
  });

  it('after a crash between the claim and the confirmation, showing the payment again credits it once', async () => {
    const { me, hash } = await paidAndClaimed(3);
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(me.headers, hash, 3)));
    expect(results.map((r) => r.json().status)).toEqual(Array(5).fill('confirmed'));
    expect(await own.billing.credits.balance(me.accountId)).toBe(3);
    expect(await purchases(me.accountId, hash)).toHaveLength(1);
  });

  it(`caps an account's unconfirmed payments at ${MAX_OPEN_CLAIMS} (429 TOO_MANY_PENDING_PAYMENTS); a verified payment still credits`, async () => {
    const { address, signer } = await newPlayer();
    const me = await account(own, address);
    const junk = Array.from({ length: MAX_OPEN_CLAIMS }, randomHash);
    for (const hash of junk) expect((await submit(me.headers, hash)).json()).toMatchObject({ status: 'pending', reason: 'NOT_MINED' });
    const refused = await submit({ ...me.headers, 'accept-language': 'en' }, randomHash());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_PENDING_PAYMENTS', error: `You already have ${MAX_OPEN_CLAIMS} unconfirmed payments (the maximum); wait until the chain confirms one` });
    // showing a parked claim again is not a new one
    expect((await submit(me.headers, junk[0]!)).statusCode).toBe(200);
    // a payment the chain verifies now is never held back by the cap
    const good = await pay(usdc, signer, RECEIVER, USDC(5));
    expect((await submit(me.headers, good)).json()).toMatchObject({ premium: true, creditos: 5 });
    expect(await own.billing.payments.openCount(me.accountId)).toBe(MAX_OPEN_CLAIMS);
    // the cap is per account
    const other = await account(own, (await newPlayer()).address);
    expect((await submit(other.headers, randomHash())).statusCode).toBe(200);
  });

  it(`drops hashes the chain does not know after ${MAX_UNKNOWN_CHECKS} worker checks; a sent transaction waiting in the pool stays and credits`, async () => {
    const { address, signer } = await newPlayer();
    const me = await account(own, address);
    const junk = [randomHash(), randomHash()];
    for (const hash of junk) await submit(me.headers, hash);
    const sent = await minedLate(signer, me.headers, async () => {
      for (let check = 1; check < MAX_UNKNOWN_CHECKS; check++) expect(await own.billing.worker!.tick()).toMatchObject({ checked: 3, pending: 3, dropped: 0 });
      expect(await own.billing.worker!.tick()).toMatchObject({ checked: 3, pending: 1, dropped: 2 });
      expect(await own.billing.worker!.tick()).toMatchObject({ checked: 1, pending: 1 });
    });
    expect(await own.billing.worker!.tick()).toMatchObject({ checked: 1, confirmed: 1 });
    expect(await own.billing.credits.balance(me.accountId)).toBe(5);
    // dropped claims no longer count against the cap, and read as expired
    expect(await own.billing.payments.openCount(me.accountId)).toBe(0);
    const statuses = Object.fromEntries((await history(me.headers)).map((p) => [p.txHash, p.status]));
    expect(statuses).toEqual({ [junk[0]!]: 'expired', [junk[1]!]: 'expired', [sent.toLowerCase()]: 'confirmed' });
  });
});

describe('configuration', () => {
  it('publishes what the client pays with and refuses payments when no chain is configured', async () => {
    const cfg = (await app.inject({ method: 'GET', url: '/api/billing/config' })).json();
    expect(cfg).toMatchObject({ enabled: true, chainId: 31337, receiverAddress: RECEIVER, decimals: 6, defaultPeriod: 'monthly', craftWorld: { price: '8.00', defaultDiscount: 10 } });
    expect(cfg.plans.map((p: { id: string; price: number }) => `${p.id}=${p.price}`)).toEqual([
      'daily-premium=5',
      'daily-elite=20',
      'monthly-premium=20',
      'monthly-elite=80',
      'yearly-premium=160',
      'yearly-elite=640',
    ]);
    const disabled = await buildTestApp(billingTestConfig({}));
    try {
      expect((await disabled.inject({ method: 'GET', url: '/api/billing/config' })).json().enabled).toBe(false);
      const me = await account(disabled, chain.wallets[1]!.address);
      const res = await disabled.inject({ method: 'POST', url: '/api/users/checkCreditbuy', headers: me.headers, payload: { wallets: [], tx_hash: `0x${'ab'.repeat(32)}`, amount: 1 } });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('PAYMENTS_UNAVAILABLE');
    } finally {
      await disabled.close();
    }
  });
});
