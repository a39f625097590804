import { describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import { CreditsLedger } from '@criadero/service-users';
import { uiMessages } from '@criadero/ui';
import { useSiteOnFerretDb } from '../src/harness/suite';
import { openPage, screenshot } from '../src/harness/browser';
import { VIEWPORTS, noHorizontalOverflow, shots } from '../src/harness/page-checks';
import { installTestWallet } from '../src/harness/test-wallet';
import { REMOTE_MODULES } from '../src/harness/catalogue';

// The gateway runs on a real MongoDB-wire server (FerretDB) so the test can grant credits
// through the users service's own ledger, the way a verified purchase would.
const DB = `criadero_e2e_lumiterra_${process.pid}`;
const suite = useSiteOnFerretDb(DB);

const t = REMOTE_MODULES.mfe_lumiterra_pixels.module.messages.es;
const billing = REMOTE_MODULES.mfe_billing.module.messages.es;
const ui = uiMessages.es;

describe('Lumiterra marketplace (paid search)', () => {
  it('asks a visitor to log in instead of searching', async () => {
    for (const viewport of VIEWPORTS) {
      const context = await suite.browser.newContext({ viewport });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/lumiterra-tools/marketplace`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t['lumiterraPixels.lumiterraMarket.title']);
      await expect.poll(() => page.getByTestId('sample-prices-notice').textContent()).toContain('Precios de muestra (RON, fecha 2026-11-22)');
      await page.getByRole('button', { name: t['lumiterraPixels.market.search'], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: ui['ui.paidSearch.loginTitle'] });
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { name: 'Login', exact: true }).isVisible()).toBe(true);
      await noHorizontalOverflow(page);
      await shots(page, `lumiterra-market-visitor-${viewport.name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('logs in from the prompt, then searches the sample prices for free with no credit and no question', async () => {
    const wallet = new Wallet(Wallet.createRandom().privateKey);
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[0] });
    await installTestWallet(context, wallet);
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.site.url}/lumiterra-tools/marketplace`);
    const search = page.getByRole('button', { name: t['lumiterraPixels.market.search'], exact: true });
    await search.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('session-badge').waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const me = await page.evaluate(() => fetch('/api/users/me', { credentials: 'include' }).then((r) => r.json() as Promise<{ accountId: string }>));

    // the prices are the labelled sample: a search is free, and the page says so
    expect(await page.getByTestId('search-cost').textContent()).toBe(ui['ui.paidSearch.costSample']);
    await page.getByLabel(t['lumiterraPixels.market.name']!).fill('poción de restauración de energía');
    await page.getByLabel(t['lumiterraPixels.market.tradable']!).selectOption('yes');
    await search.click();
    await expect.poll(() => page.getByTestId('market-count').textContent()).toMatch(/^\d+ objetos encontrados$/);
    const rows = page.getByTestId('market-results').getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(5);
    expect(await rows.first().textContent()).toMatch(/Poción de Restauración de Energía.*RON/);
    expect(await rows.first().textContent()).toContain(t['lumiterraPixels.market.sampleTag']);
    expect(await page.getByRole('dialog', { name: ui['ui.paidSearch.confirmTitle'] }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: billing['billing.credits.title'] }).count()).toBe(0);
    expect(await new CreditsLedger(suite.store).balance(me.accountId)).toBe(0);
    await screenshot(page, 'lumiterra-market-results-desktop');

    await page.setViewportSize(VIEWPORTS[1]);
    // the navigation stays open when a desktop window shrinks: close it to see the results
    const menu = page.getByRole('button', { name: /Menú/ });
    if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
    await page.getByTestId('market-count').scrollIntoViewIfNeeded();
    await noHorizontalOverflow(page);
    await shots(page, 'lumiterra-market-results-phone', 3);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Lumiterra energy planner', () => {
  it('plans a session, prices the shortfall, and clears it when potions on hand cover it', async () => {
    for (const viewport of VIEWPORTS) {
      const context = await suite.browser.newContext({ viewport });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/lumiterra-tools/energy`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t['lumiterraPixels.energy.title']);
      // defaults: 150 energy, 200 kills + 60 harvests at 1 each → 110 missing
      await expect.poll(() => page.getByTestId('energy-shortfall').textContent()).toBe('110');
      expect(await page.getByTestId('energy-shopping').getByRole('row').count()).toBeGreaterThan(1);
      expect(await page.getByTestId('energy-total').textContent()).toMatch(/RON/);
      expect(await page.getByTestId('energy-notice').textContent()).toContain('2025-01-10');
      await noHorizontalOverflow(page);
      await shots(page, `lumiterra-energy-${viewport.name}`, viewport.width < 500 ? 4 : 1);

      await page.getByLabel('Nivel 9 (+80)').fill('2');
      await page.getByRole('button', { name: t['lumiterraPixels.energy.calculate'] }).click();
      await expect.poll(() => page.getByTestId('energy-shortfall').textContent()).toBe('0');
      expect(await page.getByTestId('energy-shopping').textContent()).toBe(t['lumiterraPixels.energy.nothingToBuy']);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('Pixels task board', () => {
  it('shows the reset countdown, plans tasks within the budget and applies reputation gates', async () => {
    for (const viewport of VIEWPORTS) {
      const context = await suite.browser.newContext({ viewport });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/pixels-tools/taskboard`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t['lumiterraPixels.taskboard.title']);
      await expect.poll(() => page.getByTestId('taskboard-reset').getByRole('timer').textContent()).toMatch(/^\d+d \d+h \d+m \d+s$/);
      expect(await page.getByTestId('taskboard-notice').textContent()).toContain('Tablero de muestra');

      await page.getByLabel(t['lumiterraPixels.taskboard.reputation']!).fill('1000');
      await page.getByRole('button', { name: t['lumiterraPixels.taskboard.plan'], exact: true }).click();
      // the sample board with 60 min, no coin limit, reputation 1000: Popberry + Butterberry, worked by hand
      // in services/lumiterra-pixels/test/planner-routes.test.ts
      await expect.poll(() => page.getByTestId('taskboard-plan').textContent()).toBe('2 tareas elegidas: beneficio 400 monedas en 56 min, gastando 720 monedas, 280 EXP.');
      for (const id of ['t1', 't6']) expect(await page.getByTestId(`task-${id}`).textContent()).toContain(t['lumiterraPixels.taskboard.chosen']);
      // Flour needs 1,500 reputation: flagged and never chosen
      const flour = page.getByTestId('task-t3');
      expect(await flour.textContent()).toContain(t['lumiterraPixels.taskboard.gated']);
      expect(await flour.textContent()).not.toContain(t['lumiterraPixels.taskboard.chosen']);
      expect(await page.getByTestId('taskboard-gates').getByRole('listitem').filter({ hasText: 'Retirar $PIXEL' }).textContent()).toContain('bloqueado');

      await page.getByTestId('task-t1').getByRole('button', { name: t['lumiterraPixels.taskboard.markDone'] }).click();
      await expect.poll(() => page.getByTestId('task-t1-next').getByRole('timer').textContent()).toMatch(/^0d 0h [45]m \d+s$/);
      await noHorizontalOverflow(page);
      await shots(page, `pixels-taskboard-${viewport.name}`, viewport.width < 500 ? 4 : 1);
      // the done mark and its timer survive a reload (the board is kept in localStorage)
      await page.reload();
      await expect.poll(() => page.getByTestId('task-t1-next').getByRole('timer').textContent()).toMatch(/^0d 0h [45]m \d+s$/);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
