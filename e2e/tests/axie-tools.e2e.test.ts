import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { decodeGenes } from '@criadero/genetics';
import { cachedMarket } from '@criadero/service-axie/market/generated-market';
import { sampleLeaderboard } from '@criadero/service-axie/origins/sample-leaderboard';
import { SCREENSHOTS, openPage, screenshot } from '../src/harness/browser';
import { VIEWPORTS } from '../src/harness/page-checks';
import { REMOTE_MODULES } from '../src/harness/catalogue';
import { useSiteAndBrowser } from '../src/harness/suite';
import { focusIsVisible, focusedName, tabTo } from '../src/harness/keyboard';

// A smaller generated market than production (same seed and generator) keeps the site quick to start.
const MARKET = { size: 3000, seed: 20_250_101, ethUsd: 3000 };
// AXIE_SAMPLE_CHANGES_PER_SECOND 0: the pages are compared with the generated market as generated
// (its sales medians, its trees), so the sample market must not move during these tests
const ctx = useSiteAndBrowser({
  env: { AXIE_MARKET_SIZE: String(MARKET.size), AXIE_MARKET_SEED: String(MARKET.seed), AXIE_ETH_USD: String(MARKET.ethUsd), AXIE_SAMPLE_CHANGES_PER_SECOND: '0' },
});
const t = REMOTE_MODULES.mfe_axie.module.messages.es;
const market = cachedMarket(MARKET);
const origins = (name: string) => JSON.parse(readFileSync(new URL(`../../services/axie/data/origins/${name}`, import.meta.url), 'utf8'));
const usd = (n: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(n);

/** A select's accessible name also holds its chosen option (Chromium), so match the label's start. */
const startsWith = (label: string) => new RegExp(`^${label}`);

function textbookMedian(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length / 2;
  return Math.round((s.length % 2 ? s[Math.floor(mid)]! : (s[mid - 1]! + s[mid]!) / 2) * 100) / 100;
}

/** Opens `path` at both sizes, runs `check` at each, takes screenshots and asserts no overflow/console errors at 375 px. */
async function atBothSizes(path: string, name: string, check: (page: Page, viewport: (typeof VIEWPORTS)[number]) => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    const context = await ctx.browser().newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const { page, errors } = await openPage(context);
    await page.goto(`${ctx.site().url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check(page, viewport);
    await screenshot(page, `axie-tools-${name}-${viewport.name}`);
    await page.screenshot({ path: join(SCREENSHOTS, `axie-tools-${name}-${viewport.name}-screen1.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows at ${viewport.width}px`).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  }
}

describe('the other Axie tools in the browser', () => {
  it('poison calculator: 5 stacks deal 15 + 12 + 9 + 6 + 3 under the default rule', async () => {
    await atBothSizes('/axie-infinity-tools/poison-calculator', 'poison', async (page) => {
      await expect.poll(() => page.getByTestId('poison-sequence').textContent(), { timeout: 20_000 }).toBe('Daño por turno: 15 + 12 + 9 + 6 + 3 = 45');
      expect(await page.getByTestId('poison-total').textContent()).toBe('45');
      expect(await page.getByTestId('poison-season').textContent()).toContain('2022');
    });
  });

  it('breeding tree: clicking a parent opens that seeded parent with its own seeded parents', async () => {
    const byId = new Map(market.axies.map((a) => [a.id, a]));
    const child = market.axies.find((a) => a.sireId > 0 && (byId.get(a.sireId)?.sireId ?? 0) > 0)!;
    const sire = byId.get(child.sireId)!;
    await atBothSizes(`/axie-infinity-tools/breeding-tree?id=${child.id}`, 'breeding-tree', async (page) => {
      const sireButton = page.getByTestId(`tree-node-${sire.id}`);
      await sireButton.waitFor({ timeout: 30_000 });
      await sireButton.click();
      await expect.poll(() => page.getByTestId(`tree-node-${sire.id}`).getAttribute('aria-current')).toBe('true');
      expect(new URL(page.url()).searchParams.get('id')).toBe(String(sire.id));
      expect(await page.getByTestId(`tree-node-${sire.id}`).getByTestId('node-parents').textContent()).toBe(`Padres: #${sire.sireId} × #${sire.matronId}`);
      await page.getByTestId(`tree-node-${sire.sireId}`).waitFor();
      // the child we came from is listed among the sire's children
      await page.getByTestId(`tree-node-${child.id}`).waitFor();
    });
  });

  it("sales history: the chart's median equals the seeded median of the class", async () => {
    const classOf = new Map(market.axies.map((a, i) => [a.id, market.parsed[i]!.class]));
    const median = textbookMedian(market.sales.filter((s) => classOf.get(s.axieId) === 'aquatic').map((s) => s.priceUsd));
    await atBothSizes('/axie-infinity-tools/axie-sales-history', 'sales-history', async (page) => {
      await page.getByTestId('stat-median').waitFor({ timeout: 30_000 });
      await page.getByLabel(startsWith(t['axie.tools.class']!)).selectOption('aquatic');
      await expect.poll(() => page.getByTestId('stat-median').textContent(), { timeout: 20_000 }).toBe(usd(median));
      expect(await page.getByTestId('chart-caption').textContent()).toContain(`(${usd(median)})`);
      // the price chart and the part-price bars, drawn
      await page.getByTestId('price-chart').locator('path[d^="M"]').first().waitFor();
      expect(await page.getByTestId('price-point').count()).toBeGreaterThanOrEqual(1);
      expect(await page.getByTestId('part-bar').count()).toBe(Math.min(12, await page.getByTestId('part-row').count())); // the 12 most sold parts
      // each month's figures reached from the keyboard: Tab to the chart's first month, an arrow to the next
      const months = page.getByTestId('price-point');
      await tabTo(page, /^\S+ \d+: mediana .+, rango .+ – .+$/);
      await page.keyboard.press('ArrowRight');
      expect(await focusedName(page)).toBe((await months.nth(1).getAttribute('aria-label'))!.replace(/\s+/g, ' ')); // the name as read, spaces as one
      expect(await focusIsVisible(page)).toBe(true);
      expect(await page.getByTestId('price-chart-tooltip').textContent()).toContain((await months.nth(1).getAttribute('aria-label'))!.split(':')[0]);
    });
  });

  it('showroom: the share link reproduces the same axies, with the seeded class and parts', async () => {
    const [a, b] = [market.axies[10]!, market.axies[2000]!];
    await atBothSizes('/axie-infinity-tools/axie-showroom', 'showroom', async (page) => {
      await page.getByLabel(t['axie.showroom.ids']!).fill(`#${a.id}, ${b.id}`);
      await page.getByRole('button', { name: t['axie.showroom.show'], exact: true }).click();
      await page.getByTestId(`showroom-axie-${b.id}`).waitFor({ timeout: 30_000 });
      const link = await page.getByTestId('share-link').inputValue();
      expect(link).toBe(`${ctx.site().url}/axie-infinity-tools/axie-showroom?ids=${a.id},${b.id}`);
      const other = await page.context().newPage();
      await other.goto(link);
      const shown = other.getByTestId(`showroom-axie-${a.id}`);
      await shown.waitFor({ timeout: 30_000 });
      await other.getByTestId(`showroom-axie-${b.id}`).waitFor();
      const genes = decodeGenes(a.genes);
      expect((await shown.locator('header').textContent())!.toLowerCase()).toContain(genes.class);
      expect(await shown.getByTestId('showroom-part').first().locator('td').first().textContent()).toContain(genes.eyes.d.name);
      await other.close();
    });
  });

  it('showroom tab "original vs evolved parts": Nimo sits next to Nimo+', async () => {
    await atBothSizes('/axie-infinity-tools/axie-showroom', 'parts-evolution', async (page) => {
      await page.getByRole('tab', { name: t['axie.showroom.tab.evolution'] }).click();
      await page.getByLabel(startsWith(t['axie.tools.search']!)).fill('nimo');
      const row = page.getByTestId('evolution-row').filter({ hasText: 'Red Nimo' });
      await row.waitFor({ timeout: 20_000 });
      expect(await row.locator('td').nth(2).textContent()).toMatch(/^Nimo\+ /);
    });
  });

  it('origins leaderboard: the seeded sample ranking, with a player team', async () => {
    const board = sampleLeaderboard({ seed: 20_240_101, playersPerSeason: 500 }, 9);
    await atBothSizes('/axie-infinity-tools/origins-leaderboard', 'origins-leaderboard', async (page) => {
      await expect.poll(() => page.getByTestId('players-count').textContent(), { timeout: 20_000 }).toBe('500 jugadores');
      expect(await page.getByTestId('player-row').first().locator('td').nth(1).textContent()).toBe(board[0]!.name);
      await page.getByLabel(t['axie.originsLeaderboard.searchName']!).fill(board[41]!.name);
      await expect.poll(() => page.getByTestId('player-row').first().locator('td').first().textContent()).toBe(String(board.find((p) => p.name === board[41]!.name)!.topRank));
      await page.getByRole('button', { name: `Ver equipo de ${board[41]!.name}` }).first().click();
      await expect.poll(() => page.getByTestId('fighter').count(), { timeout: 20_000 }).toBe(3);
    });
  });

  it('runes and charms: labelled as the 20-item sample; the class filter finds every Bird rune of it', async () => {
    const birds = origins('runes.sample.json').runes.filter((r: { class: string }) => r.class === 'Bird').length;
    await atBothSizes('/axie-infinity-tools/runes-and-charms', 'runes-charms', async (page) => {
      await expect.poll(() => page.getByTestId('sample-note').textContent(), { timeout: 20_000 }).toContain('Muestra: solo 20 de 1935 runas');
      await page.getByLabel(startsWith(t['axie.tools.class']!)).selectOption('Bird');
      await expect.poll(() => page.getByTestId('items-count').textContent()).toBe(`${birds} resultados`);
      expect(await page.getByTestId('item-tile').count()).toBe(birds);
    });
  });

  it('land battles cards: the Origins cards, labelled; class + part + energy filters give the file count', async () => {
    const cards = origins('cards.json').cards as { partClass: string; partType: string; energy: number }[];
    const expected = cards.filter((c) => c.partClass === 'Plant' && c.partType === 'Tail' && c.energy === 1).length;
    await atBothSizes('/axie-land-battles/cards', 'land-cards', async (page) => {
      await expect.poll(() => page.getByTestId('cards-count').textContent(), { timeout: 20_000 }).toBe('522 cartas');
      expect(await page.getByRole('note').first().textContent()).toContain('mostramos las 522 cartas de Axie Infinity: Origins');
      await page.getByLabel(startsWith(t['axie.tools.class']!)).selectOption('Plant');
      await page.getByLabel(startsWith(t['axie.tools.part']!)).selectOption('tail');
      await page.getByLabel(t['axie.landCards.energy']!).selectOption('1');
      await expect.poll(() => page.getByTestId('cards-count').textContent()).toBe(`${expected} cartas`);
    });
  });
});
