import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Configuration, Stats } from 'webpack';
import { startSite, type Site } from '../src/harness/site';
import { RemoteServer, repoRoot } from '../src/harness/remotes';
import { launchChromium, openPage, screenshot } from '../src/harness/browser';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';

// The build factories are CommonJS (webpack loads them as configs).
const require = createRequire(import.meta.url);
const webpack = require('webpack') as (config: Configuration, callback: (error: Error | null, stats?: Stats) => void) => void;
const { createRemoteConfig } = require('@criadero/build-config/webpack') as {
  createRemoteConfig: (options: { dir: string; name: string; sharedBuiltAgainst?: Record<string, string> }, argv: { mode: string }) => Configuration;
};

/** The horse remote as its team would have built it against the next major of the UI kit. */
function buildHorseAgainstUi(version: string, outDir: string) {
  const config = createRemoteConfig({ dir: join(repoRoot, 'mfe-horse'), name: 'mfe_horse', sharedBuiltAgainst: { '@criadero/ui': version } }, { mode: 'production' });
  config.output = { ...config.output, path: outDir };
  return new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString('errors-only'))) : resolve())),
  );
}

let site: Site;
let browser: Browser;
let incompatibleHorse: RemoteServer;
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'criadero-horse-ui2-'));
  await buildHorseAgainstUi('2.0.0', outDir);
  site = await startSite();
  browser = await launchChromium();
  incompatibleHorse = await new RemoteServer('mfe_horse', 'mfe-horse', outDir).start(0);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await incompatibleHorse?.stop();
  await site?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const horse = REMOTE_MODULES.mfe_horse.module.messages.es;
const axie = REMOTE_MODULES.mfe_axie.module.messages.es;

describe('a remote built against an incompatible major of a shared singleton', () => {
  it('is refused by the shell with its "tool unavailable" state; the compatible build and the other tools keep working', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    const consoleText: string[] = [];
    page.on('console', (message) => consoleText.push(message.text()));

    // the horse remote as deployed: its page loads
    await page.goto(`${site.url}/planet-horse-tools/leveling-calculator`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(horse['horse.leveling.title']);

    // the horse team deploys a build made against @criadero/ui 2.0.0, the shell provides 1.x
    const registry = site.readRegistry();
    registry.remotes.find((remote) => remote.name === 'mfe_horse')!.entry = `${incompatibleHorse.origin}/mf-manifest.json`;
    site.writeRegistry(registry);

    await page.goto(`${site.url}/planet-horse-tools/leveling-calculator`);
    await page.getByTestId('remote-unavailable').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(shellMessages.es['shell.remote.unavailableTitle']);
    // refused for its version, not for a fetch that failed: the MF runtime names the requirement
    expect(consoleText.join('\n')).toMatch(/@criadero\/ui[\s\S]*\^2\.0\.0/);
    await screenshot(page, 'incompatible-remote');

    // the rest of the site is untouched
    await page.getByRole('link', { name: axie['axie.poison.title'] }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(axie['axie.poison.title']);
    await context.close();
  });
});
