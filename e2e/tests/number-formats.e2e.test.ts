// Every number in the player's language: each route of the spec, in es, en and pt, fails on a
// number written with another language's decimal or thousands separator ("24.5" or "1,234.56" in
// Spanish, "24,5" in English). One page load per language; the routes are then visited by the
// router (as a click on the menu would), so the walk stays within a minute per language.
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@criadero/remote-contract';
import type { Page } from 'playwright-core';
import { useSiteAndBrowser } from '../src/harness/suite';
import { openPage } from '../src/harness/browser';
import { expectedRoutes } from '../src/harness/catalogue';
import { readableTexts, wrongSeparators } from '../src/harness/number-separators';

const ctx = useSiteAndBrowser();

// beside each route's empty form, pages that show results straight from their address
const WITH_RESULTS = [{ path: '/apeiron-tools/breeding-calculator?a=465&b=2905', heading: expectedRoutes().find((r) => r.path === '/apeiron-tools/breeding-calculator')!.heading }];

describe('the separators the walk looks for', () => {
  it('flags the other language’s decimals and grouping, and leaves ids, dates, versions, addresses and hashes alone', () => {
    const sample = 'Fuego 24.5 · 7.20 USDC · 0.125 · 1,234.56 · 2,345,678 · #465 · 2026-11-27 · 27/11/2026 · v2.9.3 · 127.0.0.1 · 0x3f2a.9b · ronin:ab12 · 12:30 · 1.234 · 12.345,5 · 24,5 %';
    expect(wrongSeparators(sample, 'es')).toEqual(['24.5', '7.20', '0.125', '1,234.56', '2,345,678']);
    expect(wrongSeparators(sample, 'pt')).toEqual(['24.5', '7.20', '0.125', '1,234.56', '2,345,678']);
    expect(wrongSeparators(sample, 'en')).toEqual(['12.345,5', '24,5']);
    // what Intl writes in each language passes
    for (const locale of LOCALES) {
      const written = [24.5, 7.2, 0.125, 1234.56, 2345678, 0.0042].map((n) => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(n)).join(' · ');
      expect(wrongSeparators(written, locale), `${locale}: ${written}`).toEqual([]);
    }
  });
});

/** Counts the page's fetches in flight, so a page is read once its data has arrived. */
function countFetches() {
  const w = window as unknown as { __fetchesInFlight: number };
  w.__fetchesInFlight = 0;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    w.__fetchesInFlight++;
    try {
      return await original(...args);
    } finally {
      w.__fetchesInFlight--;
    }
  };
}

/** Goes to `path` through the router (no reload), waits for its heading and for its fetches to end. */
async function visit(page: Page, path: string, heading: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect.poll(() => h1.textContent(), { message: path, timeout: 20_000 }).toBe(heading);
  // settled: no fetch in flight on two looks a frame apart (lazy chunks and data both done)
  await expect
    .poll(
      () => page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => setTimeout(() => done((window as unknown as { __fetchesInFlight: number }).__fetchesInFlight), 150)))),
      { message: `${path}: fetches still running`, timeout: 20_000 },
    )
    .toBe(0);
}

describe('every number in the player’s language', () => {
  const routes = [...expectedRoutes(), ...WITH_RESULTS];
  for (const locale of LOCALES) {
    it(`no route shows a number with another language's separators, in ${locale}`, async () => {
      const context = await ctx.browser().newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((l: Locale) => window.localStorage.setItem('criadero.locale', JSON.stringify(l)), locale);
      await context.addInitScript(countFetches);
      const { page, errors } = await openPage(context);
      const wrong: string[] = [];
      const read = async (path: string) => {
        for (const text of await page.evaluate(readableTexts)) {
          for (const token of wrongSeparators(text, locale)) wrong.push(`${path}: ${token} in "${text.slice(0, 80)}"`);
        }
      };
      await page.goto(`${ctx.site().url}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await read('/');
      for (const route of routes) {
        await visit(page, route.path, route.heading[locale]);
        await read(route.path);
      }
      expect(wrong).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000); // the home and 26 routes by the router after one page load, on a shared 2-core machine
  }
});
