import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const SECRET = 'x'.repeat(40);

/** Starts the gateway's entry point as `npm start` does (a process, env from the caller) and waits for its exit. */
function startGateway(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
    // only what the case sets: no MONGODB_URI or SESSION_SECRET leaking in from the test runner
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stderr: run.stderr.trim() };
}

describe('NODE_ENV=production fails safe at start-up', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['no MONGODB_URI', { SESSION_SECRET: SECRET }, /MONGODB_URI is required when NODE_ENV=production/],
    ['no SESSION_SECRET', { MONGODB_URI: 'mongodb://127.0.0.1:9/' }, /SESSION_SECRET is required when NODE_ENV=production/],
    ['an RPC URL without a receiver', { MONGODB_URI: 'mongodb://127.0.0.1:9/', SESSION_SECRET: SECRET, RONIN_RPC_URL: 'http://127.0.0.1:9' }, /payments need both RONIN_RPC_URL and PAYMENT_RECEIVER_ADDRESS/],
    ['a receiver without an RPC URL', { MONGODB_URI: 'mongodb://127.0.0.1:9/', SESSION_SECRET: SECRET, PAYMENT_RECEIVER_ADDRESS: '0x' + '1'.repeat(40) }, /payments need both RONIN_RPC_URL and PAYMENT_RECEIVER_ADDRESS/],
  ];
  it.each(cases)('refuses to start with %s: one line, non-zero exit', (_name, env, message) => {
    const { status, stderr } = startGateway({ NODE_ENV: 'production', ...env });
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.split('\n')).toHaveLength(1);
  });

  it('refuses a SESSION_SECRET shorter than 32 characters', () => {
    const { status, stderr } = startGateway({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://127.0.0.1:9/', SESSION_SECRET: 'short' });
    expect(status).toBe(2);
    expect(stderr).toMatch(/SESSION_SECRET must have at least 32 characters/);
  });
});

describe('MONGODB_URI that cannot be used', () => {
  it.each([
    ['an unreachable', 'mongodb://127.0.0.1:9/?serverSelectionTimeoutMS=1000'],
    ['a malformed', 'mongodb://user@:bad:port/'],
  ])('%s MONGODB_URI ends the start with one line and exit 2, no stack trace', (_name, uri) => {
    const { status, stderr } = startGateway({ NODE_ENV: 'production', MONGODB_URI: uri, SESSION_SECRET: SECRET });
    expect(stderr).toMatch(/^Criadero cannot start: MONGODB_URI: could not connect to mongodb:\/\//);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(status).toBe(2);
  });
});

describe('npm run start:prod', () => {
  const repo = fileURLToPath(new URL('../../..', import.meta.url));
  const startProd = (env: Record<string, string>) =>
    spawnSync('npm', ['run', '-s', 'start:prod'], {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it.each([
    ['no MONGODB_URI', { SESSION_SECRET: SECRET }, /Criadero cannot start: MONGODB_URI is required/],
    ['an unreachable MONGODB_URI', { SESSION_SECRET: SECRET, MONGODB_URI: 'mongodb://127.0.0.1:9/' }, /Criadero cannot start: MONGODB_URI: could not connect/],
  ])('refuses %s before it builds anything', (_name, env, message) => {
    const run = startProd(env);
    expect(run.stderr).toMatch(message);
    expect(run.status).not.toBe(0);
    // nothing was built or started: turbo never ran
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/turbo|webpack|Tasks:/i);
  });
});
