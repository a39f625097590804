import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Wallet } from 'ethers';
import { CreditsLedger } from '@criadero/service-users';
import { LIVE_SOURCE, liveHorseListingsFile } from '../src/harness/live-listings';
import { useSiteOnFerretDb } from '../src/harness/suite';
import { openPage, screenshot } from '../src/harness/browser';
import { VIEWPORTS, noHorizontalOverflow, shots } from '../src/harness/page-checks';
import { installTestWallet } from '../src/harness/test-wallet';
import { uiMessages } from '@criadero/ui';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';

// The gateway runs on a real MongoDB-wire server (FerretDB) so the test can grant credits through
// the users service's own ledger, the way a verified purchase would. Its listings are the shipped
// ones labelled as a live market's export (HORSE_LISTINGS_FILE), since only a live source costs a
// credit; the free search over sample data is browsed in the Apeiron and Lumiterra tests.
const DB = `criadero_e2e_horse_${process.pid}`;
// the file is written when the suite starts, not when the test files are collected
const suite = useSiteOnFerretDb(DB, () => ({ HORSE_LISTINGS_FILE: liveHorseListingsFile() }));

const t = REMOTE_MODULES.mfe_horse.module.messages.es;
const billing = REMOTE_MODULES.mfe_billing.module.messages.es;
const ui = uiMessages.es;
const num = (n: number) => new Intl.NumberFormat('es').format(n);

/** The service's answer for the same input: the page must show the same numbers. */
async function apiLeveling(initialLevel: number, targetLevel: number, rarity: string) {
  const res = await fetch(`${suite.site.url}/api/horse/leveling`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ initialLevel, targetLevel, rarity }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { phorseTokens: number; basePhorseTokens: number; medals: number; exceedsLevelCap: boolean };
}

async function fillLeveling(scope: ReturnType<Page['locator']> | Page, initial: string, target: string, rarity: string) {
  await scope.getByLabel(t['horse.leveling.initialLevel']!, { exact: true }).fill(initial);
  await scope.getByLabel(t['horse.leveling.targetLevel']!, { exact: true }).fill(target);
  // the select sits inside its label (the kit's Field): getByLabel would read the options' words as part of the label; its accessible name is the label's text alone
  await scope.getByRole('combobox', { name: t['horse.leveling.rarity'], exact: true }).selectOption(rarity);
  return scope.getByRole('button', { name: t['horse.leveling.calculate'], exact: true });
}

describe('Calculadora de Leveleo', () => {
  for (const viewport of VIEWPORTS) {
    it(`validates, calculates with the PHORSE price and opens the Simulador de Leveleo (${viewport.name})`, async () => {
      const context = await suite.browser.newContext({ viewport });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/planet-horse-tools/leveling-calculator`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t['horse.leveling.title']);
      const inline = page.getByTestId('leveling-inline');

      // spec §5: initial below target, else the message and a disabled button
      const button = await fillLeveling(inline, '12', '12', 'Rare');
      expect(await button.isDisabled()).toBe(true);
      expect(await inline.getByTestId('leveling-error').textContent()).toBe('El nivel inicial debe ser menor que el nivel objetivo');
      await shots(page, `horse-leveling-invalid-${viewport.name}`);

      await fillLeveling(inline, '1', '15', 'Common');
      await button.click();
      const result = inline.getByTestId('leveling-result');
      await result.waitFor();
      const api = await apiLeveling(1, 15, 'Common');
      expect([api.phorseTokens, api.basePhorseTokens, api.medals]).toEqual([59_400, 99_000, 490]);
      expect(await result.getByTestId('result-phorse').textContent()).toContain(num(api.phorseTokens));
      expect(await result.getByTestId('result-phorse-base').textContent()).toBe(`Coste base: ${num(api.basePhorseTokens)}`);
      expect(await result.getByTestId('result-discount').textContent()).toBe('−40 % de PHORSE por ser Common');
      expect(await result.getByTestId('result-medals').textContent()).toBe('490');
      // USD from the market service's PHORSE price (the stored sample table here, and labelled so)
      const usd = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(59_400 * 0.0042);
      await expect.poll(() => result.getByTestId('result-usd').textContent()).toContain(usd);
      expect(await result.getByTestId('phorse-price-source').textContent()).toMatch(/precio de muestra del 22 nov 2026/);
      expect(await result.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(Math.round((14 / 29) * 100)));
      await result.getByText(t['horse.leveling.breakdown.title']!).click();
      await noHorizontalOverflow(page);
      await shots(page, `horse-leveling-result-${viewport.name}`, viewport.name === 'phone' ? 3 : 1);

      // the same calculator in the 'Simulador de Leveleo' modal, with a target above the cap
      await page.getByRole('button', { name: t['horse.leveling.simulator.open'], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t['horse.leveling.simulator.title'] });
      await dialog.waitFor();
      await (await fillLeveling(dialog, '18', '24', 'Epic')).click();
      const expected = await apiLeveling(18, 24, 'Epic');
      expect(expected.exceedsLevelCap).toBe(true);
      expect(await dialog.getByTestId('result-phorse').textContent()).toContain(num(expected.phorseTokens));
      expect(await dialog.getByTestId('result-cap-warning').textContent()).toContain('Un caballo Epic llega como máximo al nivel 20');
      await noHorizontalOverflow(page);
      await shots(page, `horse-leveling-simulator-${viewport.name}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('answers POST /api/horse/leveling through the gateway, refusing an inverted range', async () => {
    expect(await apiLeveling(1, 30, 'Mythic')).toMatchObject({ phorseTokens: 1_009_000, medals: 5_210, exceedsLevelCap: false });
    const bad = await fetch(`${suite.site.url}/api/horse/leveling`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ initialLevel: 24, targetLevel: 18, rarity: 'Epic' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Datos no válidos: initialLevel must be below targetLevel', code: 'VALIDATION_ERROR' });
  });
});

describe('Mercado de Caballos (paid search)', () => {
  it('shows visitors the Login prompt (desktop and phone)', async () => {
    for (const viewport of VIEWPORTS) {
      const context = await suite.browser.newContext({ viewport });
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.site.url}/planet-horse-tools/marketplace`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t['horse.marketplace.title']);
      expect(await page.getByTestId('market-status').textContent()).toBe(t['horse.market.loginPrompt']);
      expect(await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: t['horse.market.search'], exact: true }).count()).toBe(0);
      await noHorizontalOverflow(page);
      await shots(page, `horse-market-visitor-${viewport.name}`, viewport.name === 'phone' ? 2 : 1);
      expect(errors).toEqual([]);
      await context.close();
    }
    const visitor = await fetch(`${suite.site.url}/api/horse/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requestId: 'v1', filters: {} }) });
    expect(visitor.status).toBe(401);
  });

  it('over a live market: logs in from the prompt, sends a player without credit to buy some, then charges 1 credit after a confirmation naming the source', async () => {
    const wallet = new Wallet(Wallet.createRandom().privateKey);
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await installTestWallet(context, wallet);
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.site.url}/planet-horse-tools/marketplace`);
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('session-badge').waitFor();
    await expect.poll(() => page.getByTestId('market-status').textContent()).toBe('Tienes 0 créditos');

    // zero credits: no confirmation and no search; the buy-credits modal opens
    await expect.poll(() => page.getByTestId('search-cost').textContent()).toBe(`${ui['ui.paidSearch.cost']} Datos: ${LIVE_SOURCE.label}, al 20 nov 2026.`);
    await page.getByRole('button', { name: t['horse.market.search'], exact: true }).click();
    const buyCredits = page.getByRole('dialog', { name: billing['billing.credits.title'] });
    await buyCredits.waitFor(); // billing's modal, mounted by the shell on every page
    await page.keyboard.press('Escape');
    await buyCredits.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog', { name: ui['ui.paidSearch.confirmTitle'] }).count()).toBe(0);
    expect(await page.getByTestId('horse-results').count()).toBe(0);

    // two credits granted through the users service's ledger; the page picks them up on reload
    const me = (await (await page.request.get(`${suite.site.url}/api/users/session`)).json()) as { user: { accountId: string } };
    const ledger = new CreditsLedger(suite.store);
    await ledger.append({ accountId: me.user.accountId, delta: 2, kind: 'grant', idempotencyKey: `e2e-horse:${me.user.accountId}` });
    await page.reload();
    await expect.poll(() => page.getByTestId('market-status').textContent()).toBe('Tienes 2 créditos');

    await page.getByLabel('Rare', { exact: true }).check();
    await page.getByLabel('Epic', { exact: true }).check();
    await page.getByLabel(t['horse.market.levelMin']!, { exact: true }).fill('2');
    await page.getByRole('button', { name: t['horse.market.search'], exact: true }).click();
    const confirm = page.getByRole('dialog', { name: ui['ui.paidSearch.confirmTitle'] });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Desea gastar 1 crédito para realizar esta búsqueda?');
    expect(await confirm.getByTestId('confirm-source').textContent()).toBe(`Datos: ${LIVE_SOURCE.label}, al 20 nov 2026.`);
    await screenshot(page, 'horse-market-confirm-desktop');
    await confirm.getByRole('button', { name: ui['ui.paidSearch.confirmYes'], exact: true }).click();

    const results = page.getByTestId('horse-results');
    await results.waitFor();
    expect(await results.getByRole('note').textContent()).toBe(`${LIVE_SOURCE.label} · datos del 20 nov 2026`);
    const cards = results.getByTestId('horse-card');
    expect(await cards.count()).toBe(12);
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Rare|Epic/);
    await expect.poll(() => page.getByTestId('market-status').textContent()).toBe('Tienes 1 crédito');
    expect(await ledger.balance(me.user.accountId)).toBe(1);
    await shots(page, 'horse-market-results-desktop', 2);

    // another page and another order: no confirmation, no credit
    const firstNames = await cards.locator('h3').allTextContents();
    await results.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(async () => (await cards.locator('h3').allTextContents()).some((n) => firstNames.includes(n))).toBe(false);
    await results.getByLabel(t['horse.market.sort']!, { exact: true }).selectOption('level-desc');
    await expect.poll(() => results.getByRole('button', { name: '1', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await confirm.count()).toBe(0);
    expect(await ledger.balance(me.user.accountId)).toBe(1);

    // the phone layout of the same results (menu collapsed, as a phone opens it)
    await page.setViewportSize({ width: 375, height: 800 });
    const menu = page.getByRole('button', { name: /Menú/ });
    if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
    await noHorizontalOverflow(page);
    await shots(page, 'horse-market-results-phone', 4);
    expect(errors).toEqual([]);
    await context.close();
  });
});

it('links both horse tools from the navigation', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page } = await openPage(context);
  await page.goto(`${suite.site.url}/planet-horse-tools/leveling-calculator`);
  const nav = page.getByRole('navigation', { name: shellMessages.es['shell.nav.label'] });
  await nav.waitFor();
  await nav.getByRole('link', { name: t['horse.marketplace.title'] }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t['horse.marketplace.title']);
  await context.close();
});
