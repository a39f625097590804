import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract } from 'ethers';
import { startLocalChain, type LocalChain } from '@criadero/service-billing/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { signInOverHttp, startGatewayProcess, stopGatewayProcess, type GatewayProcess } from '../support/gateway-process';

const RECEIVER = '0x0000000000000000000000000000000000beef02';

type Gateway = GatewayProcess;

/**
 * The gateway as its own process on the embedded store in `dataDir`, with what a player on
 * `npm start` gets (no MONGODB_URI, no SESSION_SECRET: the generated one is kept in the folder).
 * Test-only settings: payments verified on the local chain (1 confirmation), and a 2,000-axie
 * market so each start takes seconds (the size does not change what is durable).
 */
async function startGateway(dataDir: string, chain: LocalChain, usdc: string): Promise<Gateway> {
  const gateway = await startGatewayProcess({
    CRIADERO_DATA_DIR: dataDir,
    RONIN_RPC_URL: chain.url,
    PAYMENT_RECEIVER_ADDRESS: RECEIVER,
    USDC_ADDRESS: usdc,
    PAYMENT_CHAIN_ID: String(chain.chainId),
    PAYMENT_CONFIRMATIONS: '1',
    AXIE_MARKET_SIZE: '2000',
  });
  expect(gateway.output()).toContain(`Data: ${join(dataDir, 'store.journal')}`);
  // right after start the market warm-up may still shed load with 503 BUSY: wait until it serves
  for (let tries = 0; (await fetch(`${gateway.url}/api/auth/nonce`)).status === 503; tries += 1) {
    if (tries > 120) throw new Error('gateway still busy after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return gateway;
}

const killHard = (gateway: Gateway) => stopGatewayProcess(gateway, 'SIGKILL');
const signIn = signInOverHttp;

const call = async (url: string, cookie: string, path: string, body?: object) => {
  const res = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, origin: url, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the embedded default survives kill -9 in the middle of writes', () => {
  let chain: LocalChain;
  let dataDir: string;
  let gateway: Gateway | undefined;

  beforeAll(async () => {
    chain = await startLocalChain();
    dataDir = mkdtempSync(join(tmpdir(), 'criadero-kill9-'));
  }, 60_000);
  afterAll(async () => {
    if (gateway && gateway.child.exitCode === null && gateway.child.signalCode === null) await killHard(gateway);
    await chain?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps every committed credit, plan, session and payment, none doubled', async () => {
    const token = await chain.deployUsdc([]);
    const usdc = (await token.getAddress()).toLowerCase();
    const { wallet, signer } = await chain.newWallet([token]);
    const pay = async (amount: number) => {
      const tx = await (token.connect(signer) as Contract).getFunction('transfer')(RECEIVER, BigInt(amount) * 1_000_000n);
      await tx.wait();
      return tx.hash as string;
    };

    gateway = await startGateway(dataDir, chain, usdc);
    let { url } = gateway;
    const cookie = await signIn(url, wallet);

    // buy 30 credits and a daily Premium plan, each verified on chain
    const creditsTx = await pay(30);
    const bought = await call(url, cookie, '/api/users/checkCreditbuy', { wallets: [], tx_hash: creditsTx, amount: 30 });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const planTx = await pay(5);
    const plan = await call(url, cookie, '/api/users/checkPayment', { txHash: planTx, plan: 'daily-premium' });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const before = (await call(url, cookie, '/api/users/me')).body;
    expect(before).toMatchObject({ creditos: 30, premium: 1 });

    // searches spend credits (Premium still pays per search) while the process is killed
    const answered: number[] = [];
    const searches = Array.from({ length: 40 }, (_, i) =>
      call(url, cookie, '/api/search', { requestId: `kill9-${i}`, classes: ['beast'] }).then(
        (res) => {
          if (res.status === 200) answered.push(i);
          return res.status;
        },
        () => 0, // the connection died with the process
      ),
    );
    // kill once some searches have been answered and the rest are still in flight
    while (answered.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    await killHard(gateway);
    await Promise.all(searches);

    gateway = await startGateway(dataDir, chain, usdc);
    url = gateway.url;
    // the session cookie from before the crash still signs this player in
    const after = await call(url, cookie, '/api/users/me');
    expect(after.status).toBe(200);
    const state = after.body as { creditos: number; premium: number; premiumUntil: string };
    expect(state.premium).toBe(1);
    expect(state.premiumUntil).toBe(before.premiumUntil);
    // every answered search was committed; at most the ones in flight at the kill committed unanswered
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(answered.length).toBeLessThan(40);
    expect(state.creditos).toBeLessThanOrEqual(30 - answered.length);
    expect(state.creditos).toBeGreaterThanOrEqual(0);

    // the ledgers agree: 30 bought, one debit per committed search, nothing twice
    const history = (await call(url, cookie, '/api/billing/history')).body as { credits: { kind: string; delta: number }[]; payments: { txHash: string; status: string }[] };
    const payments = history.payments.filter((p) => [creditsTx, planTx].includes(p.txHash));
    expect(payments.map((p) => p.status).sort()).toEqual(['confirmed', 'confirmed']);
    expect(new Set(history.payments.map((p) => p.txHash)).size).toBe(history.payments.length);
    const purchases = history.credits.filter((entry) => entry.delta > 0);
    expect(purchases.reduce((sum, entry) => sum + entry.delta, 0)).toBe(30);
    const spent = history.credits.filter((entry) => entry.delta < 0).reduce((sum, entry) => sum - entry.delta, 0);
    expect(30 - spent).toBe(state.creditos);

    // the same payment shown again is not credited again
    const again = await call(url, cookie, '/api/users/checkCreditbuy', { wallets: [], tx_hash: creditsTx, amount: 30 });
    expect(again.status).toBeLessThan(500);
    expect((await call(url, cookie, '/api/users/me')).body.creditos).toBe(state.creditos);
    await killHard(gateway);

    // and the folder holds one copy of each ledger entry
    const store = new EmbeddedStore({ dataDir });
    const debits = await store.collection<{ _id: string }>('credit_ledger').find({});
    expect(new Set(debits.map((d) => d._id)).size).toBe(debits.length);
    await store.close();
    console.log(`kill -9: ${answered.length} of 40 searches answered before the kill, ${spent} credits spent after restart, 30 bought, plan kept`);
  }, 300_000);
});
