import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { supervise } from '../scripts/supervise.mjs';

const SUPERVISOR = fileURLToPath(new URL('../scripts/supervise.mjs', import.meta.url));
const SERVER = fileURLToPath(new URL('./fixtures/supervised-server.ts', import.meta.url));

interface Supervised {
  child: ChildProcess;
  output: () => string;
  /** resolves with the pid of the n-th server started (1-based) */
  serverPid: (n: number) => Promise<number>;
  exit: Promise<number | null>;
}

/** `node scripts/supervise.mjs -- <the fixture server>`, as `npm start` runs the gateway. */
function startSupervised(): Supervised {
  const child = spawn(process.execPath, [SUPERVISOR, '--', process.execPath, '--import', 'tsx', SERVER], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters: Array<() => void> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const pids = () => [...output.matchAll(/listening \S+ pid (\d+)/g)].map((m) => Number(m[1]));
  const serverPid = async (n: number) => {
    while (pids().length < n) {
      if (child.exitCode !== null) throw new Error(`supervisor exited:\n${output}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return pids()[n - 1]!;
  };
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, serverPid, exit };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check(), what).toBe(true);
}

describe('npm start supervises the gateway', () => {
  let running: Supervised | undefined;
  afterEach(() => {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
  });

  it('restarts a gateway killed with SIGKILL, after a backoff, with one line saying so', async () => {
    running = startSupervised();
    const first = await running.serverPid(1);
    process.kill(first, 'SIGKILL');
    const second = await running.serverPid(2);
    expect(second).not.toBe(first);
    expect(running.output()).toContain('Criadero: the gateway was killed (SIGKILL); restarting it in 1.0 s.');
    expect(running.child.exitCode).toBeNull();
  }, 60_000);

  it('a gateway stopped with SIGTERM stops everything: one line, non-zero exit so turbo stops the remotes', async () => {
    running = startSupervised();
    process.kill(await running.serverPid(1), 'SIGTERM');
    expect(await running.exit).toBe(143);
    expect(running.output()).toContain('Criadero: the gateway stopped; stopping the remotes too.');
  }, 60_000);

  it('SIGTERM to npm start (the supervisor) drains the gateway and exits', async () => {
    running = startSupervised();
    const server = await running.serverPid(1);
    running.child.kill('SIGTERM');
    expect(await running.exit).toBe(143);
    expect(alive(server)).toBe(false);
  }, 60_000);

  it('a gateway whose supervisor was killed (SIGKILL) ends itself instead of running orphaned', async () => {
    running = startSupervised();
    const server = await running.serverPid(1);
    running.child.kill('SIGKILL');
    await until(() => !alive(server), 'the orphaned server exited');
  }, 60_000);

  it('gives up after repeated crashes with one line and exit 1', async () => {
    const lines: string[] = [];
    const code = await supervise([process.execPath, '-e', 'process.exit(1)'], { firstDelayMs: 10, maxDelayMs: 40, maxCrashes: 4, windowMs: 60_000, say: (line: string) => lines.push(line) });
    expect(code).toBe(1);
    expect(lines.slice(0, 3)).toEqual([
      'Criadero: the gateway exited with code 1; restarting it in 0.0 s.',
      'Criadero: the gateway exited with code 1; restarting it in 0.0 s.',
      'Criadero: the gateway exited with code 1; restarting it in 0.0 s.',
    ]);
    expect(lines[3]).toBe('Criadero: the gateway exited with code 1, its 4th crash within 60 s; stopping everything.');
  });
});
