import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSite, type Site } from '../src/harness/site';
import { RemoteServer } from '../src/harness/remotes';
import { launchChromium, openPage } from '../src/harness/browser';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';

let site: Site;
let browser: Browser;
let secondHorse: RemoteServer;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  secondHorse = await new RemoteServer('mfe_horse', 'mfe-horse').start(0);
});
afterAll(async () => {
  await browser?.close();
  await secondHorse?.stop();
  await site?.close();
});

const horse = REMOTE_MODULES.mfe_horse.module.messages.es;
const lumiterraPixels = REMOTE_MODULES.mfe_lumiterra_pixels.module.messages.es;

describe('the deploy-time registry', () => {
  it('switches a remote to a new URL with no shell rebuild', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    const originsSeen = new Set<string>();
    page.on('request', (request) => originsSeen.add(new URL(request.url()).origin));

    await page.goto(`${site.url}/planet-horse-tools/leveling-calculator`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(horse['horse.leveling.title']);
    const firstOrigin = site.remotes.get('mfe_horse')!.origin;
    expect(originsSeen.has(firstOrigin)).toBe(true);
    expect(originsSeen.has(secondHorse.origin)).toBe(false);

    // edit only remotes.json: the shell's files on disk stay as they are
    const registry = site.readRegistry();
    registry.remotes.find((r) => r.name === 'mfe_horse')!.entry = `${secondHorse.origin}/mf-manifest.json`;
    site.writeRegistry(registry);
    await site.remotes.get('mfe_horse')!.stop();

    originsSeen.clear();
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(horse['horse.leveling.title']);
    expect(originsSeen.has(secondHorse.origin)).toBe(true);
    expect(originsSeen.has(firstOrigin)).toBe(false);
    await site.remotes.get('mfe_horse')!.start();
    await context.close();
  });

  it('draws the whole menu from the registry and loads only the remote of the page visited', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context);
    const requested: URL[] = [];
    page.on('request', (request) => requested.push(new URL(request.url())));
    const remoteOf = new Map([...site.remotes].map(([name, server]): [string, string] => [server.origin, name]));
    remoteOf.set(secondHorse.origin, 'mfe_horse'); // where the test above moved it
    const remotesRequested = () => [...new Set(requested.flatMap((url) => remoteOf.get(url.origin) ?? []))].sort();
    const entriesRequested = () => requested.filter((url) => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)).map((url) => remoteOf.get(url.origin));

    await page.goto(`${site.url}/pixels-tools/taskboard`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(lumiterraPixels['lumiterraPixels.taskboard.title']);
    // every tool of every remote is in the menu, with its NEW tag, though only one remote is loaded
    const nav = page.getByRole('navigation');
    for (const [name, { module }] of Object.entries(REMOTE_MODULES)) {
      for (const route of module.routes.filter((r) => !r.creatorOnly)) {
        const link = nav.getByRole('link', { name: module.messages.es[route.titleId]!, exact: !route.isNew });
        expect(await link.count(), `${name} ${route.path}`).toBeGreaterThan(0);
        if (route.isNew) expect(await link.first().textContent(), route.path).toContain(shellMessages.es['shell.nav.new']);
      }
    }
    await page.waitForLoadState('networkidle');
    expect(remotesRequested()).toEqual(['mfe_lumiterra_pixels']);
    expect(new Set(entriesRequested())).toEqual(new Set(['mfe_lumiterra_pixels']));

    // a link to another remote's tool loads that remote, and only it
    await nav.getByRole('link', { name: horse['horse.leveling.title'], exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(horse['horse.leveling.title']);
    await page.waitForLoadState('networkidle');
    expect(remotesRequested()).toEqual(['mfe_horse', 'mfe_lumiterra_pixels']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fetches a remote's messages in the active locale only, and another locale when the visitor switches", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context);
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/messages-(es|en|pt)\.[0-9a-f]{8}\.js$/.exec(new URL(request.url()).pathname);
      if (chunk) catalogues.push(chunk[1]!);
    });
    await page.goto(`${site.url}/planet-horse-tools/leveling-calculator`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(horse['horse.leveling.title']);
    expect(catalogues).toEqual(['es']);
    await page.getByTestId('locale-switcher').selectOption('en');
    const en = REMOTE_MODULES.mfe_horse.module.messages.en;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(en['horse.leveling.title']);
    await expect.poll(() => page.getByRole('combobox', { name: en['horse.leveling.rarity']!, exact: true }).count()).toBe(1);
    expect(catalogues).toEqual(['es', 'en']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shares one React, router, intl, jotai, styled-components and session between shell and remotes', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(`${site.url}/axie-infinity-tools/breeding-calculator`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // a second remote, loaded by navigating inside the page
    await page.getByRole('navigation').getByRole('link', { name: horse['horse.leveling.title'], exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(horse['horse.leveling.title']);
    const readShares = () => page.evaluate(() => {
      const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>>> } }).__FEDERATION__.__SHARE__;
      const out: Record<string, { versions: string[]; from: string[]; useIn: string[] }> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            const entry = (out[pkg] ??= { versions: [], from: [], useIn: [] });
            for (const [version, info] of Object.entries(versions)) {
              if (!info.loaded && !(info.useIn?.length)) continue;
              if (!entry.versions.includes(version)) entry.versions.push(version);
              if (!entry.from.includes(info.from)) entry.from.push(info.from);
              for (const user of info.useIn ?? []) if (!entry.useIn.includes(user)) entry.useIn.push(user);
            }
          }
        }
      }
      return out;
    });
    await expect.poll(async () => (await readShares()).react?.useIn ?? [], { timeout: 20_000 }).toContain('mfe_horse');
    const shares = await readShares();
    for (const pkg of ['react', 'react-dom', '@criadero/router', 'react-intl', 'jotai', 'styled-components', '@criadero/session']) {
      expect(shares[pkg]?.versions, pkg).toHaveLength(1);
      expect(shares[pkg]?.from, pkg).toEqual(['shell']);
    }
    expect(shares.react?.useIn).toEqual(expect.arrayContaining(['mfe_axie', 'mfe_horse']));
    await context.close();
  });
});
