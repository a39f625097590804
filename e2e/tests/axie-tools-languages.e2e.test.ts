// In the browser, in es, en and pt at 1366 px and 390 px: the pages say
// what is sample (counts, date), labels come in the visitor's language, a Spanish or Portuguese
// search finds the English game texts, and a player's real axie id without a marketplace key is
// explained, not "not found". Screenshots: screenshots/axie-i21-<page>-<locale>-<width>.png.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TOOLS_ERROR_MESSAGES } from '@criadero/api-contracts/axie';
import { SCREENSHOTS, openPage } from '../src/harness/browser';
import { REMOTE_MODULES } from '../src/harness/catalogue';
import { useSiteAndBrowser } from '../src/harness/suite';

// A smaller generated market than the shipped 20,000 (same generator and seed) keeps start-up quick.
const ctx = useSiteAndBrowser({ env: { AXIE_MARKET_SIZE: '3000', AXIE_MARKET_SEED: '20250101' } });
const messages = REMOTE_MODULES.mfe_axie.module.messages;
const LOCALES = ['es', 'en', 'pt'] as const;
type Locale = (typeof LOCALES)[number];
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;
/** a real axie (genes in the marketplace fixture), outside the generated sample 10,000,001–10,003,000 */
const REAL = '10826838';
/** words of the Spanish labels the service used to send in every language */
const SPANISH = /Datos de ejemplo|Muestra pública|documentación|en vivo/;

async function inEveryLanguage(path: string, name: string, check: (page: Page, locale: Locale) => Promise<void>) {
  for (const locale of LOCALES) {
    for (const size of SIZES) {
      const context = await ctx.browser().newContext({ viewport: size });
      await context.addInitScript((l) => window.localStorage.setItem('criadero.locale', JSON.stringify(l)), locale);
      const { page, errors } = await openPage(context);
      await page.goto(`${ctx.site().url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, locale);
      await page.screenshot({ path: join(SCREENSHOTS, `axie-i21-${name}-${locale}-${size.width}.png`), fullPage: size.width > 1000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} ${locale} overflows at ${size.width}px`).toBeLessThanOrEqual(0);
      // a 404 for the unknown id is the answer the page explains, not a page error
      expect(errors.filter((e) => !/404/.test(e)), `${name} ${locale} ${size.width}`).toEqual([]);
      await context.close();
    }
  }
}

describe('honest, translated axie tools', () => {
  it('runes and charms: the sample with counts, date and source, and the game-text note in the visitor language', async () => {
    await inEveryLanguage('/axie-infinity-tools/runes-and-charms', 'runes', async (page, locale) => {
      const sample = page.getByTestId('sample-note');
      await sample.waitFor({ timeout: 30_000 });
      const text = await sample.textContent();
      expect(text).toContain({ es: '20 de 1935 runas', en: '20 of 1,935 runes', pt: '20 de 1.935 runas' }[locale]);
      expect(text).toContain('2024-01');
      if (locale !== 'es') expect(text).not.toMatch(SPANISH);
      // the sample's note says where the data comes from: no source note repeats it
      expect(await page.getByTestId('source-note').count()).toBe(0);
      expect(await page.getByTestId('game-text-note').count()).toBe(locale === 'en' ? 0 : 1);
      // no "Unknown" season to pick
      const seasons = await page.getByLabel(new RegExp(`^${messages[locale]['axie.runesCharms.season']}`)).locator('option').allTextContents();
      expect(seasons).not.toContain('Unknown');
    });
  }, 180_000);

  it('land battles cards: the stand-in said with count and date; "veneno" finds the same cards as "poison"', async () => {
    await inEveryLanguage('/axie-land-battles/cards', 'land-cards', async (page, locale) => {
      const count = page.getByTestId('cards-count');
      await expect.poll(() => count.textContent(), { timeout: 30_000 }).toMatch(/^522 /);
      const notice = (await page.getByRole('note').first().textContent())!;
      expect(notice).toContain('522');
      expect(notice).toContain('2024-01');
      const search = page.getByRole('searchbox');
      await search.fill('poison');
      await expect.poll(() => count.textContent()).toMatch(/^28 /);
      const english = await page.getByTestId('card-tile').locator('h2').allTextContents();
      await search.fill(locale === 'en' ? 'poison' : 'veneno');
      await expect.poll(() => count.textContent()).toMatch(/^28 /);
      expect(await page.getByTestId('card-tile').locator('h2').allTextContents()).toEqual(english);
    });
  }, 180_000);

  it('a real axie id without a marketplace key: the tree says the live lookup is not configured', async () => {
    await inEveryLanguage(`/axie-infinity-tools/breeding-tree?id=${REAL}`, 'tree-real-id', async (page, locale) => {
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 }).toBe(`${TOOLS_ERROR_MESSAGES.LIVE_LOOKUP_NOT_CONFIGURED[locale]}: ${REAL}`);
    });
  }, 180_000);

  it('…the showroom lists it as outside the sample, with each shown axie labelled as sample data', async () => {
    await inEveryLanguage(`/axie-infinity-tools/axie-showroom?ids=${REAL},10000001`, 'showroom-real-id', async (page, locale) => {
      await page.getByTestId('showroom-axie-10000001').waitFor({ timeout: 30_000 });
      expect(await page.getByRole('alert').textContent()).toContain(`#${REAL}`);
      expect(await page.getByRole('alert').textContent()).toContain(messages[locale]['axie.showroom.missingNoLiveLookup']!.split('{ids}')[1]!.trim().slice(0, 20));
      expect(await page.getByTestId('axie-origin').first().textContent()).toBe(messages[locale]['axie.tools.origin.generated']);
    });
  }, 180_000);

  it('…and the sales history of that id says the same', async () => {
    await inEveryLanguage('/axie-infinity-tools/axie-sales-history', 'sales-real-id', async (page, locale) => {
      await page.getByTestId('stat-median').waitFor({ timeout: 30_000 });
      if (locale !== 'es') expect(await page.getByTestId('source-note').textContent()).not.toMatch(SPANISH);
      const field = page.getByTestId('sales-axie-id');
      await field.fill(REAL);
      await field.press('Enter');
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toBe(`${TOOLS_ERROR_MESSAGES.LIVE_LOOKUP_NOT_CONFIGURED[locale]}: ${REAL}`);
    });
  }, 180_000);
});
