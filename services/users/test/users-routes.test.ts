import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_HEADER } from '@criadero/api-contracts/paths';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { CreditsLedger } from '../src/repositories/credits-ledger';
import { PlansLedger } from '../src/repositories/plans-ledger';
import { InMemoryBalanceReader } from '../src/balances/in-memory-balance-reader';
import { RONIN_USDC } from '../src/config';
import { serveRecordedRpc } from './rpc-stub';
import { bearer, buildTestApp, signIn, signedMessage, testUsersConfig, TEST_HOST } from './helpers';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('users routes', () => {
  let app: App;
  let store: EmbeddedStore;
  const creator = Wallet.createRandom();
  const funded = '0x' + '5a'.repeat(20);

  beforeAll(async () => {
    store = new EmbeddedStore();
    app = await buildTestApp({
      store,
      config: testUsersConfig({ creatorAddresses: [creator.address.toLowerCase()] }),
      balanceReader: new InMemoryBalanceReader({ defaultBalance: 0n, balances: new Map([[funded, 12_500_000n]]) }),
    });
  });
  afterAll(async () => app.close());

  describe('GET /api/users/session', () => {
    it('answers a visitor with 200 and no user', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/users/session' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ authenticated: false });
      const junk = await app.inject({ method: 'GET', url: '/api/users/session', headers: { authorization: 'Bearer nope' } });
      expect(junk.json()).toEqual({ authenticated: false });
    });

    it('answers a signed-in browser with the same user state as /users/me', async () => {
      const session = await signIn(app, Wallet.createRandom());
      const me = (await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.token) })).json();
      const res = await app.inject({ method: 'GET', url: '/api/users/session', headers: bearer(session.token) });
      expect(res.json()).toEqual({ authenticated: true, user: me });
    });
  });

  describe('GET /api/users/me', () => {
    it('returns the spec’s user state for a new account', async () => {
      const wallet = Wallet.createRandom();
      const session = await signIn(app, wallet);
      const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        accountId: session.accountId,
        address: wallet.address.toLowerCase(),
        addresses: [wallet.address.toLowerCase()],
        creditos: 0,
        premium: 0,
        premiumUntil: null,
        isCreator: false,
        config: { body_color: 0, genes_tree: ['dr1', 'dr2', 'r1r2', 'dr1r2'] },
      });
    });

    it('reflects credits, plan level and the creator flag', async () => {
      const session = await signIn(app, creator);
      await new CreditsLedger(store).append({ accountId: session.accountId, delta: 7, kind: 'grant', idempotencyKey: 'g:creator' });
      const { entry } = await new PlansLedger(store).grant({ accountId: session.accountId, level: 1, days: 30, kind: 'grant', idempotencyKey: 'p:creator' });
      const me = (await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.token) })).json();
      expect(me).toMatchObject({ creditos: 7, premium: 1, premiumUntil: entry.endsAt.toISOString(), isCreator: true });
    });

    it('needs a session', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/users/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Inicia sesión con tu wallet', code: 'UNAUTHENTICATED' });
      const junk = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer nope' } });
      expect(junk.statusCode).toBe(401);
    });

    it('refuses a forged wallet header and a linked wallet that did not sign in (a session is bound to its address)', async () => {
      const owner = Wallet.createRandom();
      const second = Wallet.createRandom();
      const session = await signIn(app, owner);
      const proof = await signedMessage(app, second);
      await app.inject({ method: 'POST', url: '/api/auth/link-wallet', headers: bearer(session.token), payload: { message: proof.message, signature: proof.signature } });
      const forged = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { ...bearer(session.token), [WALLET_HEADER]: Wallet.createRandom().address },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe('WALLET_MISMATCH');
      const linked = await app.inject({ method: 'GET', url: '/api/users/me', headers: { ...bearer(session.token), [WALLET_HEADER]: second.address } });
      expect([linked.statusCode, linked.json().code]).toEqual([403, 'WALLET_MISMATCH']);
      const own = await app.inject({ method: 'GET', url: '/api/users/me', headers: { ...bearer(session.token), [WALLET_HEADER]: owner.address } });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ address: owner.address.toLowerCase() });
      expect(own.json().addresses).toHaveLength(2);
    });
  });

  describe('POST /api/users/saveConfig/', () => {
    it('stores the config and returns it; /me shows it', async () => {
      const session = await signIn(app, Wallet.createRandom());
      const config = { body_color: 1, genes_tree: ['d', 'r1', 'none'] };
      const res = await app.inject({ method: 'POST', url: '/api/users/saveConfig/', headers: bearer(session.token), payload: { config } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ config });
      const me = (await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.token) })).json();
      expect(me.config).toEqual(config);
      // without the trailing slash too
      const bare = await app.inject({ method: 'POST', url: '/api/users/saveConfig', headers: bearer(session.token), payload: { config } });
      expect(bare.statusCode).toBe(200);
    });

    it('rejects bad configs: wrong types, unknown columns, duplicates, unknown fields', async () => {
      const session = await signIn(app, Wallet.createRandom());
      const post = (payload: object) => app.inject({ method: 'POST', url: '/api/users/saveConfig/', headers: bearer(session.token), payload });
      for (const payload of [
        { config: { body_color: 2, genes_tree: [] } },
        { config: { body_color: '1', genes_tree: [] } },
        { config: { body_color: 0, genes_tree: ['x'] } },
        { config: { body_color: 0, genes_tree: ['d', 'd'] } },
        { config: { body_color: 0, genes_tree: [], theme: 'dark' } },
        { config: { body_color: 0, genes_tree: [] }, extra: 1 },
        {},
      ]) {
        const res = await post(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
    });

    it('needs a session', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/users/saveConfig/', payload: { config: { body_color: 0, genes_tree: [] } } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/users/balance', () => {
    it('returns the USDC balance in 6-decimal units', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/users/balance', payload: { userAddress: funded } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ results: [{ contractAddress: RONIN_USDC, balance: '12500000' }] });
    });

    it('accepts the ronin: prefix', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/users/balance', payload: { userAddress: 'ronin:' + '5A'.repeat(20) } });
      expect(res.json().results[0].balance).toBe('12500000');
    });

    it('rejects bad addresses, wrong types and unknown fields', async () => {
      for (const payload of [{ userAddress: '0x123' }, { userAddress: 42 }, { userAddress: funded, extra: true }, {}]) {
        const res = await app.inject({ method: 'POST', url: '/api/users/balance', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });
});

describe('POST /api/users/balance over JSON-RPC', () => {
  it('reads the chain through RONIN_RPC_URL and reports a failing node as 502', async () => {
    let fail = false;
    const rpc = await serveRecordedRpc(() =>
      fail
        ? { jsonrpc: '2.0', error: { code: -32000, message: 'header not found' } }
        : { jsonrpc: '2.0', result: '0x' + (5_000_000n).toString(16).padStart(64, '0') },
    );
    const app = await buildTestApp({ config: testUsersConfig({ roninRpcUrl: rpc.url, rpcTimeoutMs: 2000 }) });
    const ok = await app.inject({ method: 'POST', url: '/api/users/balance', headers: { host: TEST_HOST }, payload: { userAddress: '0x' + '01'.repeat(20) } });
    expect(ok.json()).toEqual({ results: [{ contractAddress: RONIN_USDC, balance: '5000000' }] });
    fail = true;
    const down = await app.inject({ method: 'POST', url: '/api/users/balance', payload: { userAddress: '0x' + '01'.repeat(20) } });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ error: 'Error al verificar el saldo', code: 'BALANCE_UNAVAILABLE' });
    await app.close();
    await rpc.close();
  });
});
