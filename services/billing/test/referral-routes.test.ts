import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Contract } from 'ethers';
import { Wallet } from 'ethers';
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
    expect(panel).toEqual({ commissionPercent: 20, codes: [{ id: 'ref_MARIA', code: 'MARIA', discount_percentage: 20, sample: false, uses: 2, paid: '16.40', earnings: '3.28' }] });
  });

  it('is refused to accounts without a creator wallet', async () => {
    const me = await account(app, Wallet.createRandom().address);
    const res = await app.inject({ method: 'GET', url: '/api/creator/referral-codes', headers: me.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'NOT_CREATOR', error: 'Solo para creadores' });
  });
});
