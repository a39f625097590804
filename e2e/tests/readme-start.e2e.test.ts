import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import type { Browser } from 'playwright-core';
import { freePort, startFerretDb, type RunningFerretDb } from '@criadero/service-kit/testing';
import { MongoStore } from '@criadero/service-kit/store';
import { launchChromium, openPage, screenshot } from '../src/harness/browser';
import { installTestWallet } from '../src/harness/test-wallet';
import { shellMessages } from '../src/harness/catalogue';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The environment a user's shell would give `npm start`: ours minus what vitest and the outer
 * turbo/npm run set for themselves (VITEST, NODE_ENV=test, TURBO_*, npm_*), plus the user's own
 * variables. Nothing else is changed: same command, same ports for the remotes, shipped defaults.
 */
function userEnv(variables: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(VITEST|TURBO_|npm_)/.test(name) || name === 'NODE_ENV' || name === 'TEST' || name === 'INIT_CWD') continue;
    env[name] = value;
  }
  return { ...env, ...variables };
}

/** Runs the README's command in its own process group and resolves with the URL it prints. */
function npmStart(env: NodeJS.ProcessEnv): { child: ChildProcess; url: Promise<string>; output: () => string } {
  const child = spawn('npm', ['start'], { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL in 5 minutes:\n${output.slice(-3000)}`)), 300_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-200_000);
      const match = /Criadero: (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
  return { child, url, output: () => output };
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

describe("the README's `npm start`, with PORT and MONGODB_URI set", () => {
  let ferret: RunningFerretDb;
  let browser: Browser;
  let started: ReturnType<typeof npmStart>;
  let port: number;

  beforeAll(async () => {
    ferret = await startFerretDb();
    port = await freePort();
    browser = await launchChromium();
    started = npmStart(userEnv({ PORT: String(port), MONGODB_URI: ferret.uri }));
  }, 320_000);

  afterAll(async () => {
    if (started) await stopGroup(started.child);
    await browser?.close();
    await ferret?.stop();
  }, 60_000);

  it('serves the site on that port, runs on that database, and an account made through the site is stored there', async () => {
    const url = await started.url;
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(started.output()).toContain('Data: MongoDB database "criadero"');
    expect(started.output()).not.toContain('MONGODB_URI is not set');

    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<div id="?root"?>/);

    // the URL is printed once the whole site is there: every remote's bundle answers already
    const registry = (await (await fetch(`${url}/remotes.json`)).json()) as { remotes: { name: string; entry: string }[] };
    expect(registry.remotes.length).toBeGreaterThanOrEqual(6);
    for (const remote of registry.remotes) expect([remote.name, (await fetch(remote.entry)).status]).toEqual([remote.name, 200]);

    // a player signs in with their wallet on the site: the first sign-in creates the account
    const wallet = Wallet.createRandom();
    const context = await browser.newContext();
    await installTestWallet(context, wallet);
    const { page, errors } = await openPage(context);
    await page.goto(`${url}/dashboard/profile`);
    await page.getByTestId('login-required').waitFor();
    await page.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] }).click();
    await expect.poll(() => page.getByTestId('profile-wallets').textContent(), { timeout: 20_000 }).toMatch(new RegExp(wallet.address.slice(2, 10), 'i'));
    await screenshot(page, 'readme-start-profile');
    expect(errors).toEqual([]);
    await context.close();

    const store = await MongoStore.connect(ferret.uri, 'criadero');
    try {
      const stored = await store.collection<{ _id: string }>('wallets').find({});
      expect(JSON.stringify(stored).toLowerCase()).toContain(wallet.address.toLowerCase());
      expect(await store.collection('sessions').countDocuments({})).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  }, 360_000);
});

describe("the README's `npm start` prints the site's URL once every remote is built", () => {
  // The gateway prints the URL when it listens. Started before a remote's build had ended, it sent
  // players a site whose pages of that remote said "Herramienta no disponible" for a minute.
  it("the gateway's start waits for the build of each remote the command starts", () => {
    const start = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    const [turbo, ...args] = start.split(' ');
    const plan = JSON.parse(execFileSync('npx', [turbo!, ...args, '--dry=json'], { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as { tasks: { taskId: string; package: string; task: string; dependencies: string[] }[] };
    const remotes = plan.tasks.filter((task) => task.task === 'start' && task.package !== '@criadero/gateway').map((task) => task.package);
    expect(remotes.length).toBeGreaterThanOrEqual(6);
    const gateway = plan.tasks.find((task) => task.taskId === '@criadero/gateway#start')!;
    expect(remotes.filter((remote) => !gateway.dependencies.includes(`${remote}#build`))).toEqual([]);
  }, 60_000);
});
