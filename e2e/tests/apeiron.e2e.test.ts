// Apeiron tools in a real browser against the built shell and remote, on FerretDB (so the test
// can give a signed-in account Plus Coins through the real credits ledger). Screenshots at
// desktop width and at 375 px land in e2e/screenshots/apeiron-*.png.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { Wallet } from 'ethers';
import { analysePair, DEFAULT_BREEDING_CONFIG, type Lineage } from '@criadero/apeiron-breeding';
import { messages } from '@criadero/mfe-apeiron/messages';
import { createRepositories } from '@criadero/service-apeiron';
import { CreditsLedger } from '@criadero/service-users';
import { uiMessages } from '@criadero/ui';
import { useSiteOnFerretDb } from '../src/harness/suite';
import { openPage, screenshot } from '../src/harness/browser';
import { VIEWPORTS, noHorizontalOverflow } from '../src/harness/page-checks';
import { installTestWallet } from '../src/harness/test-wallet';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';

const es = messages.es;
const ui = uiMessages.es;
const billing = REMOTE_MODULES.mfe_billing.module.messages.es;
const DB = `criadero_e2e_apeiron_${Date.now()}`;
const suite = useSiteOnFerretDb(DB);

// the API runs on FerretDB on a shared 2-core machine: give answers a few seconds
const SLOW = { timeout: 10_000 };

/** Signs in through the shell's Login button with a fresh wallet; returns the account id. */
async function signIn(context: BrowserContext, page: Page, path: string): Promise<string> {
  await installTestWallet(context, new Wallet(Wallet.createRandom().privateKey));
  await page.goto(`${suite.site.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] }).click();
  await page.getByTestId('session-badge').waitFor();
  return page.evaluate(async () => ((await (await fetch('/api/users/me', { credentials: 'include' })).json()) as { accountId: string }).accountId);
}

let repositories: ReturnType<typeof createRepositories> | undefined;
/** A planet's lineage as the engine needs it, read from the database the suite.site serves (parents in parentIds order, then their parents). */
async function lineageInStore(id: string): Promise<Lineage> {
  const { planets } = await (repositories ??= createRepositories(suite.store));
  const [planet] = await planets.getMany([id]);
  const found = await planets.getMany(planet!.parentIds ?? []);
  const parents = (planet!.parentIds ?? []).flatMap((pid) => found.filter((p) => p.id === pid));
  return { planet: planet!, parents: parents.length === 2 ? parents : [], grandparentIds: parents.flatMap((p) => p.parentIds ?? []) };
}

// what the page prints: percentages as react-intl's FormattedNumber (es, at most one decimal); spaces
// dropped on both sides (Node's and Chromium's ICU may differ in the space before '%')
const squeeze = (text: string) => text.replace(/\s/g, '');
const percent = (p: number) => squeeze(new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 1 }).format(p));
const digits = (text: string) => Number(text.replace(/\D/g, ''));

/** The cells (td) of each body row of the pair card's table under the heading `title`. */
function tableUnder(page: Page, title: string) {
  return page
    .getByTestId('pair-card')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

describe('Apeiron breeding calculator', () => {
  for (const viewport of VIEWPORTS) {
    it(`shows the pair card of an example pair, with tabs and the as-of date (${viewport.name})`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/apeiron-tools/breeding-calculator`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(es['apeiron.breeding.title']);
      await page.getByRole('button', { name: es['apeiron.breeding.example'] }).click();
      const card = page.getByTestId('pair-card');
      await card.waitFor();
      expect(await page.getByTestId('pair-verdict').textContent()).toBe(es['apeiron.breeding.canBreed']);
      expect(await page.getByTestId('source-note').textContent()).toContain(es['apeiron.source.sampleTag']);
      expect(page.url()).toMatch(/\?a=\d+&b=\d+$/);
      expect(await card.getByRole('tab', { selected: true }).textContent()).toBe(es['apeiron.breeding.tab.odds']);

      // the odds on screen are the engine's for the same two planets (read from the site's database)
      // and the configuration the suite.site runs with (the defaults: the cost note shows their as-of date)
      const url = new URL(page.url());
      const engine = analysePair(await lineageInStore(url.searchParams.get('a')!), await lineageInStore(url.searchParams.get('b')!), DEFAULT_BREEDING_CONFIG);
      expect(engine.checks.canBreed).toBe(true);
      const typeOdds = (await tableUnder(page, es['apeiron.breeding.typeOdds']!)).map((cells) => cells.map(squeeze));
      expect(typeOdds).toEqual(engine.typeOdds.map((t) => [squeeze(t.type), t.bloodline, percent(t.probability)]));
      const classOdds = (await tableUnder(page, es['apeiron.breeding.classOdds']!)).map((cells) => cells.map(squeeze));
      expect(classOdds).toEqual(engine.classOdds.map((c) => [c.avatarClass, percent(c.probability)]));
      await screenshot(page, `apeiron-breeding-${viewport.name}`);

      await card.getByRole('tab', { name: es['apeiron.breeding.tab.cost'] }).click();
      expect(await page.getByTestId('cost-note').textContent()).toContain(DEFAULT_BREEDING_CONFIG.asOf);
      expect(digits((await page.getByTestId('cost-aprs').textContent()) ?? '')).toBe(engine.cost.aprs);
      // one row per parent (#id, bloodline, APRS, ANIMA), then the totals (APRS, ANIMA)
      const cost = (await tableUnder(page, es['apeiron.breeding.cost']!)).map(([id, bloodline, aprs, anima]) =>
        anima === undefined ? [digits(id!), digits(bloodline!)] : [id, bloodline, digits(aprs!), digits(anima)],
      );
      expect(cost).toEqual([...engine.cost.perParent.map((p) => [`#${p.id}`, p.bloodline, p.aprs, p.anima]), [engine.cost.aprs, engine.cost.anima]]);
      await screenshot(page, `apeiron-breeding-cost-${viewport.name}`);
      await noHorizontalOverflow(page);

      // an unknown planet is a clear message, not a crash
      await page.getByLabel(es['apeiron.breeding.planetB']!).fill('999999999');
      await page.getByRole('button', { name: es['apeiron.breeding.calculate'], exact: true }).click();
      await expect.poll(() => page.getByRole('alert').textContent(), SLOW).toMatch(/999999999/);
      expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
      await context.close();
    });
  }
});

describe('Apeiron planet marketplace (paid search)', () => {
  it('asks a visitor to log in instead of searching (375 px)', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 800 } });
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.site.url}/apeiron-tools/marketplace`);
    await page.getByTestId('source-note').waitFor();
    expect(await page.getByTestId('source-note').textContent()).toContain('2026-11-22');
    await page.getByRole('button', { name: es['apeiron.market.search'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ui['ui.paidSearch.loginTitle'] });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await screenshot(page, 'apeiron-market-visitor-phone');
    await noHorizontalOverflow(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`searches the generated sample for free (no question, no credit), pages and sends two planets to the calculator (${viewport.name})`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const { page, errors } = await openPage(context);
      const accountId = await signIn(context, page, '/apeiron-tools/marketplace');
      const ledger = new CreditsLedger(suite.store);
      // no credit at all: over sample data that is no obstacle
      await expect.poll(() => page.getByTestId('search-cost').textContent(), SLOW).toBe(ui['ui.paidSearch.costSample']);

      await page.getByRole('checkbox', { name: 'Normal' }).check();
      await page.getByLabel(`${es['apeiron.market.priceUsd']} ${es['apeiron.market.max']}`).fill('80');
      await page.getByRole('button', { name: es['apeiron.market.search'], exact: true }).click();
      const rows = page.getByTestId('planet-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(12);
      expect(await rows.first().textContent()).toContain('Normal');
      expect(await page.getByRole('dialog', { name: ui['ui.paidSearch.confirmTitle'] }).count()).toBe(0);
      expect(await page.getByRole('dialog', { name: billing['billing.credits.title'] }).count()).toBe(0);
      expect(await ledger.balance(accountId)).toBe(0);
      await screenshot(page, `apeiron-market-results-${viewport.name}`);
      await noHorizontalOverflow(page);

      // another page and another order of the same search are free
      const firstId = await rows.first().getByRole('heading').textContent();
      await page.getByRole('navigation', { name: /pagina|página/i }).getByRole('button', { name: '2', exact: true }).click();
      await expect.poll(() => rows.first().getByRole('heading').textContent(), SLOW).not.toBe(firstId);
      await page.getByLabel(es['apeiron.market.sort']!).selectOption('price-desc');
      await expect.poll(async () => (await rows.first().getByRole('heading').textContent()) !== firstId, SLOW).toBe(true);
      expect(await ledger.balance(accountId)).toBe(0);

      await rows.nth(0).getByRole('button', { name: es['apeiron.market.useAsA'] }).click();
      await rows.nth(1).getByRole('button', { name: es['apeiron.market.useAsB'] }).click();
      await page.getByRole('button', { name: es['apeiron.market.toCalculator'] }).click();
      await page.getByTestId('pair-card').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(es['apeiron.breeding.title']);
      await screenshot(page, `apeiron-market-to-calculator-${viewport.name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('Apeiron leaderboard and guild war', () => {
  for (const viewport of VIEWPORTS) {
    it(`ranks players, filters by name, labelled as sample data (${viewport.name})`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/apeiron-tools/leaderboard`);
      const table = page.getByTestId('leaderboard');
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(21); // header + 20
      expect(await page.getByTestId('source-note').textContent()).toContain(es['apeiron.source.sampleTag']);
      await screenshot(page, `apeiron-leaderboard-${viewport.name}`);
      await noHorizontalOverflow(page);
      const third = await table.getByRole('row').nth(3).getByRole('cell').nth(1).textContent();
      await page.getByRole('textbox', { name: es['apeiron.leaderboard.name'] }).fill(third!);
      await expect.poll(() => table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent(), SLOW).toBe(third);
      expect(await table.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe('3'); // global rank kept
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`plans the next war with standings and match-ups (${viewport.name})`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/apeiron-tools/guild-war`);
      const score = page.getByTestId('planner-score');
      await score.waitFor();
      const maximized = await score.textContent();
      expect(maximized).toMatch(/\d duelos$/);
      expect(await page.getByTestId('standings').getByRole('row').count()).toBe(9);
      await screenshot(page, `apeiron-guild-war-${viewport.name}`);
      await noHorizontalOverflow(page);
      // best-against-best can only expect as many wins as the optimal plan, or fewer
      const ours = (text: string | null) => Number(/(\d+(?:,\d+)?)/.exec(text ?? '')![1]!.replace(',', '.'));
      await page.getByLabel(es['apeiron.guildWar.strategy']!).selectOption('mirror');
      await expect.poll(async () => ours(await score.textContent()) <= ours(maximized), SLOW).toBe(true);
      expect(await page.getByLabel(es['apeiron.guildWar.strategy']!).inputValue()).toBe('mirror');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
