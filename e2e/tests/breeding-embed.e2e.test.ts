import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Wallet } from 'ethers';
import { servePartnerDemo } from '@criadero/partner-demo';
import { freePort } from '@criadero/service-kit/testing';
import { uiMessages } from '@criadero/ui';
import { startSite, type Site } from '../src/harness/site';
import { launchChromium, openPage, screenshot } from '../src/harness/browser';
import { installTestWallet } from '../src/harness/test-wallet';
import { REMOTE_MODULES } from '../src/harness/catalogue';

const es = REMOTE_MODULES.mfe_axie.module.messages.es;
const billing = REMOTE_MODULES.mfe_billing.module.messages.es;

let site: Site;
let browser: Browser;
let partner: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  // partner on localhost, platform on 127.0.0.1: different sites, no cookies flow
  const port = await freePort('localhost');
  site = await startSite({ env: { CORS_ORIGINS: `http://localhost:${port}` } });
  partner = await servePartnerDemo({ platformOrigin: site.url, port });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await site?.close();
});

describe('the breeding calculator embedded on a partner page', () => {
  it("logs in from the calculator's own 'Login' prompt: the sign-in goes to the platform, never to the partner's origin", async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await installTestWallet(context, Wallet.createRandom());
    const { page, errors } = await openPage(context);
    const toPartner: string[] = [];
    const bearer: string[] = [];
    const statusStreams: string[] = [];
    page.on('response', (response) => response.url() === `${site.url}/api/axie/status/stream` && response.status() === 200 && statusStreams.push(response.headers()['access-control-allow-origin'] ?? ''));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'blob:' && url.origin === new URL(partner.url).origin && url.pathname !== '/' && url.pathname !== '/index.html') toPartner.push(request.url());
      if (request.url().startsWith(`${site.url}/api/users/session`) && request.headers().authorization?.startsWith('Bearer ')) bearer.push(request.url());
    });
    await page.goto(partner.url);
    const tool = page.locator('#tool-breeding');
    await expect.poll(() => tool.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(es['axie.breeding.title']);

    // the prompt next to the market search, not the embed's header button
    const picker = tool.getByRole('region', { name: es['axie.breeding.picker.title'] });
    await picker.getByRole('button', { name: uiMessages.es!['ui.login.button'], exact: true }).click();
    await tool.getByTestId('embed-session').waitFor({ timeout: 15_000 });
    await picker.getByRole('button', { name: es['axie.breeding.search.button'] }).waitFor();
    // the market's age beside the search, pushed from the platform to the partner's page (its status stream, across origins)
    await expect.poll(() => picker.getByTestId('market-freshness').textContent(), { timeout: 20_000 }).toMatch(/^Mercado actualizado hace \d+ s$/);
    // an EventSource across origins reads only an answer that allows the partner's origin
    expect(statusStreams[0]).toBe(new URL(partner.url).origin);
    await screenshot(page, 'breeding-embed-logged-in');

    expect(toPartner, 'requests that went to the partner page’s origin instead of the platform').toEqual([]);
    expect(bearer.length).toBeGreaterThan(0);
    expect((await context.cookies(site.url)).length).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens billing's plan modal inside the partner page from a locked feature's 'Desbloquear Función' (root mounts in the embed)", async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const { page, errors } = await openPage(context);
    await page.goto(partner.url);
    const tool = page.locator('#tool-breeding');
    await expect.poll(() => tool.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(es['axie.breeding.title']);
    await tool.getByRole('button', { name: es['axie.breeding.gate.unlock'] }).first().click();
    const modal = tool.getByTestId('plan-modal');
    await modal.waitFor({ timeout: 15_000 });
    const dialog = tool.getByRole('dialog');
    expect(await dialog.getByText(billing['billing.plans.header.upgrade']!).count()).toBeGreaterThan(0);
    await screenshot(page, 'breeding-embed-plan-modal');
    // one set of root mounts per page, however many tools it embeds
    expect(await page.getByTestId('plan-modal').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
