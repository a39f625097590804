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
