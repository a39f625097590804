import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract, Wallet } from 'ethers';
import { startLocalChain, type LocalChain } from '@criadero/service-billing/testing';
import { MongoStore } from '@criadero/service-kit/store';
import { freePort, startFerretDb, startRedis, type RunningFerretDb, type RunningRedis } from '@criadero/service-kit/testing';
import { call, GatewayProcess, requireNginx, startNginx, type Reply, type RunningNginx } from '../src/harness/cluster';
import { liveHorseListingsFile } from '../src/harness/live-listings';

/**
 * Two gateway processes behind nginx (services/gateway/deploy/nginx.conf.example, round-robin) on one
 * FerretDB and one Redis, as docs/deploy.md describes, with payments verified on the local EVM
 * chain the billing tests use. Everything goes through nginx. The figures are printed at the end.
 */
const RECEIVER = '0x0000000000000000000000000000000000beef24';
const WORKER_INTERVAL_MS = 1000;
const USDC = (n: number) => BigInt(n) * 1_000_000n;

let ferret: RunningFerretDb;
let redis: RunningRedis;
let chain: LocalChain;
let usdc: Contract;
let nginx: RunningNginx;
let store: MongoStore;
const gateways: GatewayProcess[] = [];
const figures: Record<string, string | number> = {};
const DB = `criadero_scale_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  requireNginx();
  [ferret, redis] = await Promise.all([startFerretDb(), startRedis()]);
  chain = await startLocalChain();
  usdc = await chain.deployUsdc([]);
  const nginxPort = await freePort();
  const site = `127.0.0.1:${nginxPort}`;
  // production settings; only addresses differ from docs/deploy.md (and a 1 s worker interval to count passes)
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'debug',
    MONGODB_URI: ferret.uri,
    MONGODB_DB: DB,
    REDIS_URL: redis.url,
    TRUST_PROXY: '127.0.0.1', // nginx's address: the one peer whose X-Forwarded-For is believed
    SESSION_SECRET: 'scale-out-secret-scale-out-secret-0000000',
    COOKIE_SECURE: 'false', // plain http on loopback; behind TLS in production
    CORS_ORIGINS: `http://${site}`,
    SIWE_DOMAINS: site,
    RONIN_RPC_URL: chain.url,
    PAYMENT_CHAIN_ID: String(chain.chainId),
    USDC_ADDRESS: await usdc.getAddress(),
    PAYMENT_RECEIVER_ADDRESS: RECEIVER,
    PAYMENT_CONFIRMATIONS: '1',
    // a 1 s worker interval and one confirmation so the test sees several passes and credits in
    // seconds; a 2,000-axie market so two instances start quickly (the race is the same)
    PAYMENT_WORKER_INTERVAL_MS: String(WORKER_INTERVAL_MS),
    AXIE_MARKET_SIZE: '2000',
    HORSE_LISTINGS_FILE: liveHorseListingsFile(),
  };
  for (const name of ['gateway-a', 'gateway-b']) gateways.push(new GatewayProcess(name, await freePort(), env));
  // both start together on the empty database: indexes, seeds and the market load race for real
  await Promise.all(gateways.map((g) => g.start()));
  nginx = await startNginx(gateways.map((g) => g.port), nginxPort);
  // the market warms up in the background after start: wait for it on each instance
  for (const gateway of gateways) {
    while (!(await call(`${gateway.url}/api/axie/status`)).json<{ market: { loaded: boolean } }>().market.loaded) await new Promise((r) => setTimeout(r, 250));
  }
  store = await MongoStore.connect(ferret.uri, DB);
}, 300_000);

afterAll(async () => {
  if (nginx) figures['requests through nginx / gateway instances'] = `${nginx.accessLog().length} / ${gateways.length}`;
  console.log(
    ['scale-out figures (2 gateway instances behind nginx, one FerretDB, one Redis):', ...Object.entries(figures).map(([k, v]) => `  ${k}: ${v}`)].join('\n'),
  );
  await store?.close();
  await nginx?.stop();
  await Promise.all(gateways.map((g) => g.stop()));
  await chain?.close();
  await redis?.stop();
  await ferret?.stop();
}, 60_000);

const site = (path: string) => `${nginx.url}${path}`;
const host = () => `127.0.0.1:${nginx.port}`;

/** Which instance answered each logged request of nginx's access log (log_format criadero). */
function upstreamCounts(filter: (line: string) => boolean): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of nginx.accessLog().filter(filter)) {
    const upstream = /upstream=(\S+)/.exec(line)?.[1] ?? '-';
    counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
  }
  return counts;
}

/** Signs in through nginx with Sign-In with Ethereum: the nonce and the verify may land on different instances. */
async function signIn(wallet: Wallet): Promise<{ headers: Record<string, string>; accountId: string }> {
  const nonce = (await call(site('/api/auth/nonce'))).json<{ nonce: string; issuedAt: string; expirationTime: string; chainId: number; statement: string }>();
  const message = [
    `${host()} wants you to sign in with your Ethereum account:`,
    wallet.address,
    '',
    nonce.statement,
    '',
    `URI: http://${host()}`,
    'Version: 1',
    `Chain ID: ${nonce.chainId}`,
    `Nonce: ${nonce.nonce}`,
    `Issued At: ${nonce.issuedAt}`,
    `Expiration Time: ${nonce.expirationTime}`,
  ].join('\n');
  const verified = await call(site('/api/auth/verify'), { body: { message, signature: await wallet.signMessage(message) } });
  expect(verified.status, verified.body).toBe(200);
  const cookie = String(verified.headers['set-cookie']).split(';')[0]!;
  return { headers: { cookie }, accountId: verified.json<{ accountId: string }>().accountId };
}

/** Pays `credits` USDC on chain and returns the transaction hash. */
async function pay(from: Awaited<ReturnType<LocalChain['newWallet']>>, credits: number): Promise<string> {
  const tx = await (usdc.connect(from.signer) as Contract).getFunction('transfer')(RECEIVER, USDC(credits));
  await tx.wait();
  return tx.hash as string;
}

/** A paid search: over the horse listings labelled live (searches over sample data are free). */
const search = (headers: Record<string, string>, requestId: string, localAddress?: string) =>
  call(site('/api/horse/search'), { headers, body: { filters: { rarities: ['Common'] }, requestId, pageSize: 5 }, localAddress });

interface LedgerEntry {
  _id: string;
  accountId: string;
  seq: number;
  delta: number;
  balance: number;
  kind: string;
  idempotencyKey: string;
}
const ledgerOf = (accountId: string) => store.collection<LedgerEntry>('credit_ledger').find({ accountId }, { sort: { seq: 1 } });

/** Entries that break the ledger: a sequence gap or repeat, a running balance that does not add up, a key used twice. */
function ledgerProblems(entries: LedgerEntry[]): string[] {
  const problems: string[] = [];
  let balance = 0;
  const keys = new Set<string>();
  entries.forEach((entry, i) => {
    balance += entry.delta;
    if (entry.seq !== i + 1) problems.push(`seq ${entry.seq} at position ${i + 1}`);
    if (entry.balance !== balance) problems.push(`balance ${entry.balance} != ${balance} at seq ${entry.seq}`);
    if (keys.has(entry.idempotencyKey)) problems.push(`key twice: ${entry.idempotencyKey}`);
    keys.add(entry.idempotencyKey);
  });
  return problems;
}

describe('two gateway instances behind nginx on one database and one Redis', () => {
  let player: Awaited<ReturnType<LocalChain['newWallet']>>;
  let session: Awaited<ReturnType<typeof signIn>>;

  it('serves the site through both instances, and a session made on one works on the other', async () => {
    player = await chain.newWallet([usdc]);
    session = await signIn(player.wallet);
    const before = nginx.accessLog().length;
    for (let i = 0; i < 12; i++) {
      const me = await call(site('/api/users/me'), { headers: session.headers });
      expect(me.status, me.body).toBe(200);
    }
    // nginx writes a request's access-log line after sending its answer: wait for the last lines
    await expect.poll(() => nginx.accessLog().length).toBeGreaterThanOrEqual(before + 12);
    const served = upstreamCounts((line) => line.includes('/api/users/me'));
    expect([...served.keys()].sort()).toEqual(gateways.map((g) => `127.0.0.1:${g.port}`).sort());
    figures['session: /api/users/me answered by'] = [...served].map(([k, v]) => `${k} ×${v}`).join(', ');
    const page = await call(site('/axie-infinity-tools/breeding-calculator'));
    expect([200, 503]).toContain(page.status); // 503 NOT_READY only when the shell is not built
  });

  it('one instance syncs the moving market, the other follows its change log: after a change both answer a search the same way', async () => {
    type Market = { leader: boolean; syncedAt: string | null; changesApplied: number; degraded: boolean };
    const status = async (g: GatewayProcess) => (await call(`${g.url}/api/axie/status`)).json<{ market: Market }>().market;
    expect((await Promise.all(gateways.map(status))).map((m) => m.leader).sort()).toEqual([false, true]);
    const [listed] = await store.collection<{ _id: string; owner: string }>('axies').find({ auctionType: 'Sale' }, { limit: 1 });
    const started = Date.now();
    // the sample market moves by itself (0.3 changes a second at 2,000 axies): wait for a change
    // both instances have applied, then ask each the same searches (free ones: a wallet import and
    // its valuation at the floor, which moves with every listing of its class and breed count)
    let compared = 0;
    await expect
      .poll(
        async () => {
          const before = await Promise.all(gateways.map(status));
          const syncedAt = before[0]!.syncedAt;
          if (!syncedAt || Date.parse(syncedAt) < started || before.some((m) => m.syncedAt !== syncedAt)) return false;
          const answers = await Promise.all(
            gateways.map(async (g) => [
              (await call(`${g.url}/api/search`, { body: { owner: listed!.owner, auctionType: 'All', sort: 'PriceAsc' } })).json(),
              (await call(`${g.url}/api/wallet-price`, { body: { owner: listed!.owner } })).json(),
            ]),
          );
          if ((await Promise.all(gateways.map(status))).some((m) => m.syncedAt !== syncedAt)) return false; // moved meanwhile: again
          compared++;
          expect(answers[0]![0]).toMatchObject({ syncedAt, marketDegraded: false });
          expect(answers[1]).toEqual(answers[0]);
          return true;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    figures['market sync: changes applied by each instance'] = (await Promise.all(gateways.map(status))).map((m) => m.changesApplied).join(' / ');
    expect(compared).toBe(1);
  });

  it('20 concurrent submissions of one payment credit it once', async () => {
    const hash = await pay(player, 10);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call(site('/api/users/checkCreditbuy'), { headers: session.headers, body: { wallets: [], tx_hash: hash, amount: 10, affiliate_code: null } })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 202), statuses.join(' ')).toBe(true);
    const entries = await ledgerOf(session.accountId);
    const purchases = entries.filter((e) => e.kind === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.delta).toBe(10);
    expect(ledgerProblems(entries)).toEqual([]);
    figures['payment: submissions of one tx hash'] = replies.length;
    figures['payment: credited entries'] = purchases.length;
  });

  it('50 concurrent paid searches on those 10 credits spend exactly 10, over both instances', async () => {
    const before = nginx.accessLog().length;
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => search(session.headers, `scale-50-${i}`)));
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 402);
    expect(ok.length + refused.length, replies.map((r) => r.status).join(' ')).toBe(50);
    expect(ok).toHaveLength(10);
    for (const reply of refused) expect(reply.json()).toMatchObject({ code: 'NO_CREDIT' });
    const entries = await ledgerOf(session.accountId);
    expect(entries.filter((e) => e.kind === 'search')).toHaveLength(10);
    expect(entries.at(-1)!.balance).toBe(0);
    expect(ledgerProblems(entries)).toEqual([]);
    await expect.poll(() => nginx.accessLog().length - before).toBe(50); // the log lines trail the answers
    const served = upstreamCounts((line) => line.includes('POST /api/horse/search'));
    expect(served.size).toBe(2);
    figures['paid searches: requests / credits / spent'] = `50 / 10 / ${10 - entries.at(-1)!.balance}`;
    figures['paid searches: per instance'] = [...served].map(([k, v]) => `${k} ×${v}`).join(', ');
  });

  it('limits a flood with the shared limit of both instances, not twice it', async () => {
    // another visitor (a different loopback address), with the shipped limit for reads
    const limit = 1200;
    const flood = 1500;
    const from = '127.0.0.2';
    const statuses: number[] = [];
    const queue = Array.from({ length: flood }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (queue.shift() !== undefined) statuses.push((await call(site('/api/axie/status'), { localAddress: from })).status);
      }),
    );
    const ok = statuses.filter((s) => s === 200).length;
    const limited = statuses.filter((s) => s === 429).length;
    expect(ok + limited).toBe(flood);
    expect(ok).toBe(limit);
    const refused = await call(site('/api/axie/status'), { localAddress: from, headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Demasiadas solicitudes, espera un momento' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const served = upstreamCounts((line) => line.startsWith(from) && line.includes('/api/axie/status') && / 200 /.test(line));
    expect(served.size).toBe(2);
    // the site itself is never limited, even for that visitor
    expect((await call(site('/api/health'), { localAddress: from })).status).toBe(200);
    figures['flood: requests / allowed / refused (limit per minute)'] = `${flood} / ${ok} / ${limited} (${limit})`;
    figures['flood: allowed per instance'] = [...served].map(([k, v]) => `${k} ×${v}`).join(', ');
  });

  it('runs exactly one payment worker pass per interval across the instances', async () => {
    const passes = () =>
      gateways.flatMap((g) =>
        g
          .records()
          .filter((r) => r.msg === 'leased job ran' && r.job === 'payment-worker')
          .map((r) => ({ slot: r.slot as number, instance: g.name })),
      );
    const spanOf = (slots: number[]) => (slots.length ? Math.max(...slots) - Math.min(...slots) + 1 : 0);
    // the tests above may take less than five intervals on a fast machine: wait until five have passed
    await expect.poll(() => spanOf(passes().map((p) => p.slot)), { timeout: 20 * WORKER_INTERVAL_MS }).toBeGreaterThanOrEqual(5);
    const runs = passes();
    const perSlot = new Map<number, number>();
    for (const run of runs) perSlot.set(run.slot, (perSlot.get(run.slot) ?? 0) + 1);
    const doubled = [...perSlot].filter(([, n]) => n > 1);
    expect(doubled).toEqual([]);
    const span = spanOf([...perSlot.keys()]);
    // a wake-up delayed past the next boundary on a busy machine may skip an interval, never double one
    expect(perSlot.size).toBeGreaterThanOrEqual(Math.floor(span * 0.8));
    figures['payment worker: intervals / passes / intervals with two passes'] = `${span} / ${runs.length} / ${doubled.length}`;
    figures['payment worker: passes per instance'] = gateways.map((g) => `${g.name} ×${runs.filter((r) => r.instance === g.name).length}`).join(', ');
  });

  it('keeps answering through the other instance when one is killed mid-run, with nothing lost or doubled', async () => {
    // another player (another address: the first one spent much of its paid-search budget above)
    const player2 = '127.0.0.3';
    const buyer = await chain.newWallet([usdc]);
    const me = await signIn(buyer.wallet);
    const bought = await call(site('/api/users/checkCreditbuy'), { headers: me.headers, body: { wallets: [], tx_hash: await pay(buyer, 60), amount: 60, affiliate_code: null } });
    expect(bought.json()).toMatchObject({ status: 'confirmed', creditos: 60 });

    const total = 80;
    const results = new Map<string, number>();
    let retries = 0;
    let done = 0;
    let killed: Promise<void> | undefined;
    const queue = Array.from({ length: total }, (_, i) => `kill-${i}`);
    // a client that retries what got no answer (the instance died under it) with the same requestId
    const unanswered: string[] = [];
    const one = async (requestId: string) => {
      for (let attempt = 0; attempt < 6; attempt++) {
        const reply: Reply | undefined = await search(me.headers, requestId, player2).catch(() => undefined);
        if (reply && (reply.status === 200 || reply.status === 402)) return reply.status;
        if (attempt === 5) unanswered.push(`${requestId}: ${reply?.status} ${reply?.body.slice(0, 200)}`);
        retries++;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return 0;
    };
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          results.set(id, await one(id));
          if (++done === total / 4) killed = gateways[1]!.kill();
        }
      }),
    );
    await killed;
    const statuses = [...results.values()];
    expect(unanswered).toEqual([]);
    const ok = statuses.filter((s) => s === 200).length;
    expect(ok).toBe(60);
    expect(statuses.filter((s) => s === 402)).toHaveLength(total - 60);
    const entries = await ledgerOf(me.accountId);
    const searches = entries.filter((e) => e.kind === 'search');
    expect(searches).toHaveLength(60);
    expect(entries.at(-1)!.balance).toBe(0);
    expect(ledgerProblems(entries)).toEqual([]);
    // the survivor answers everything now
    for (let i = 0; i < 10; i++) expect((await call(site('/api/health'))).status).toBe(200);
    expect((await call(site('/api/users/me'), { headers: me.headers })).status).toBe(200);
    figures['kill: searches / credits / spent / client retries'] = `${total} / 60 / ${searches.length} / ${retries}`;
    figures['duplicates found (ledger problems, both accounts)'] = ledgerProblems(entries).length + ledgerProblems(await ledgerOf(session.accountId)).length;
  });
});
