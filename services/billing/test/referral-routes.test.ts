import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Contract } from 'ethers';
import { Wallet } from 'ethers';
import { EmbeddedStore, type Store } from '@criadero/service-kit/store';
import { MAX_REFERRAL_DISCOUNT_PERCENT } from '@criadero/api-contracts/billing';
import { startLocalChain, type LocalChain } from '../src/testing';
import { account, billingTestConfig, buildTestApp, pay, RECEIVER, USDC } from './helpers';

let chain: LocalChain;
let usdc: Contract;
let app: FastifyInstance;
const creator = Wallet.createRandom();

beforeAll(async () => {
  chain = await startLocalChain();
  usdc = await chain.deployUsdc([]);
  app = await buildTestApp(
    billingTestConfig({
      RONIN_RPC_URL: chain.url,
      PAYMENT_CHAIN_ID: '31337',
      USDC_ADDRESS: await usdc.getAddress(),
      PAYMENT_CONFIRMATIONS: '1',
      CREATOR_ADDRESSES: creator.address,
      REFERRAL_COMMISSION_PERCENT: '20',
    }),
  );
});
afterAll(async () => {
  await app?.close();
  await chain?.close();
});

const post = (url: string, headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url, headers, payload });

describe('referral codes', () => {
  it('validates codes case-insensitively with the default 10 % or the code’s own percentage', async () => {
    const me = await account(app, Wallet.createRandom().address);
    const ok = (await post('/api/craft-world/referral-codes/', me.headers, { code: ' criadero ' })).json();
    expect(ok).toEqual({ valid: true, message: '¡Código válido!', referral: { id: 'ref_CRIADERO', code: 'CRIADERO', owner_name: 'Criadero (muestra)', discount_percentage: 10 } });
    expect((await post('/api/craft-world/referral-codes', me.headers, { code: 'amigo25' })).json().referral.discount_percentage).toBe(25);
    expect((await post('/api/craft-world/referral-codes', me.headers, { code: 'NOPE' })).json()).toEqual({ valid: false, message: 'El código ingresado no es válido' });
    expect((await post('/api/craft-world/referral-codes', me.headers, { code: '' })).statusCode).toBe(400);
    expect((await post('/api/craft-world/referral-codes', {}, { code: 'CRIADERO' })).statusCode).toBe(401);
  });

  it('saves the account’s code and reports it with the subscription', async () => {
    const me = await account(app, Wallet.createRandom().address);
    const before = (await app.inject({ method: 'GET', url: '/api/users/craft-world-subscription', headers: me.headers })).json();
    expect(before).toEqual({ active: false, startedAt: null, expiresAt: null, renewals: 0, currentReferralCode: null, price: '8.00' });
    expect((await post('/api/craft-world/save-referral-code', me.headers, { referralCodeId: 'ref_AMIGO25' })).json()).toMatchObject({ saved: true });
    expect((await post('/api/craft-world/save-referral-code', me.headers, { referralCodeId: 'ref_NOPE' })).json().code).toBe('REFERRAL_NOT_FOUND');
    const after = (await app.inject({ method: 'GET', url: '/api/users/craft-world-subscription', headers: me.headers })).json();
    expect(after.currentReferralCode).toMatchObject({ code: 'AMIGO25', discount_percentage: 25 });
  });
});

describe('sample codes (config/referral-codes.json)', () => {
  /** the same service started with NODE_ENV=production (the platform's other production checks aside) */
  const production = (store?: Store) => buildTestApp({ ...app.billing.config, platform: { ...app.billing.config.platform, env: 'production' } }, { store });

  it('are seeded outside production (these tests and the e2e billing test use CRIADERO and AMIGO25), never in production', async () => {
    expect((await app.billing.referrals.byCode('AMIGO25'))?.sample).toBe(true);
    const store = new EmbeddedStore();
    const prod = await production(store);
    try {
      expect(await store.collection('referral_codes').countDocuments({})).toBe(0);
    } finally {
      await prod.close();
    }
  });

  it('give no discount on a real payment in production, even in a database seeded before', async () => {
    const prod = await production(app.store);
    try {
      const buyer = await chain.newWallet([usdc]);
      const me = await account(prod, buyer.address);
      expect((await prod.inject({ method: 'POST', url: '/api/craft-world/referral-codes', headers: me.headers, payload: { code: 'AMIGO25' } })).json().valid).toBe(false);
      const cw = (amount: number) =>
        pay(usdc, buyer.signer, RECEIVER, USDC(amount)).then((txHash) =>
          prod.inject({ method: 'POST', url: '/api/craft-world/payment', headers: me.headers, payload: { txHash, amount: '6.00', currency: 'USDC', type: 'craft_world_premium', referralCodeId: 'ref_AMIGO25' } }),
        );
      expect((await cw(6)).json().code).toBe('TX_AMOUNT_TOO_LOW');
      expect((await cw(8)).json()).toMatchObject({ success: true });
      expect((await prod.inject({ method: 'POST', url: '/api/craft-world/save-referral-code', headers: me.headers, payload: { referralCodeId: 'ref_CRIADERO' } })).json().code).toBe('REFERRAL_NOT_FOUND');
    } finally {
      await prod.close();
    }
  });
});

describe('creator panel', () => {
  it('a creator creates a code and sees its uses and earnings from confirmed payments', async () => {
    const owner = await account(app, creator.address);
    const created = await post('/api/creator/referral-codes', owner.headers, { code: 'maria', discountPercentage: 20 });
    expect(created.json()).toMatchObject({ id: 'ref_MARIA', code: 'MARIA', discount_percentage: 20, uses: 0, earnings: '0.00' });
    expect((await post('/api/creator/referral-codes', owner.headers, { code: 'MARIA' })).json().code).toBe('REFERRAL_CODE_TAKEN');

    const buyer = await chain.newWallet([usdc]);
    const me = await account(app, buyer.address);
    const cw = await post('/api/craft-world/payment', me.headers, {
      txHash: await pay(usdc, buyer.signer, RECEIVER, USDC(6.4)),
      amount: '6.40',
      currency: 'USDC',
      type: 'craft_world_premium',
      referralCode: 'maria',
    });
    expect(cw.json()).toMatchObject({ success: true });
    const credits = await post('/api/users/checkCreditbuy', me.headers, { wallets: [], tx_hash: await pay(usdc, buyer.signer, RECEIVER, USDC(10)), amount: 10, affiliate_code: 'MARIA' });
    expect(credits.json().premium).toBe(true);

    const panel = (await app.inject({ method: 'GET', url: '/api/creator/referral-codes', headers: owner.headers })).json();
    expect(panel).toEqual({ commissionPercent: 20, displayName: null, codes: [{ id: 'ref_MARIA', code: 'MARIA', discount_percentage: 20, sample: false, uses: 2, paid: '16.40', earnings: '3.28' }] });
  });

  it(`caps a code's discount at ${MAX_REFERRAL_DISCOUNT_PERCENT} %: a higher one is refused, one stored before the cap is priced at it`, async () => {
    const owner = await account(app, creator.address);
    const over = await post('/api/creator/referral-codes', owner.headers, { code: 'GENEROSO', discountPercentage: MAX_REFERRAL_DISCOUNT_PERCENT + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('VALIDATION_ERROR');
    expect((await post('/api/creator/referral-codes', owner.headers, { code: 'TOPE', discountPercentage: MAX_REFERRAL_DISCOUNT_PERCENT })).json()).toMatchObject({ discount_percentage: MAX_REFERRAL_DISCOUNT_PERCENT });
    // a code written with 60 % before the cap existed
    await app.billing.referrals.create({ _id: 'ref_VIEJO60', code: 'VIEJO60', ownerAddress: creator.address.toLowerCase(), ownerName: 'x', discountPercentage: 60, sample: false, createdAt: new Date() });
    const buyer = await chain.newWallet([usdc]);
    const me = await account(app, buyer.address);
    expect((await post('/api/craft-world/referral-codes', me.headers, { code: 'viejo60' })).json().referral.discount_percentage).toBe(MAX_REFERRAL_DISCOUNT_PERCENT);
    const cw = async (amount: number) =>
      post('/api/craft-world/payment', me.headers, { txHash: await pay(usdc, buyer.signer, RECEIVER, USDC(amount)), amount: String(amount), currency: 'USDC', type: 'craft_world_premium', referralCode: 'VIEJO60' });
    expect((await cw(3.2)).json().code).toBe('TX_AMOUNT_TOO_LOW'); // 8 × (1 − 60 %)
    expect((await cw(6)).json()).toMatchObject({ success: true }); // 8 × (1 − 25 %)
    const panel = (await app.inject({ method: 'GET', url: '/api/creator/referral-codes', headers: owner.headers })).json();
    expect(panel.codes.find((c: { code: string }) => c.code === 'VIEJO60')).toMatchObject({ discount_percentage: MAX_REFERRAL_DISCOUNT_PERCENT, uses: 1 });
  });

  it('is refused to accounts without a creator wallet', async () => {
    const me = await account(app, Wallet.createRandom().address);
    const res = await app.inject({ method: 'GET', url: '/api/creator/referral-codes', headers: me.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'NOT_CREATOR', error: 'Solo para creadores' });
  });

  it('players see the creator’s display name, never a raw wallet address; the creator sets it (validated, 400 with a clear message)', async () => {
    const owner = await account(app, creator.address);
    expect((await post('/api/creator/referral-codes', owner.headers, { code: 'LUZ' })).statusCode).toBe(200);
    const me = await account(app, Wallet.createRandom().address);
    const ownerName = async () => (await post('/api/craft-world/referral-codes', me.headers, { code: 'luz' })).json().referral.owner_name as string;
    // no name yet: the address shortened, not the whole of it
    const short = `${creator.address.slice(0, 6)}…${creator.address.slice(-4)}`.toLowerCase();
    expect(await ownerName()).toBe(short);

    const put = (headers: Record<string, string>, displayName: unknown) => app.inject({ method: 'PUT', url: '/api/creator/profile', headers, payload: { displayName } });
    const set = await put(owner.headers, '  Luz   Gamer ');
    expect(set.json()).toEqual({ displayName: 'Luz Gamer' });
    expect(await ownerName()).toBe('Luz Gamer');
    await post('/api/craft-world/save-referral-code', me.headers, { referralCodeId: 'ref_LUZ' });
    const sub = (await app.inject({ method: 'GET', url: '/api/users/craft-world-subscription', headers: me.headers })).json();
    expect(sub.currentReferralCode.owner_name).toBe('Luz Gamer');
    expect((await app.inject({ method: 'GET', url: '/api/creator/referral-codes', headers: owner.headers })).json().displayName).toBe('Luz Gamer');
    expect((await put(owner.headers, 'Señora Ñandú 2')).json()).toEqual({ displayName: 'Señora Ñandú 2' });

    for (const bad of ['a', 'x'.repeat(33), creator.address, `Luz ${creator.address.slice(0, 12)}`, '<script>', 'Luz\u0000', '   ']) {
      const refused = await put({ ...owner.headers, 'accept-language': 'en' }, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json(), bad).toEqual({ code: 'CREATOR_NAME_INVALID', error: expect.stringContaining('2 to 32 letters') });
    }
    expect((await put(owner.headers, 42)).statusCode).toBe(400);
    expect(await ownerName()).toBe('Señora Ñandú 2');
    expect((await put(me.headers, 'Impostor')).json().code).toBe('NOT_CREATOR');
  });
});
