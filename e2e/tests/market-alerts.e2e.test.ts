import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import type { Page } from 'playwright-core';
import { MarketChangesRepository } from '@criadero/service-axie/market-changes';
import { PlansLedger } from '@criadero/service-users';
import { useSiteOnFerretDb } from '../src/harness/suite';
import { join } from 'node:path';
import { openPage, screenshot, SCREENSHOTS } from '../src/harness/browser';
import { installTestWallet } from '../src/harness/test-wallet';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';

/**
 * A local stand-in for Discord's webhooks: records each message's path and body; answers 204
 * (Execute Webhook without `wait`), or 404 Unknown Webhook once `deleted` (the webhook was removed
 * in Discord: https://discord.com/developers/docs/topics/opcodes-and-status-codes, code 10015).
 */
const discord = {
  received: [] as Array<{ path: string; body: { content: string; embeds?: Array<{ title: string; fields: Array<{ name: string; value: string }> }> } }>,
  deleted: false,
  async start(): Promise<string> {
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        discord.received.push({ path: req.url ?? '', body: JSON.parse(raw) as (typeof discord.received)[number]['body'] });
        if (discord.deleted) res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Unknown Webhook', code: 10015 }));
        else res.writeHead(204).end();
      });
    });
    server.unref();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  },
};
const WEBHOOK = `https://discord.com/api/webhooks/523456789012345678/${'t'.repeat(68)}`;

// A smaller sample market than the default 20,000 so that the site starts fast on FerretDB; the
// alerts do not depend on its size. The Discord messages go to the stand-in above.
const suite = useSiteOnFerretDb('criadero_e2e_market_alerts', { AXIE_MARKET_SIZE: '2000' }, async () => ({
  axieAlerts: { discord: { testOrigin: await discord.start() } },
}));
const axie = REMOTE_MODULES.mfe_axie.module.messages.es!;
const WIDE = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const ALERTS = '/axie-infinity-tools/market-alerts';

const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe('watched searches: a live alert on another page', () => {
  it('a signed-in player watches a saved filter, sees the alert appear on another page and on Discord, and is told when the webhook is gone', { timeout: 180_000 }, async () => {
    const context = await suite.browser.newContext({ viewport: WIDE });
    await installTestWallet(context, Wallet.createRandom());
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.site.url}/dashboard/profile`);
    await page.getByTestId('login-required').waitFor();
    await page.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] }).click();
    await page.getByTestId('session-badge').waitFor();

    // Premium, granted through the plans ledger as a verified payment does
    const { accountId } = await page.evaluate(async () => (await fetch('/api/users/me')).json() as Promise<{ accountId: string }>);
    await new PlansLedger(suite.store).grant({ accountId, level: 1, days: 30, kind: 'grant', idempotencyKey: `e2e-alerts:${accountId}` });
    // a filter saved in the breeding calculator (its local storage): beasts
    await page.evaluate(() => localStorage.setItem('axie.breeding.savedFilters', JSON.stringify([{ id: 'Bestias', name: 'Bestias', filter: { classes: ['beast'] } }])));

    // the market's age is pushed (a Server-Sent Events stream, no polling): it counts from the last
    // successful check of the sample market (each poll of the sync), so a healthy market stays fresh
    const statusStream = page.waitForResponse((response) => response.url().endsWith('/api/axie/status/stream'));
    const statusAsked: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/api/axie/status' && statusAsked.push(request.url()));
    await page.goto(`${suite.site.url}${ALERTS}`);
    await page.getByRole('heading', { level: 1, name: axie['axie.alerts.title'] }).waitFor();
    expect((await statusStream).headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    const freshness = page.getByTestId('market-freshness');
    await expect.poll(() => freshness.textContent(), { timeout: 20_000 }).toMatch(/^Mercado actualizado hace \d+ s$/);
    const age = async () => Number(/hace (\d+) s$/.exec((await freshness.textContent()) ?? '')?.[1] ?? NaN);
    // the age restarts with each successful check of the source (pushed), where a page polling
    // every 15 s showed an age that only climbed in between
    const ages: number[] = [await age()];
    await expect
      .poll(async () => (ages.push(await age()), ages.some((value, i) => i > 0 && value < ages[i - 1]!)), { timeout: 30_000, interval: 500 })
      .toBe(true);
    // and it is the server's: the time since the last successful check (a check in between is read again)
    const shownMinusServer = async () => {
      const { market } = (await (await fetch(`${suite.site.url}/api/axie/status`)).json()) as { market: { checkedAt: string } };
      return Math.abs((await age()) - (Date.now() - Date.parse(market.checkedAt)) / 1000);
    };
    await expect.poll(shownMinusServer, { timeout: 20_000 }).toBeLessThanOrEqual(2.5);
    expect(statusAsked.length).toBeLessThanOrEqual(1);

    await page.getByLabel(axie['axie.alerts.new.name']!).fill('Bestias baratas');
    await page.getByLabel(axie['axie.alerts.new.maxPrice']!).fill('100');
    await page.getByLabel(axie['axie.alerts.new.discord']!).fill(WEBHOOK);
    await page.getByRole('button', { name: axie['axie.alerts.new.submit'] }).click();
    await expect.poll(() => page.getByTestId('watch-list').textContent()).toContain('Bestias baratas');
    await expect.poll(() => page.getByTestId('watch-count').textContent()).toContain('1 de 5');
    await screenshot(page, 'market-alerts-page-1366');

    // another page, not the marketplace; the alert stream opens once the page is there
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/axie/alerts/stream'));
    await page.goto(`${suite.site.url}/axie-infinity-tools/poison-calculator`);
    expect((await stream).headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    await page.getByRole('heading', { level: 1, name: axie['axie.poison.title'] }).waitFor();
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    // the market sync logs a new listing of a beast at 42 USD
    const [beast] = await suite.store.collection<{ _id: string; id: number; class: string; stage: number }>('axies').find({ class: 'beast', stage: 4 }, { limit: 1 });
    await new MarketChangesRepository(suite.store).append([{ kind: 'listed', axieId: String(beast!.id), priceUsd: 42 }]);

    const notification = page.getByTestId('live-alerts');
    await expect.poll(() => notification.textContent(), { timeout: 30_000 }).toContain(`Axie #${beast!.id}`);
    const text = (await notification.textContent())!;
    expect(text).toContain('Alerta: Bestias baratas');
    expect(text).toContain('nuevo anuncio');
    expect(text).toMatch(/42,00\s?US\$/);
    // no reload: the page that was open is still the one showing it
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/axie-infinity-tools/poison-calculator');
    await screenshot(page, 'market-alert-live-1366');

    await page.setViewportSize(PHONE);
    await noOverflow(page);
    // what the phone shows (the notification over the top of the page), not the whole long page
    await page.screenshot({ path: join(SCREENSHOTS, 'market-alert-live-390.png') });

    // the notification leads to the list of recent alerts
    await notification.getByRole('link', { name: axie['axie.alerts.seeAll'] }).click();
    await expect.poll(() => page.getByTestId('alert-list').textContent()).toContain(`Axie #${beast!.id}`);
    await noOverflow(page);
    await screenshot(page, 'market-alerts-page-390');

    // the Discord embed arrived at the webhook: the axie, its price, its parts, said to be sample data
    await expect.poll(() => discord.received.length, { timeout: 30_000 }).toBe(1);
    const [message] = discord.received;
    expect(message!.path).toMatch(/^\/api\/webhooks\/523456789012345678\//);
    expect(message!.body.embeds![0]!.title).toContain(`Axie #${beast!.id}`);
    expect(message!.body.embeds![0]!.fields.map((f) => f.name)).toEqual(['Precio', 'Partes']);
    expect(message!.body.content).toContain('Datos de ejemplo');

    // the webhook is deleted in Discord: the next alert's message is refused, and the page says the webhook was disabled
    discord.deleted = true;
    const [second] = await suite.store.collection<{ _id: string; id: number }>('axies').find({ class: 'beast', stage: 4, _id: { $ne: String(beast!.id) } }, { limit: 1 });
    await new MarketChangesRepository(suite.store).append([{ kind: 'listed', axieId: String(second!.id), priceUsd: 43 }]);
    // the live card shows on the alerts page too, at 390 px, and never covers the page's heading
    await expect.poll(() => notification.textContent(), { timeout: 30_000 }).toContain(`Axie #${second!.id}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    const heading = (await page.getByRole('heading', { level: 1, name: axie['axie.alerts.title'] }).boundingBox())!;
    const card = (await notification.boundingBox())!;
    const overlap = (a: typeof card, b: typeof card) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap(heading, card), `heading ${JSON.stringify(heading)}, card ${JSON.stringify(card)}`).toBe(false);
    await page.screenshot({ path: join(SCREENSHOTS, 'market-alert-live-over-alerts-390.png') });
    await expect.poll(() => discord.received.length, { timeout: 30_000 }).toBe(2);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('watch-list').textContent();
        },
        { timeout: 30_000 },
      )
      .toContain('Discord desactivado');
    await expect.poll(() => page.getByTestId('alert-list').textContent()).toContain(axie['axie.alerts.delivery.disabled']!);
    await screenshot(page, 'market-alerts-webhook-disabled-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
