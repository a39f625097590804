import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { Wallet } from 'ethers';
import { LOCALES } from '@criadero/remote-contract';
import { SubscriptionsLedger } from '@criadero/service-billing';
import { useSiteOnFerretDb } from '../src/harness/suite';
import { openPage, screenshot } from '../src/harness/browser';
import { VIEWPORTS, closeMenu, noHorizontalOverflow, shots } from '../src/harness/page-checks';
import { installTestWallet } from '../src/harness/test-wallet';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';

// The gateway runs on FerretDB so the test can grant Craft World Premium through billing's own
// subscriptions ledger, the way a verified USDC payment does.
const DB = `criadero_e2e_craftworld_${process.pid}`;
const suite = useSiteOnFerretDb(DB);

const t = REMOTE_MODULES.mfe_craftworld.module.messages.es;
const billing = REMOTE_MODULES.mfe_billing.module.messages.es;

async function heading(page: Page, text: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(text);
}

/** A select by its accessible name (getByLabel would also read the option texts inside the wrapping label). */
const select = (scope: ReturnType<Page['getByTestId']>, label: string) => scope.getByRole('combobox', { name: label, exact: true });

async function login(context: BrowserContext, page: Page) {
  await page.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] }).click();
  await page.getByTestId('session-badge').waitFor();
  return page.evaluate(() => fetch('/api/users/me', { credentials: 'include' }).then((r) => r.json() as Promise<{ accountId: string }>));
}

describe('Craft World guides (free, visitors)', () => {
  it('factory guide: 820 searchable levels in a virtualised table, totals to reach a level', async () => {
    for (const viewport of VIEWPORTS) {
      const context = await suite.browser.newContext({ viewport });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/craft-world-tools/factory-guide`);
      await heading(page, t['craftworld.factory.title']!);
      await closeMenu(page);
      expect(await page.getByTestId('community-note').textContent()).toContain('Datos de la comunidad, verifica en el juego');
      await expect.poll(() => page.getByTestId('factory-count').textContent()).toBe('820 de 820 niveles');
      // virtualised: far fewer than 820 rows in the DOM, the table says how many there are
      const table = page.getByTestId('factory-table');
      expect(await table.getAttribute('aria-rowcount')).toBe('821');
      expect(await table.getByRole('row').count()).toBeLessThan(80);
      expect(await table.getByRole('row').nth(1).textContent()).toMatch(/^MUD1.*6 s.*3 EARTH.*1 MUD.*1 EARTH$/);

      await page.getByLabel(t['craftworld.factory.search']!).fill('hydrogen');
      await expect.poll(() => page.getByTestId('factory-count').textContent()).toBe('5 de 820 niveles');
      // MUD level 4, and CLAY level 4 which eats MUD
      await page.getByLabel(t['craftworld.factory.search']!).fill('mud 4');
      await expect.poll(() => page.getByTestId('factory-count').textContent()).toBe('2 de 820 niveles');
      expect(await table.getByRole('row').nth(1).textContent()).toContain('14 MUD');

      // MUD from nothing to level 4: 1 EARTH + (3 + 6) MUD + 2 CLAY
      const totals = page.getByTestId('factory-totals');
      await page.getByLabel(t['craftworld.factory.toLevel']!).fill('4');
      await expect.poll(() => totals.textContent()).toContain('MUD del nivel 0 al 4: 1 EARTH + 9 MUD + 2 CLAY');
      await noHorizontalOverflow(page);
      await shots(page, `craftworld-factory-guide-${viewport.name}`, viewport.width < 500 ? 2 : 1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('factory guide at 390 px: the chain dropdown and the search hint show their whole text, in es, en and pt', async () => {
    for (const locale of LOCALES) {
      const messages = REMOTE_MODULES.mfe_craftworld.module.messages[locale]!;
      const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((l) => window.localStorage.setItem('criadero.locale', JSON.stringify(l)), locale);
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/craft-world-tools/factory-guide`);
      await heading(page, messages['craftworld.factory.title']!);
      const search = page.getByRole('searchbox', { name: messages['craftworld.factory.search']!, exact: true });
      const chain = select(page.locator('main'), messages['craftworld.factory.chain']!);
      expect(await search.getAttribute('placeholder')).toBe(messages['craftworld.factory.searchHint']);
      expect(await chain.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(messages['craftworld.factory.allChains']);
      // room left in each control once its text is drawn: the text's width in the control's own
      // font against the box inside its padding (a select's arrow takes ~20 px)
      const [searchRoom, chainRoom] = await page.evaluate(
        ([input, dropdown]) => {
          const room = (el: HTMLInputElement | HTMLSelectElement, text: string, arrow: number) => {
            const style = getComputedStyle(el);
            const context2d = document.createElement('canvas').getContext('2d')!;
            context2d.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow - context2d.measureText(text).width;
          };
          const chosen = dropdown as HTMLSelectElement;
          return [room(input as HTMLInputElement, (input as HTMLInputElement).placeholder, 0), room(chosen, chosen.selectedOptions[0]!.textContent!, 20)];
        },
        [await search.elementHandle(), await chain.elementHandle()] as const,
      );
      expect({ locale, searchRoom: searchRoom! >= 0, chainRoom: chainRoom! >= 0 }).toEqual({ locale, searchRoom: true, chainRoom: true });
      await noHorizontalOverflow(page);
      await screenshot(page, `craftworld-factory-guide-390-${locale}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('workshop guide: speed bonus table, batch times with hover explanations, mastery', async () => {
    for (const viewport of VIEWPORTS) {
      const context = await suite.browser.newContext({ viewport });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/craft-world-tools/workshop-guide`);
      await heading(page, t['craftworld.workshop.title']!);
      await closeMenu(page);
      const rows = page.getByTestId('workshop-table').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(26);
      await page.getByLabel(t['craftworld.workshop.search']!).fill('fiber');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain('+53,85%');
      // MUD level 1 (0.1 min) at workshop 10 (+100 %): 3 s, and the sum is there on focus
      const last = page.getByTestId('workshop-times').locator('tbody tr').last();
      expect(await last.textContent()).toMatch(/^10×2.*3 s/);
      const cell = last.locator('[tabindex="0"]');
      await cell.focus();
      expect(await cell.getAttribute('title')).toContain('= 0,05 min por lote');
      expect(await page.getByRole('tooltip').filter({ hasText: '0,05 min por lote' }).isVisible()).toBe(true);
      expect(await page.getByTestId('mastery-table').locator('tbody tr').count()).toBe(11);
      await noHorizontalOverflow(page);
      await shots(page, `craftworld-workshop-guide-${viewport.name}`, viewport.width < 500 ? 2 : 1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('Resource optimizer and dashboard (Craft World Premium)', () => {
  it('a visitor sees the inputs, the results are locked, and the dashboard asks for login', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[1] });
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.site.url}/craft-world-tools/resource-optimizer`);
    await heading(page, t['craftworld.optimizer.title']!);
    await closeMenu(page);
    await page.getByTestId('factory-row-0').waitFor();
    expect(await page.getByTestId('prices-source').textContent()).toContain('Precios de muestra (USD, fecha 2026-11-22)');
    expect(await page.getByLabel('Precio de EARTH').inputValue()).toBe('0,00651'); // the kit's number box, in Spanish
    await page.getByRole('button', { name: t['craftworld.optimizer.calculate'] }).click();
    expect(await page.getByTestId('craftworld-login-required').textContent()).toContain(t['craftworld.premium.loginFirst']);
    expect(await page.getByTestId('optimizer-products').count()).toBe(0);
    await noHorizontalOverflow(page);
    await shots(page, 'craftworld-optimizer-visitor-phone', 3);

    await page.goto(`${suite.site.url}/dashboard/craftworld`);
    await page.getByTestId('login-required').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without Premium the results are locked (402 from the server too) and the upgrade opens billing’s modal; with Premium it computes, saves and lists setups', async () => {
    const wallet = new Wallet(Wallet.createRandom().privateKey);
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[0] });
    await installTestWallet(context, wallet);
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.site.url}/craft-world-tools/resource-optimizer`);
    await heading(page, t['craftworld.optimizer.title']!);
    const me = await login(context, page);

    // signed in, no subscription: the prompt, and the server refuses the results by itself
    const locked = page.getByTestId('craftworld-locked');
    await locked.waitFor();
    expect(await locked.textContent()).toContain('8 USDC al mes');
    const refused = await page.evaluate(() =>
      fetch('/api/craft-world/optimizer', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ factories: [{ token: 'MUD', level: 1, workers: 0, workshopLevel: 0, masteryLevel: 0 }], prices: { MUD: 1, EARTH: 0.1 }, currency: 'USD', timeBudgetHours: 1, speedBoost: 1 }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code: string } })),
    );
    expect(refused).toMatchObject({ status: 402, body: { code: 'CRAFTWORLD_PREMIUM_REQUIRED' } });
    // saving setups is Premium too: no Save button, a note instead (the service answers 402 as well)
    expect(await page.getByTestId('craftworld-setups-locked').textContent()).toBe(t['craftworld.setups.premiumOnly']);
    expect(await page.getByRole('button', { name: t['craftworld.setups.save'] }).count()).toBe(0);
    await screenshot(page, 'craftworld-optimizer-locked-desktop');

    await locked.getByRole('button', { name: t['craftworld.premium.upgrade'] }).click();
    const modal = page.getByRole('dialog', { name: billing['billing.cw.title'] });
    await modal.waitFor({ timeout: 20_000 });
    expect(await modal.textContent()).toContain('8');
    await screenshot(page, 'craftworld-upgrade-modal-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);

    // one month of Craft World Premium through billing's ledger
    await new SubscriptionsLedger(suite.store).grant({ accountId: me.accountId, days: 30, referralCodeId: null, idempotencyKey: `e2e:${me.accountId}` });
    await page.reload();
    await page.getByTestId('craftworld-premium-ready').waitFor({ timeout: 20_000 });
    // a hand-checkable case: MUD level 1, no speed-ups, EARTH 0.001 and MUD 0.005 → 600 batches/h × 0.002
    const row0 = page.getByTestId('factory-row-0');
    await select(row0, t['craftworld.col.level']!).selectOption('1');
    await select(row0, t['craftworld.optimizer.workers']!).selectOption('0');
    await select(row0, t['craftworld.optimizer.workshop']!).selectOption('0');
    await select(row0, t['craftworld.optimizer.mastery']!).selectOption('0');
    await page.getByLabel('Precio de EARTH').fill('0,001');
    await page.getByLabel('Precio de MUD').fill('0,005');
    await page.getByRole('button', { name: t['craftworld.optimizer.calculate'] }).click();
    const products = page.getByTestId('optimizer-products');
    await products.waitFor();
    expect(await products.locator('tbody tr').count()).toBe(3);
    expect(await page.getByTestId('profit-hour-0').getAttribute('title')).toBe(
      '(1 × 0,005 USD − entradas 0,003 USD) = 0,002 USD por lote × 600 lotes por hora = 1,2 USD',
    );
    expect(await page.getByTestId('craft-cost-0').getAttribute('title')).toContain('÷ 1 unidades por lote = 0,003 USD');
    await page.getByTestId('profit-hour-0').hover();
    const tip = page.getByRole('tooltip').filter({ hasText: '600 lotes por hora' });
    expect(await tip.isVisible()).toBe(true);
    // the last column's tooltip stays inside the window (not clipped by the sideways-scrolling table)
    const box = (await tip.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS[0].width);
    await screenshot(page, 'craftworld-optimizer-tooltip-desktop');
    expect(await page.getByTestId('product-0').textContent()).toContain(t['craftworld.results.decision.craft']);
    expect(await page.getByTestId('plan-total').textContent()).toMatch(/Beneficio total: [\d,.]+ USD/);
    expect(await page.getByTestId('plan-entry-0').textContent()).toContain('MUD');
    await shots(page, 'craftworld-optimizer-premium-desktop', 2);

    await page.getByLabel(t['craftworld.setups.name']!).fill('Barro rápido');
    await page.getByRole('button', { name: t['craftworld.setups.save'] }).click();
    await expect.poll(() => page.getByText('Configuración «Barro rápido» guardada').count()).toBe(1);

    // the dashboard: status with the countdown, referral, saved setups
    await page.goto(`${suite.site.url}/dashboard/craftworld`);
    await heading(page, t['craftworld.dashboard.title']!);
    await expect.poll(() => page.getByTestId('craftworld-state').textContent()).toBe(t['craftworld.dashboard.active']);
    await expect.poll(() => page.getByTestId('craftworld-expiry').getByRole('timer').textContent()).toMatch(/^29d 23h \d+m \d+s$/);
    expect(await page.getByTestId('craftworld-referral').textContent()).toBe(t['craftworld.dashboard.noReferral']);
    const setups = page.getByTestId('craftworld-setups');
    await expect.poll(() => setups.getByRole('listitem').count()).toBe(1);
    expect(await setups.textContent()).toContain('Barro rápido');
    await noHorizontalOverflow(page);
    await shots(page, 'craftworld-dashboard-desktop');
    await page.setViewportSize(VIEWPORTS[1]);
    await closeMenu(page);
    await noHorizontalOverflow(page);
    await shots(page, 'craftworld-dashboard-phone', 2);
    await page.setViewportSize(VIEWPORTS[0]);

    // opening the setup restores its inputs in the optimizer
    await setups.getByRole('link', { name: t['craftworld.setups.open'] }).click();
    await heading(page, t['craftworld.optimizer.title']!);
    await expect.poll(() => page.getByLabel('Precio de MUD').inputValue()).toBe('0,005');
    expect(await page.getByLabel(t['craftworld.setups.name']!).inputValue()).toBe('Barro rápido');

    await page.setViewportSize(VIEWPORTS[1]);
    await closeMenu(page);
    await page.getByRole('button', { name: t['craftworld.optimizer.calculate'] }).click();
    await page.getByTestId('optimizer-products').waitFor();
    await noHorizontalOverflow(page);
    await shots(page, 'craftworld-optimizer-premium-phone', 4);

    // and deleting it from the dashboard
    await page.goto(`${suite.site.url}/dashboard/craftworld`);
    await page.getByRole('button', { name: 'Borrar «Barro rápido»' }).click();
    await expect.poll(() => page.getByTestId('craftworld-setups').textContent()).toContain(t['craftworld.setups.none']);
    // the only console error is the refused call this test made on purpose
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 402 (Payment Required)']);
    await context.close();
  });
});
