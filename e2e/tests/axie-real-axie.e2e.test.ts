// In the browser: with AXIE_API_KEY, a player's real axie id (outside the generated
// sample) comes from the marketplace GraphQL, here a local server answering the recorded
// (constructed) responses of services/axie/test/fixtures/graphql, and every tool labels it as
// live marketplace data. Screenshots: screenshots/axie-i21-live-<page>-<locale>-<width>.png.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, openPage } from '../src/harness/browser';
import { REMOTE_MODULES } from '../src/harness/catalogue';
import { useSiteAndBrowser } from '../src/harness/suite';

const KEY = 'e2e-marketplace-key';
const REAL = '10826838';
const recorded = (name: string) => {
  const { _constructed, _note, ...body } = JSON.parse(readFileSync(new URL(`../../services/axie/test/fixtures/graphql/${name}.json`, import.meta.url), 'utf8'));
  return body;
};
const DETAIL = recorded('axie-detail.10826838');
const SALES = recorded('axie-sales.10826838');

let marketplace: Server | undefined;
const asked: string[] = [];
async function startMarketplace(): Promise<string> {
  marketplace = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as { operationName: string; variables: { axieId: string } };
      asked.push(`${body.operationName} ${body.variables.axieId}`);
      if (req.headers['x-api-key'] !== KEY) return res.writeHead(401).end('{"message":"invalid api key"}');
      const answer = body.variables.axieId !== REAL ? { data: { axie: null } } : body.operationName === 'GetAxieSales' ? SALES : DETAIL;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => marketplace!.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(marketplace.address() as AddressInfo).port}/graphql`;
}

// What an operator with a marketplace key sets (AXIE_API_KEY, AXIE_GRAPHQL_URL: here the local
// server with the recorded answers). A smaller generated market (same seed and generator) keeps
// start-up quick; the local server takes a faster pace than the real API's.
const ctx = useSiteAndBrowser(async () => ({
  env: { AXIE_MARKET_SIZE: '3000', AXIE_MARKET_SEED: '20250101', AXIE_API_KEY: KEY, AXIE_GRAPHQL_URL: await startMarketplace(), AXIE_GRAPHQL_RPS: '50' },
}));
afterAll(() => new Promise((resolve) => (marketplace ? marketplace.close(resolve) : resolve(undefined))));
const messages = REMOTE_MODULES.mfe_axie.module.messages;
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

async function visit(path: string, name: string, locales: readonly ('es' | 'en' | 'pt')[], check: (page: Page, locale: 'es' | 'en' | 'pt') => Promise<void>) {
  for (const locale of locales) {
    for (const size of SIZES) {
      const context = await ctx.browser().newContext({ viewport: size });
      await context.addInitScript((l) => window.localStorage.setItem('criadero.locale', JSON.stringify(l)), locale);
      // the real axie's image is the marketplace CDN's (no internet here): a stand-in picture
      await context.route('https://assets.axieinfinity.com/**', (route) =>
        route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#ff8bbd"/></svg>' }),
      );
      const { page, errors } = await openPage(context);
      await page.goto(`${ctx.site().url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, locale);
      await page.screenshot({ path: join(SCREENSHOTS, `axie-i21-live-${name}-${locale}-${size.width}.png`), fullPage: size.width > 1000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} ${locale} ${size.width}`).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  }
}

describe('a real axie by id with a marketplace key', () => {
  it('showroom: the real axie beside a sample one, each labelled with where it comes from', async () => {
    await visit(`/axie-infinity-tools/axie-showroom?ids=${REAL},10000001`, 'showroom', ['es', 'en', 'pt'], async (page, locale) => {
      const live = page.getByTestId(`showroom-axie-${REAL}`);
      await live.waitFor({ timeout: 30_000 });
      expect(await live.getByTestId('axie-origin').textContent()).toBe(messages[locale]['axie.tools.origin.marketplace']);
      expect(await page.getByTestId('showroom-axie-10000001').getByTestId('axie-origin').textContent()).toBe(messages[locale]['axie.tools.origin.generated']);
    });
    expect(asked).toContain(`GetAxieDetail ${REAL}`);
  }, 180_000);

  it('breeding tree and sales history of the real id: drawn and priced from the marketplace, labelled live', async () => {
    await visit(`/axie-infinity-tools/breeding-tree?id=${REAL}`, 'tree', ['es'], async (page, locale) => {
      await expect.poll(() => page.getByTestId('root-origin').textContent(), { timeout: 30_000 }).toBe(`#${REAL} ${messages[locale]['axie.tools.origin.marketplace']}`);
      await page.getByTestId(`tree-node-${REAL}`).getByTestId('node-live').waitFor();
    });
    await visit('/axie-infinity-tools/axie-sales-history', 'sales', ['en'], async (page) => {
      await page.getByTestId('stat-median').waitFor({ timeout: 30_000 });
      const field = page.getByTestId('sales-axie-id');
      await field.fill(REAL);
      await field.press('Enter');
      await expect.poll(() => page.getByTestId('sales-axie').textContent(), { timeout: 20_000 }).toBe(`Sales of Axie #${REAL} From the marketplace, live`);
      await expect.poll(() => page.getByTestId('stat-count').textContent()).toBe('3');
      expect(await page.getByTestId('source-note').textContent()).toContain('Live marketplace data');
    });
    expect(asked).toContain(`GetAxieSales ${REAL}`);
  }, 180_000);
});
