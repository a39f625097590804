import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MongoStore, type Store } from '@criadero/service-kit/store';
import { InMemoryBalanceReader } from '@criadero/service-users';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config';
import { buildGateway } from '../../src/gateway';

const shippedRegistry = readFileSync(new URL('../../config/remotes.json', import.meta.url), 'utf8');

/** A tiny built-shell stand-in and a copy of the shipped registry in a temp folder. */
function fixtureSite() {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-gateway-suite-'));
  const shellDir = join(dir, 'dist');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>');
  writeFileSync(join(shellDir, 'main.js'), 'console.log("shell")');
  const remotesFile = join(dir, 'remotes.json');
  writeFileSync(remotesFile, shippedRegistry);
  return { dir, shellDir, remotesFile };
}

/**
 * The gateway's real configuration read from an environment (test defaults: quiet, fixed
 * secret, a small generated Axie market that stands still, no warm-up), pointed at a fixture
 * shell. The market sync is off: these suites compare the store before and after requests
 * (hostile input must store nothing), and a market moving by itself writes in between.
 */
export function suiteConfig(env: Record<string, string> = {}): GatewayConfig {
  const site = fixtureSite();
  return loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'suite-secret-suite-secret-suite-secret-00',
    AXIE_MARKET_SIZE: '300',
    AXIE_WARM_UP: 'false',
    AXIE_SYNC: 'false',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_AUTH_MAX: '1000000',
    CRIADERO_SHELL_DIR: site.shellDir,
    CRIADERO_REMOTES_FILE: site.remotesFile,
    ...env,
  });
}

/** A fresh database on a MongoDB-wire server (FerretDB in these suites). */
export const openDatabase = (uri: string) => MongoStore.connect(uri, `criadero_suite_${randomBytes(5).toString('hex')}`, { serverSelectionTimeoutMS: 3000 });

/** The whole gateway (every service) on the given store; balances come from a fixed in-memory table. */
export async function gatewayOn(store: Store, config: GatewayConfig = suiteConfig()) {
  const app = await buildGateway({ config, store, logger: false, balanceReader: new InMemoryBalanceReader({ defaultBalance: 0n, balances: new Map() }) });
  await app.ready();
  return app;
}

/** A signed-in account through the platform's real session store: its id, token and bearer header. */
export async function signedIn(app: FastifyInstance, address = `0x${randomBytes(20).toString('hex')}`) {
  const { accountId } = await app.identity.wallets.accountForLogin(address);
  const { token } = await app.identity.sessions.create(accountId, address.toLowerCase(), 3_600_000);
  return { accountId, address: address.toLowerCase(), token, headers: { authorization: `Bearer ${token}` } };
}
