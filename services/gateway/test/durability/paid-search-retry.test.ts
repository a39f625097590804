import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SessionsRepository, WalletsRepository } from '@criadero/service-kit/identity';
import { EmbeddedStore, MongoStore, type Store } from '@criadero/service-kit/store';
import { freePort, spawnFerretDb } from '@criadero/service-kit/testing';
import { CreditsLedger } from '@criadero/service-users';
import { killHard, liveHorseListingsFile, startGatewayProcess, type GatewayProcess } from '../support/gateway-process';

const SEARCHES = 40;
const CREDITS = 50;

/** Where the gateway keeps its data: the embedded store's folder, or a database on FerretDB. */
interface StoreUnderTest {
  env: Record<string, string>;
  open(): Promise<Store>;
  dispose(): Promise<void>;
}

function embedded(): StoreUnderTest {
  const dataDir = mkdtempSync(join(tmpdir(), 'criadero-retry-'));
  return {
    env: { CRIADERO_DATA_DIR: dataDir },
    open: async () => new EmbeddedStore({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function ferretDb(): Promise<StoreUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'criadero-retry-ferretdb-'));
  const port = await freePort();
  const server = await spawnFerretDb({ port, dataDir });
  const uri = `mongodb://127.0.0.1:${port}/`;
  const database = `criadero_retry_${randomBytes(4).toString('hex')}`;
  return {
    env: { MONGODB_URI: uri, MONGODB_DB: database },
    open: () => MongoStore.connect(uri, database),
    dispose: async () => {
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGKILL');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A paid search whose answer never arrived (the gateway killed with SIGKILL mid-search) is free
 * when the player retries it with the same requestId and filters, on the embedded store and on
 * FerretDB: after the retries every search was answered and each was charged exactly once.
 */
describe.each([
  ['embedded', async () => embedded()],
  ['ferretdb', ferretDb],
] as const)('a paid search retried after the gateway was killed mid-search, on %s', (_name, storeUnderTest) => {
  let target: StoreUnderTest | undefined;
  let gateway: GatewayProcess | undefined;
  afterAll(async () => {
    if (gateway) await killHard(gateway);
    await target?.dispose();
  }, 60_000);

  it('charges each search once: the retries of the searches debited before the kill are replays', async () => {
    target = await storeUnderTest();
    // a player with a session and 50 credits, written to the store before the site starts
    const address = `0x${randomBytes(20).toString('hex')}`;
    const store = await target.open();
    const { accountId } = await new WalletsRepository(store).accountForLogin(address);
    const { token } = await new SessionsRepository(store).create(accountId, address, 3_600_000);
    await new CreditsLedger(store).append({ accountId, delta: CREDITS, kind: 'grant', idempotencyKey: `grant:${accountId}` });
    await store.close();

    const env = { ...target.env, AXIE_MARKET_SIZE: '300', HORSE_LISTINGS_FILE: liveHorseListingsFile() };
    gateway = await startGatewayProcess(env);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // each search its own id and filters (a different level floor), as the UI sends them
    const body = (i: number) => JSON.stringify({ requestId: `lost-${i}`, filters: { level: { min: 1 + (i % 5) } }, pageSize: 5 });
    const search = (url: string, i: number) => fetch(`${url}/api/horse/search`, { method: 'POST', headers, body: body(i), signal: AbortSignal.timeout(60_000) });
    const me = async (url: string) => ((await (await fetch(`${url}/api/users/me`, { headers })).json()) as { creditos: number }).creditos;

    const answered = new Set<number>();
    const refused: string[] = [];
    const running = gateway;
    let killed: Promise<void> | undefined;
    const inFlight = Array.from({ length: SEARCHES }, (_, i) =>
      search(running.url, i).then(
        async (res) => {
          if (res.status !== 200) return void refused.push(`${res.status} ${await res.text()}`);
          answered.add(i);
          // killed as the first answer arrives, with the others still being worked on (a timer
          // polling for a few answers let an idle machine answer every search before the kill)
          killed ??= killHard(running);
        },
        () => undefined, // the connection died with the process
      ),
    );
    await Promise.all(inFlight);
    expect(refused).toEqual([]);
    expect(killed).toBeDefined();
    await killed;

    gateway = await startGatewayProcess(env);
    const debitedBeforeRetry = CREDITS - (await me(gateway.url));
    // every answered search was debited; some unanswered ones may have been too
    expect(debitedBeforeRetry).toBeGreaterThanOrEqual(answered.size);
    expect(answered.size).toBeLessThan(SEARCHES);

    // the player retries every search with its id: each is answered, none is charged twice
    const retries = await Promise.all(Array.from({ length: SEARCHES }, (_, i) => search(gateway!.url, i)));
    expect(retries.map((res) => res.status)).toEqual(Array(SEARCHES).fill(200));
    const charges = (await Promise.all(retries.map((res) => res.json()))).map((answer) => (answer as { charge: { charged: boolean; replay: boolean } }).charge);
    expect(charges.every((charge) => charge.charged)).toBe(true);
    expect(charges.filter((charge) => charge.replay)).toHaveLength(debitedBeforeRetry);
    expect(await me(gateway.url)).toBe(CREDITS - SEARCHES);
    console.log(`retry after kill -9 (${_name}): ${answered.size} of ${SEARCHES} answered before the kill, ${debitedBeforeRetry} debited, all ${SEARCHES} answered after the retry with ${SEARCHES} credits spent in all`);
  }, 300_000);
});
