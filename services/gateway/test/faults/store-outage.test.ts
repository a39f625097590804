import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Contract, Signer } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '@criadero/service-billing/testing';
import type { MongoStore } from '@criadero/service-kit/store';
import { CreditsLedger } from '@criadero/service-users';
import { gatewayOn, openDatabase, signedIn, suiteConfig } from '../support/gateway-on-store';
import { liveHorseListingsFile } from '../support/gateway-process';
import { RestartableFerretDb } from '../support/restartable-ferretdb';

/** Longest a request may take while the database is down (calls in flight at the crash included). */
const ANSWER_WITHIN_MS = 8_000;
const RECEIVER = '0x0000000000000000000000000000000000beef02';
const CREDITS_PER_PURCHASE = 200;
/** Public API routes that need no database (the market and the catalogues are kept in memory). */
const PUBLIC_WITHOUT_DATABASE = ['/api/axie/status', '/api/tokens/catalog'];

interface Answer {
  status: number;
  code: string | undefined;
  ms: number;
  creditos?: number;
}

/**
 * The database (FerretDB, a real MongoDB-wire server) crashes (SIGKILL) and comes back while a
 * player searches (1 credit each) and buys credits with real USDC transfers on a local chain.
 * While it is down every request answers within the timeout with a 4xx/503 JSON error; the same
 * gateway process serves again once it is back; the credits ledger ends with every purchase
 * credited once and every search charged once, whatever the client had to retry.
 */
describe('the database crashes during searches and credit purchases', () => {
  const db = new RestartableFerretDb();
  let chain: LocalChain;
  let usdc: Contract;
  let store: MongoStore;
  let app: FastifyInstance;
  let player: Awaited<ReturnType<typeof signedIn>>;
  let payer: Signer;

  beforeAll(async () => {
    await db.start();
    chain = await startLocalChain();
    usdc = await chain.deployUsdc([]);
    const wallet = await chain.newWallet([usdc]);
    payer = wallet.signer;
    store = await openDatabase(db.uri);
    app = await gatewayOn(
      store,
      suiteConfig({
        RONIN_RPC_URL: chain.url,
        PAYMENT_CHAIN_ID: String(chain.chainId),
        USDC_ADDRESS: await usdc.getAddress(),
        PAYMENT_RECEIVER_ADDRESS: RECEIVER,
        PAYMENT_CONFIRMATIONS: '1',
        PAYMENT_WORKER_INTERVAL_MS: '500',
        // searches over a live market are paid (over the sample they are free)
        HORSE_LISTINGS_FILE: liveHorseListingsFile(),
      }),
    );
    player = await signedIn(app, wallet.address);
    await app.inject({ method: 'POST', url: '/api/axie', payload: { axieId: 1 } }); // loads the generated market
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await store?.close();
    await chain?.close();
    await db.dispose();
  });

  async function call(url: string, payload: object): Promise<Answer> {
    const started = performance.now();
    const res = await Promise.race([
      app.inject({ method: 'POST', url, headers: player.headers, payload }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${url} hung for ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS).unref()),
    ]);
    const ms = performance.now() - started;
    expect(res.headers['content-type'], `${url} ${res.statusCode}: ${res.body}`).toMatch(/application\/json/);
    const body = res.json() as { code?: string; creditos?: number };
    return { status: res.statusCode, code: body.code, ms, creditos: body.creditos };
  }

  const search = (requestId: string) => call('/api/horse/search', { requestId, filters: { rarities: ['Common'] } });

  async function pay(amount: number): Promise<string> {
    const tx = await (usdc.connect(payer) as Contract).getFunction('transfer')(RECEIVER, BigInt(amount) * 1_000_000n);
    await tx.wait();
    return tx.hash as string;
  }
  const checkPurchase = (txHash: string) => call('/api/users/checkCreditbuy', { wallets: [player.address], tx_hash: txHash, amount: CREDITS_PER_PURCHASE });

  /** Polls readiness through the same gateway process (no restart) until the store answers. */
  async function waitUntilReady(timeoutMs = 60_000) {
    const started = Date.now();
    for (;;) {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      if (res.statusCode === 200) return Date.now() - started;
      expect(res.statusCode).toBe(503);
      if (Date.now() - started > timeoutMs) throw new Error('the gateway did not recover');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('fails cleanly while down, recovers without a restart, and loses or doubles no credit', async () => {
    const searchIds = new Set<string>();
    const purchases = new Set<string>();
    const newSearch = () => {
      const id = `fault-${randomBytes(6).toString('hex')}`;
      searchIds.add(id);
      return search(id);
    };

    // 1. up: buy twice, search a few times
    for (let i = 0; i < 1; i++) {
      const tx = await pay(CREDITS_PER_PURCHASE);
      purchases.add(tx);
      expect((await checkPurchase(tx)).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await newSearch()).status).toBe(200);

    // 2. the database crashes while three clients keep searching and a fourth keeps submitting
    //    purchases (so some writes are in flight at the moment of the kill)
    const paidDuringOutage = [await pay(CREDITS_PER_PURCHASE), await pay(CREDITS_PER_PURCHASE), await pay(CREDITS_PER_PURCHASE)];
    paidDuringOutage.forEach((tx) => purchases.add(tx));
    let phase: 'up' | 'down' = 'up';
    let running = true;
    const seen: Array<Answer & { phase: string }> = [];
    // each client pauses 100 ms between calls, as a player clicking would: refusals come at once
    // while the database is down, and every search id is retried (charged) afterwards
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    const searcher = async () => {
      while (running) {
        const startedWhile = phase;
        seen.push({ ...(await newSearch()), phase: startedWhile });
        await pause();
      }
    };
    const buyer = async () => {
      for (let i = 0; running; i++) {
        const startedWhile = phase;
        seen.push({ ...(await checkPurchase(paidDuringOutage[i % paidDuringOutage.length]!)), phase: startedWhile });
        await pause();
      }
    };
    const clients = Promise.all([searcher(), searcher(), searcher(), buyer()]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await db.kill();
    phase = 'down';
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    running = false;
    await clients;
    const down = seen.filter((a) => a.phase === 'down');
    const inFlight = seen.filter((a) => a.phase === 'up');

    for (const answer of seen) expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // before and at the kill: done (200), refused for a reason (409 claimed by the other attempt) or 503
    for (const answer of inFlight) expect([200, 409, 503], JSON.stringify(answer)).toContain(answer.status);
    // started once it is gone: 503 NOT_READY
    expect(down.length).toBeGreaterThan(3);
    for (const answer of down) expect({ status: answer.status, code: answer.code }).toEqual({ status: 503, code: 'NOT_READY' });

    // 3. the database comes back with its data; the same gateway serves again
    await db.start();
    const recoveryMs = await waitUntilReady();
    const tally = (answers: Answer[]) => Object.entries(answers.reduce<Record<number, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {})).map(([k, v]) => `${k}×${v}`).join(' ');
    console.log(`started before the kill: ${tally(inFlight)}; started after it: ${tally(down)}; recovered ${recoveryMs} ms after FerretDB restarted`);

    // 4. the client retries what failed (same request ids, same transaction hashes)
    for (const tx of purchases) {
      const answer = await checkPurchase(tx);
      // credited now, or already credited by an earlier attempt (perhaps one cut off by the crash)
      // or the pending-payment worker: the player's own payment answers confirmed, never 409
      expect(answer.status, `${tx}: ${JSON.stringify(answer)}`).toBe(200);
    }
    for (const id of searchIds) {
      const answer = await search(id);
      expect(answer.status, `${id}: ${JSON.stringify(answer)}`).toBe(200);
    }
    for (let i = 0; i < 2; i++) expect((await newSearch()).status).toBe(200);

    // 5. the ledger: each purchase credited once, each search charged once, nothing else
    const ledger = new CreditsLedger(app.store);
    const entries = await ledger.history(player.accountId, 1_000);
    const bought = entries.filter((e) => e.delta > 0);
    const charged = entries.filter((e) => e.kind === 'search');
    expect(bought.map((e) => e.reference?.toLowerCase()).sort()).toEqual([...purchases].map((tx) => tx.toLowerCase()).sort());
    expect(bought.every((e) => e.delta === CREDITS_PER_PURCHASE)).toBe(true);
    // the search debit's reference is `<market>:<requestId>`
    expect(charged.map((e) => e.reference?.split(':')[1]).sort()).toEqual([...searchIds].sort());
    expect(charged.every((e) => e.delta === -1)).toBe(true);
    const expected = purchases.size * CREDITS_PER_PURCHASE - searchIds.size;
    expect(await ledger.balance(player.accountId)).toBe(expected);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: player.headers });
    expect(me.json().creditos).toBe(expected);
  }, 300_000);

  it('while it is down, a signed-in player still gets the shell, static files and the public API as a visitor does; what needs the account answers 503', async () => {
    const cookie = { criadero_session: app.signCookie(player.token) };
    const page = (url: string, signedInBy: 'cookie' | 'bearer') =>
      app.inject({ method: 'GET', url, ...(signedInBy === 'cookie' ? { cookies: cookie } : { headers: player.headers }) });
    expect((await page('/api/users/me', 'cookie')).statusCode).toBe(200);
    await db.kill();
    try {
      for (const signedInBy of ['cookie', 'bearer'] as const) {
        for (const url of ['/', '/main.js', '/dashboard/profile', '/embed/axie-infinity-tools/breeding-calculator']) {
          const res = await page(url, signedInBy);
          expect(res.statusCode, `${signedInBy} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
          expect(res.headers['content-type'], url).toMatch(url.endsWith('.js') ? /javascript/ : /text\/html/);
        }
        const api = await page('/api/users/me', signedInBy);
        expect({ status: api.statusCode, code: api.json().code }).toEqual({ status: 503, code: 'NOT_READY' });
        // the public API answers a signed-in player as it answers a visitor (the session cannot be read)
        for (const url of PUBLIC_WITHOUT_DATABASE) {
          const visitor = await app.inject({ method: 'GET', url });
          const signedIn = await page(url, signedInBy);
          expect(visitor.statusCode, `visitor ${url}: ${visitor.body.slice(0, 200)}`).toBe(200);
          expect({ status: signedIn.statusCode, body: signedIn.json() }, `${signedInBy} ${url}`).toEqual({ status: 200, body: visitor.json() });
        }
        // a paid search needs the account: not "log in" (the session may be fine), but "not ready"
        const searchRes = await app.inject({
          method: 'POST',
          url: '/api/search',
          ...(signedInBy === 'cookie' ? { cookies: cookie } : { headers: player.headers }),
          payload: { requestId: `outage-${signedInBy}`, classes: ['beast'] },
        });
        expect({ status: searchRes.statusCode, code: searchRes.json().code }).toEqual({ status: 503, code: 'NOT_READY' });
      }
    } finally {
      await db.start();
      await waitUntilReady();
    }
    expect((await page('/api/users/me', 'bearer')).statusCode).toBe(200);
  }, 120_000);
});
