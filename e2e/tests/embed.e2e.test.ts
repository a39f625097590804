import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { Wallet } from 'ethers';
import { servePartnerDemo } from '@criadero/partner-demo';
import { startSite, type Site } from '../src/harness/site';
import { launchChromium, openPage, screenshot } from '../src/harness/browser';
import { installTestWallet } from '../src/harness/test-wallet';
import { REMOTE_MODULES } from '../src/harness/catalogue';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, 'localhost', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let site: Site;
let browser: Browser;
let partner: { url: string; close: () => Promise<void> };
let stranger: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  // the partner lives on localhost, the platform on 127.0.0.1: different sites, so no cookies flow
  const partnerPort = await freePort();
  site = await startSite({ env: { CORS_ORIGINS: `http://localhost:${partnerPort}` } });
  partner = await servePartnerDemo({ platformOrigin: site.url, port: partnerPort });
  stranger = await servePartnerDemo({ platformOrigin: site.url, port: 0 });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await stranger?.close();
  await site?.close();
});

const horse = REMOTE_MODULES.mfe_horse.module.messages;
const axie = REMOTE_MODULES.mfe_axie.module.messages;

describe('embedding tools on a partner site', () => {
  it('mounts two tools in shadow roots, leaves the partner styles alone, logs in with a bearer token and sends no platform cookie', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await installTestWallet(context, Wallet.createRandom());
    const { page } = await openPage(context);
    const platformRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(site.url)) platformRequests.push(request);
    });
    await page.goto(partner.url);

    const horseTool = page.locator('#tool-horse');
    const breedingTool = page.locator('#tool-breeding');
    await expect.poll(() => horseTool.getByRole('heading', { level: 1 }).textContent()).toBe(horse.en['horse.leveling.title']);
    await expect.poll(() => breedingTool.getByRole('heading', { level: 1 }).textContent()).toBe(axie.es['axie.breeding.title']);
    expect(await page.evaluate(() => Boolean(document.querySelector('#tool-horse')?.shadowRoot))).toBe(true);

    // partner styles untouched, and they do not leak into the tools
    const style = (selector: string) => page.evaluate((s) => {
      const cs = getComputedStyle(document.querySelector(s)!);
      return { color: cs.color, font: cs.fontFamily, background: cs.backgroundColor };
    }, selector);
    expect(await style('#partner-title')).toMatchObject({ color: 'rgb(200, 0, 0)', font: 'Georgia, serif' });
    expect(await style('#partner-button')).toMatchObject({ background: 'rgb(255, 0, 255)' });
    const toolHeading = await horseTool.getByRole('heading', { level: 1 }).evaluate((h) => ({ color: getComputedStyle(h).color, font: getComputedStyle(h).fontFamily }));
    expect(toolHeading.color).not.toBe('rgb(200, 0, 0)');
    expect(toolHeading.font).not.toContain('Georgia');
    expect(await page.evaluate(() => document.head.querySelectorAll('style[data-styled]').length)).toBe(0);

    // wallet login inside the embed: a bearer token, shared by both tools on the page
    await horseTool.getByRole('button', { name: /log in|login|entrar/i }).first().click();
    await horseTool.getByTestId('embed-session').waitFor();
    await breedingTool.getByTestId('embed-session').waitFor();
    await screenshot(page, 'embed-partner');

    const headers = await Promise.all(platformRequests.map(async (r) => ({ url: r.url(), headers: await r.allHeaders() })));
    expect(headers.length).toBeGreaterThan(3);
    for (const { url, headers: h } of headers) expect(h.cookie, url).toBeUndefined();
    const afterLogin = headers.filter(({ url }) => url.includes('/api/users/session'));
    expect(afterLogin.some(({ headers: h }) => h.authorization?.startsWith('Bearer '))).toBe(true);
    expect((await context.cookies(site.url)).length).toBe(0);
    await context.close();
  });

  it('offers the iframe fallback to registered partners', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(partner.url);
    const frame = page.frameLocator('#tool-iframe');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe(axie.es['axie.poison.title']);
    await context.close();
  });

  it('refuses an unregistered origin', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(stranger.url);
    // embed.js loads (it is public), but the registry and API refuse the origin (no CORS grant)
    await page.locator('#tool-horse').getByRole('alert').waitFor();
    expect(await page.locator('#tool-horse').getByRole('heading', { level: 1 }).count()).toBe(0);
    const preflight = await fetch(`${site.url}/api/tokens/`, { method: 'POST', headers: { origin: stranger.url, 'content-type': 'application/json' }, body: '{}' });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const granted = await fetch(`${site.url}/api/tokens/`, { method: 'POST', headers: { origin: partner.url, 'content-type': 'application/json' }, body: '{}' });
    expect(granted.headers.get('access-control-allow-origin')).toBe(partner.url);
    await context.close();
  });
});
