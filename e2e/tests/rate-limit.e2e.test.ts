import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from '../src/harness/suite';
import { openPage } from '../src/harness/browser';
import { expectedRoutes } from '../src/harness/catalogue';
import { call } from '../src/harness/cluster';

/**
 * The rate limits a player meets with the shipped defaults: the site is started
 * with no RATE_LIMIT_* setting at all.
 */
const ctx = useSiteAndBrowser();
const routes = expectedRoutes();

describe('rate limits with the shipped defaults', () => {
  it('a player visiting every route twice within a minute never gets a 429 or a blank page', async () => {
    const context = await ctx.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    const limited: string[] = [];
    let apiCalls = 0;
    let files = 0;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) apiCalls++;
      else files++;
      if (response.status() === 429) limited.push(`${response.status()} ${url.pathname}`);
    });
    const started = Date.now();
    for (let round = 0; round < 2; round++) {
      for (const route of routes) {
        // a full page load each time: the most a visitor can ask of the site per click
        await page.goto(`${ctx.site().url}${route.path}`, { waitUntil: 'domcontentloaded' });
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: route.path, timeout: 15_000 }).toBe(route.heading.es);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`${2 * routes.length} page loads in ${seconds.toFixed(1)} s: ${apiCalls} API calls and ${files} files, 429s: ${limited.length}`);
    expect(limited).toEqual([]);
    expect(errors).toEqual([]);
    expect(apiCalls).toBeGreaterThan(0);
    await context.close();
  }, 240_000);

  it('refuses a scripted flood of one API route with 429 and a clear message, and still serves the site', async () => {
    const url = `${ctx.site().url}/api/tokens/catalog`;
    let served = 0;
    let first429: Awaited<ReturnType<typeof call>> | undefined;
    // a script hammering one route from the browser's own address, 8 at a time, until refused
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 400 && !first429; i++) {
          const reply = await call(url);
          if (reply.status === 429) first429 ??= reply;
          else if (reply.status === 200) served++;
          else throw new Error(`unexpected ${reply.status}: ${reply.body}`);
        }
      }),
    );
    console.log(`flood: ${served} answered before the first 429`);
    expect(first429).toBeDefined();
    expect(served).toBeLessThanOrEqual(1200); // the shipped per-minute limit for API reads
    expect(first429!.json()).toEqual({ error: 'Demasiadas solicitudes, espera un momento', code: 'RATE_LIMITED' });
    expect(Number(first429!.headers['retry-after'])).toBeGreaterThan(0);

    // the same address still gets the site: health, the shell's HTML and files, a page that renders
    expect((await call(`${ctx.site().url}/api/health`)).status).toBe(200);
    expect((await call(`${ctx.site().url}/api/ready`)).status).toBe(200);
    const html = await call(`${ctx.site().url}/axie-infinity-tools/breeding-calculator`);
    expect(html.status).toBe(200);
    for (const script of html.body.match(/src="([^"]+\.js)"/g) ?? []) {
      expect((await call(`${ctx.site().url}${script.slice(5, -1)}`)).status, script).toBe(200);
    }
    const context = await ctx.browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${ctx.site().url}${routes[0]!.path}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(routes[0]!.heading.es);
    await context.close();
  }, 120_000);
});
