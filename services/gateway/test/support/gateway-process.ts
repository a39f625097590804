import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadHorseConfig } from '@criadero/service-horse';

const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  /** what it printed until it listened */
  output: string;
}

/**
 * The gateway as its own process with the environment a player's `npm start` has plus `env`
 * (PORT 0, warnings only). Resolves once it listens and serves (the market warm-up may shed
 * load with 503 BUSY for a moment).
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const childEnv: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^VITEST/.test(name) && name !== 'NODE_ENV') childEnv[name] = value;
  Object.assign(childEnv, { PORT: '0', LOG_LEVEL: 'warn', ...env });
  const child = spawn(process.execPath, ['--import', 'tsx', server], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 120_000);
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
  for (let tries = 0; (await fetch(`${url}/api/auth/nonce`)).status === 503; tries += 1) {
    if (tries > 120) throw new Error('gateway still busy after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { child, url, output };
}

/** SIGKILL: no shutdown hook runs, as in a crash. */
export function killHard(gateway: GatewayProcess): Promise<void> {
  if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => gateway.child.once('exit', () => resolve()));
  gateway.child.kill('SIGKILL');
  return exited;
}

/** The shipped horse sample relabelled as a live market's export (HORSE_LISTINGS_FILE): its searches are paid. */
export function liveHorseListingsFile(): string {
  const sample = JSON.parse(readFileSync(loadHorseConfig({}).listingsFile, 'utf8')) as { source: object };
  const file = join(mkdtempSync(join(tmpdir(), 'criadero-live-horses-')), 'live-listings.json');
  writeFileSync(file, JSON.stringify({ ...sample, source: { kind: 'live', label: 'Planet Horse market export', asOf: '2026-11-20' } }));
  return file;
}
