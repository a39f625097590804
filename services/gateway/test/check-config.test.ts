import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@criadero/service-kit/config';
import { freePort, startRedis } from '@criadero/service-kit/testing';
import { loadGatewayConfig } from '../src/config';
import { checkGatewayConfiguration } from '../src/config-check';
import { builtCli, PLAIN_NODE_OPTIONS } from './support/built-cli';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const checkConfig = builtCli('check-config');
const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const SECRET = 'x'.repeat(40);

const temp: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-check-config-'));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/** The variables of .env.example an operator sets to run the site (not the build's, tests' or bench's). */
function siteVariables(): string[] {
  const text = readFileSync(join(repo, '.env.example'), 'utf8');
  const site = text.slice(0, text.indexOf('# ---- Build'));
  return [...new Set([...site.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!))];
}

/** Free-form values only their issuer can judge: a wrong one is refused by that service's API at run time. */
const FREE_FORM = new Map([
  ['WAYPOINT_CLIENT_ID', "Sky Mavis' client id"],
  ['WALLETCONNECT_PROJECT_ID', "Reown's project id"],
  ['COINGECKO_API_KEY', "CoinGecko's key"],
  ['AXIE_API_KEY', "Sky Mavis' key"],
  ['ORIGINS_API_KEY', "Sky Mavis' key"],
  ['CRAFTWORLD_API_TOKEN', "Craft World's token"],
  // built by `start:prod` after the check: it may not exist yet
  ['CRIADERO_SHELL_DIR', 'the shell build'],
]);

describe('every variable of .env.example is validated before the server starts', () => {
  const dataDir = tempDir();
  const notAFolder = join(dataDir, 'a-file');
  writeFileSync(notAFolder, '');
  /** a malformed value per variable: the default suits every kind but a folder (any name is a folder that can be made) */
  const BAD: Record<string, string> = { CRIADERO_DATA_DIR: join(notAFolder, 'data') };
  const base = { NODE_ENV: 'development', SESSION_SECRET: SECRET, CRIADERO_DATA_DIR: dataDir };

  async function refusal(env: Record<string, string>): Promise<unknown> {
    try {
      await checkGatewayConfiguration(env, loadGatewayConfig(env));
      return undefined;
    } catch (error) {
      return error;
    }
  }

  it('the defaults pass', async () => {
    expect(await refusal(base)).toBeUndefined();
  });

  it.each(siteVariables().filter((name) => !FREE_FORM.has(name)))('a malformed %s is refused with a ConfigError naming it', async (name) => {
    const error = await refusal({ ...base, [name]: BAD[name] ?? '%%not valid%%' });
    expect(error, `${name} accepted a malformed value`).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });

  it.each([
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.256'],
    ['TRUST_PROXY', '::1/129'],
    ['REDIS_URL', 'redis://'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['MONGODB_URI', 'postgres://127.0.0.1/'],
    ['RONIN_RPC_URL', 'ftp://rpc.example'],
    ['SIWE_DOMAINS', 'https://criadero.example'],
    ['IMAGE_PROXY_HOSTS', 'cdn.example/path'],
    ['HOST', 'http://0.0.0.0'],
    ['AXIE_PRICES_AS_OF', '2025-13-01'],
  ])('%s=%s is refused', async (name, value) => {
    const error = await refusal({ ...base, [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });

  it.each([
    ['TRUST_PROXY', '10.0.0.0/8,192.168.1.7,::1/128,loopback'],
    ['SIWE_DOMAINS', 'criadero.example,127.0.0.1:3000'],
    ['HOST', '::'],
  ])('%s=%s is accepted', async (name, value) => {
    expect(await refusal({ ...base, [name]: value })).toBeUndefined();
  });
});

/**
 * Runs `npm run check-config`'s built tool under plain node (or the server's source through tsx)
 * as a process, with only the given environment.
 */
function run(script: string, env: Record<string, string>) {
  const built = script === checkConfig;
  const result = spawnSync(process.execPath, built ? [script] : ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', PORT: '0', SESSION_SECRET: SECRET, ...env, ...(built ? { NODE_OPTIONS: PLAIN_NODE_OPTIONS } : {}) },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

const expectOneLineRefusal = (result: ReturnType<typeof run>, message: RegExp) => {
  expect(result.stderr).toMatch(/^Criadero cannot start: /);
  expect(result.stderr).toMatch(message);
  expect(result.stderr.split('\n')).toHaveLength(1);
  expect(result.status).toBe(2);
};

describe('npm run check-config (the first step of start:prod and of the systemd unit)', () => {
  it('refuses a malformed TRUST_PROXY CIDR (10.0.0.0/33): one line, exit 2', () => {
    expectOneLineRefusal(run(checkConfig, { CRIADERO_DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/33' }), /TRUST_PROXY .*"10\.0\.0\.0\/33"/);
  });

  it('refuses a REDIS_URL nothing answers on, within seconds: one line, exit 2', async () => {
    const port = await freePort();
    expectOneLineRefusal(run(checkConfig, { CRIADERO_DATA_DIR: tempDir(), REDIS_URL: `redis://127.0.0.1:${port}` }), /REDIS_URL: could not connect to redis:\/\/127\.0\.0\.1:\d+ within 2000 ms \(ECONNREFUSED\)/);
  });

  it('accepts a REDIS_URL a real redis-server answers on', async () => {
    const redis = await startRedis();
    try {
      const result = run(checkConfig, { CRIADERO_DATA_DIR: tempDir(), REDIS_URL: redis.url });
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^Configuration checked \(development, Redis answers\)\.$/);
      expect(result.status).toBe(0);
    } finally {
      await redis.stop();
    }
  });

  it('refuses a data folder it cannot write: one line, exit 2', () => {
    const dir = tempDir();
    const readOnly = join(dir, 'read-only');
    // a read-only file system when the test runs as root (root writes through any mode bits),
    // else a folder without write permission
    if (process.getuid?.() === 0) {
      spawnSync('mkdir', [readOnly]);
      const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', readOnly], { encoding: 'utf8' });
      expect(mounted.status, `mount a read-only tmpfs: ${mounted.stderr}`).toBe(0);
    } else {
      spawnSync('mkdir', [readOnly]);
      chmodSync(readOnly, 0o555);
    }
    try {
      expectOneLineRefusal(run(checkConfig, { CRIADERO_DATA_DIR: readOnly }), /CRIADERO_DATA_DIR: cannot .*\((EROFS|EACCES)\)/);
    } finally {
      if (process.getuid?.() === 0) spawnSync('umount', [readOnly]);
      else chmodSync(readOnly, 0o755);
    }
  });
});

describe('the server itself', () => {
  it('refuses a REDIS_URL nothing answers on with one line and exit 2, not a stack trace and exit 1', async () => {
    const port = await freePort();
    expectOneLineRefusal(run(server, { CRIADERO_DATA_DIR: tempDir(), REDIS_URL: `redis://127.0.0.1:${port}`, AXIE_WARM_UP: 'false', AXIE_MARKET_SIZE: '100' }), /REDIS_URL: could not connect/);
  });
});
