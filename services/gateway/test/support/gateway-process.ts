import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Signer } from 'ethers';
import { loadHorseConfig } from '@criadero/service-horse';
import { siweMessageText } from '@criadero/session/siwe-message';
import type { NonceResponse } from '@criadero/api-contracts/schemas/auth';

const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  /** everything it printed so far */
  output: () => string;
}

/**
 * The gateway's entry point as its own process, as `npm start` runs it: the test runner's
 * environment without vitest's variables (so NODE_ENV is the user's default, load shedding on),
 * plus `env`. Resolves once it prints its banner and /api/ready answers 200.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const childEnv: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^VITEST/.test(name) && name !== 'NODE_ENV') childEnv[name] = value;
  Object.assign(childEnv, { PORT: '0', LOG_LEVEL: 'warn' }, env);
  const child = spawn(process.execPath, ['--import', 'tsx', server], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Criadero: (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}:\n${output}`)));
  });
  await waitUntilReady(url);
  return { child, url, output: () => output };
}

/** Polls /api/ready until it answers 200 (a ready gateway serves without shedding). */
export async function waitUntilReady(url: string): Promise<void> {
  // as a load balancer polls: the port opens once the market is loaded and indexed, which on
  // FerretDB with the tests' other suites on two cores can take minutes
  const deadline = Date.now() + 180_000;
  for (;;) {
    const status = await fetch(`${url}/api/ready`).then((res) => res.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} never became ready`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sends `signal` and waits for the process to end. */
export function stopGatewayProcess(gateway: GatewayProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => gateway.child.once('exit', () => resolve()));
  gateway.child.kill(signal);
  return exited;
}

/** SIGKILL: no shutdown hook runs, as in a crash. */
export const killHard = (gateway: GatewayProcess) => stopGatewayProcess(gateway, 'SIGKILL');

/** The shipped horse sample relabelled as a live market's export (HORSE_LISTINGS_FILE): its searches are paid. */
export function liveHorseListingsFile(): string {
  const sample = JSON.parse(readFileSync(loadHorseConfig({}).listingsFile, 'utf8')) as { source: object };
  const file = join(mkdtempSync(join(tmpdir(), 'criadero-live-horses-')), 'live-listings.json');
  writeFileSync(file, JSON.stringify({ ...sample, source: { kind: 'live', label: 'Planet Horse market export', asOf: '2026-11-20' } }));
  return file;
}

/** Signs `wallet` in over HTTP (nonce, SIWE message, signature) and returns the session cookie. */
export async function signInOverHttp(url: string, wallet: Signer): Promise<string> {
  const host = new URL(url).host;
  const nonceRes = await fetch(`${url}/api/auth/nonce`);
  const nonce = (await nonceRes.json()) as NonceResponse;
  expect(nonceRes.status, JSON.stringify(nonce)).toBe(200);
  const message = siweMessageText(nonce, { host, origin: url }, await wallet.getAddress());
  const res = await fetch(`${url}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ message, signature: await wallet.signMessage(message) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
