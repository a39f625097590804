import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Contract } from 'ethers';
import { startLocalChain, type LocalChain } from '../src/testing';
import { JsonRpcReceiptReader } from '../src/chain/receipt-reader';
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

  it('a good payment credits once; replaying the hash is refused and credits nothing more', async () => {
    const hash = await pay(usdc, player(), RECEIVER, USDC(10));
    const first = await buyCredits(me.headers, hash, 10, [main.address, `ronin:${second.address.slice(2)}`]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ premium: true, status: 'confirmed', creditos: 10 });
    const again = await buyCredits(me.headers, hash);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TX_ALREADY_USED', error: 'Esta transacción ya fue usada para un pago' });
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

  it('20 concurrent submissions of one hash credit once', async () => {
    const hash = await pay(usdc, player(), RECEIVER, USDC(25));
    const results = await Promise.all(Array.from({ length: 20 }, () => buyCredits(me.headers, hash, 25)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
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
    expect(await strict.billing.worker!.tick()).toMatchObject({ pending: 1 });
    await chain.mine(2);
    expect(await strict.billing.worker!.tick()).toMatchObject({ confirmed: 1 });
    expect(await strict.billing.credits.balance(me.accountId)).toBe(5);
    // the browser retries its stored pending record: refused as used, nothing more credited
    expect((await submit(me.headers, hash)).json().code).toBe('TX_ALREADY_USED');
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

  it('an expired payment never credits, even once it confirms', async () => {
    const { address, signer } = await newPlayer();
    const me = await account(strict, address);
    const hash = await pay(usdc, signer, RECEIVER, USDC(5));
    expect((await submit(me.headers, hash)).json().status).toBe('pending');
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await strict.billing.worker!.tick(later)).toMatchObject({ expired: 1 });
    await chain.mine(5);
    expect(await strict.billing.worker!.tick()).toMatchObject({ checked: 0 });
    const res = await submit(me.headers, hash);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('PAYMENT_EXPIRED');
    expect(await strict.billing.credits.balance(me.accountId)).toBe(0);
    const history = (await strict.inject({ method: 'GET', url: '/api/billing/history', headers: me.headers })).json();
    expect(history.payments[0]).toMatchObject({ txHash: hash.toLowerCase(), status: 'expired', price: '5.00' });
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
