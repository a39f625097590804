import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Contract, Wallet } from 'ethers';
import { startLocalChain, type LocalChain } from '@criadero/service-billing/testing';
import { startSite, type Site } from '../src/harness/site';
import { launchChromium, openPage, screenshot, SCREENSHOTS } from '../src/harness/browser';
import { installTestWallet } from '../src/harness/test-wallet';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';

// Payments end to end: the injected test wallet signs real ERC-20 transfers on a local EVM chain
// (Hardhat in this process, 6-decimal TestUSDC) and the gateway verifies them over JSON-RPC.
const billing = REMOTE_MODULES.mfe_billing.module.messages.es!;
const RECEIVER = '0x0000000000000000000000000000000000beef02';
const DAY = 86_400_000;

let chain: LocalChain;
let usdc: Contract;
let browser: Browser;
let fast: Site; // 1 confirmation
let slow: Site; // 3 confirmations, 20 s to confirm, worker every second
let creator: Wallet; // in CREATOR_ADDRESSES of the fast site
const WIDE = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const siteEnv = async (extra: Record<string, string>) => ({
  RONIN_RPC_URL: chain.url,
  USDC_ADDRESS: await usdc.getAddress(),
  PAYMENT_RECEIVER_ADDRESS: RECEIVER,
  PAYMENT_CHAIN_ID: String(chain.chainId),
  ...extra,
});

beforeAll(async () => {
  chain = await startLocalChain();
  usdc = await chain.deployUsdc([]);
  creator = (await chain.newWallet([usdc])).wallet;
  fast = await startSite({ env: await siteEnv({ PAYMENT_CONFIRMATIONS: '1', CREATOR_ADDRESSES: creator.address }) });
  slow = await startSite({ env: await siteEnv({ PAYMENT_CONFIRMATIONS: '3', PAYMENT_PENDING_TTL_SECONDS: '20', PAYMENT_WORKER_INTERVAL_MS: '1000' }) });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await fast?.close();
  await slow?.close();
  await chain?.close();
});

/** A funded player with the test wallet injected, signed in on /dashboard/profile. */
async function player(site: Site, options: { viewport?: { width: number; height: number }; wallet?: Wallet } = {}) {
  const wallet = options.wallet ?? (await chain.newWallet([usdc])).wallet;
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  await installTestWallet(context, wallet, { chainId: chain.chainId, rpc: chain.provider });
  const { page, errors } = await openPage(context);
  await page.goto(`${site.url}/dashboard/profile`);
  await page.getByTestId('login-required').waitFor();
  await page.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] }).click();
  await page.getByTestId('profile-credits').waitFor();
  return { page, errors, context, wallet };
}

const me = (page: Page) => page.evaluate(async () => (await fetch('/api/users/me')).json() as Promise<{ creditos: number; premium: number; premiumUntil: string | null }>);
const history = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/billing/history')).json() as Promise<{ credits: { kind: string; delta: number }[]; payments: { status: string; txHash: string }[] }>);
/** console errors other than the browser's own log of an expected refusal (409 used) */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 409/.test(e));
const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor({ timeout: 20_000 });

describe('buying with USDC from the wallet (1 confirmation)', () => {
  it('buys credits and a plan, sees them in the profile, and a second plan stacks its time', async () => {
    const { page, errors, context } = await player(fast);
    expect(await page.getByTestId('profile-credits').textContent()).toBe('0 créditos');

    // credits: 12 Plus Coins = 12 USDC
    await page.getByRole('button', { name: billing['billing.profile.buyCredits'] }).click();
    const credits = page.getByTestId('credits-modal');
    await credits.getByRole('textbox', { name: billing['billing.credits.amount'] }).fill('12');
    await screenshot(page, 'billing-credits-modal');
    await credits.getByRole('button', { name: 'Pagar 12 USDC' }).click();
    await toast(page, billing['billing.toast.received']!);
    await expect.poll(() => page.getByTestId('profile-credits').textContent()).toBe('12 créditos');
    await expect.poll(async () => (await page.getByTestId('credits-history').textContent()) ?? '').toContain('+12');
    expect(await usdc.getFunction('balanceOf')(RECEIVER)).toBe(12_000_000n);

    // a monthly Premium plan from the upgrade modal
    await page.getByRole('button', { name: billing['billing.profile.upgradePlan'] }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Mejorar tu Plan');
    await page.getByTestId('plan-card-monthly-premium').waitFor();
    await screenshot(page, 'billing-plan-modal-level0');
    await page.getByTestId('plan-card-monthly-premium').getByRole('button', { name: 'Contratar' }).click();
    await expect.poll(() => page.getByTestId('profile-plan').textContent(), { timeout: 20_000 }).toBe('Premium');
    const first = Date.parse((await me(page)).premiumUntil!);
    expect(first - Date.now()).toBeGreaterThan(29.9 * DAY);

    // extending: the header and the button change, and the time stacks
    await page.getByRole('button', { name: billing['billing.profile.extendPlan'] }).click();
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Extender Plan Premium');
    await page.getByTestId('plan-card-monthly-premium').getByRole('button', { name: 'Extender' }).click();
    await expect.poll(async () => Date.parse((await me(page)).premiumUntil!) - first, { timeout: 20_000 }).toBe(30 * DAY);
    await page.getByTestId('profile-plan-ends').waitFor();
    expect(await page.getByTestId('profile-plan-ends').textContent()).toMatch(/59d|59 d|60d|60 d/);
    expect((await me(page)).creditos).toBe(12);
    await screenshot(page, 'billing-profile-after-purchases');

    // the profile at phone width: no horizontal overflow
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'billing-profile-375');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('Craft World Premium: 7,20 USDC with a default-10 % code, 6 with a 25 % code, paid from the modal', async () => {
    const { page, errors, context } = await player(fast);
    await page.getByRole('button', { name: billing['billing.cw.title'] }).click();
    const modal = page.getByTestId('cw-modal');
    await expect.poll(() => modal.getByTestId('cw-final-price').textContent()).toBe('8 USDC');
    await modal.getByLabel(billing['billing.cw.code.label']!).fill('criadero');
    await modal.getByRole('button', { name: 'Validar' }).click();
    await expect.poll(() => modal.getByTestId('cw-final-price').textContent()).toBe('7,20 USDC');
    await modal.getByRole('button', { name: 'Quitar' }).click();
    await modal.getByLabel(billing['billing.cw.code.label']!).fill('AMIGO25');
    await modal.getByRole('button', { name: 'Validar' }).click();
    await expect.poll(() => modal.getByTestId('cw-final-price').textContent()).toBe('6 USDC');
    expect(await modal.getByTestId('cw-savings').textContent()).toBe('Ahorras 2 USDC');
    await screenshot(page, 'billing-cw-modal-25');
    await modal.getByRole('button', { name: 'Pagar 6 USDC' }).click();
    await toast(page, billing['billing.toast.cw.sent']!);
    await expect.poll(() => page.getByTestId('profile-cw').textContent(), { timeout: 20_000 }).toContain('Activa');
    expect(await usdc.getFunction('balanceOf')(RECEIVER)).toBeGreaterThanOrEqual(6_000_000n);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('upgrading, creator names, Craft World Premium from its own tool', () => {
  const received = async () => (await usdc.getFunction('balanceOf')(RECEIVER)) as bigint;

  it('Premium → Elite at 1366 px: the modal says the Premium days are kept, the wallet pays exactly the Elite price shown, and the profile says Premium resumes after Elite', async () => {
    const { page, errors, context } = await player(fast, { viewport: WIDE });
    await page.getByRole('button', { name: billing['billing.profile.upgradePlan'] }).click();
    await page.getByTestId('plan-card-monthly-premium').getByRole('button', { name: 'Contratar' }).click();
    await expect.poll(() => page.getByTestId('profile-plan').textContent(), { timeout: 20_000 }).toBe('Premium');

    await page.getByRole('button', { name: billing['billing.profile.extendPlan'] }).click();
    const note = page.getByTestId('plan-upgrade-note');
    await note.waitFor();
    expect(await note.textContent()).toContain('Tienes Premium 30 días más');
    expect(await note.textContent()).toContain('esos 30 días continúan cuando ELITE termine');
    const eliteCard = page.getByTestId('plan-card-monthly-elite');
    const shown = (await eliteCard.locator('.price').textContent())!;
    expect(shown).toBe('80 USDC');
    await screenshot(page, 'billing-plan-modal-upgrade-note-1366');
    // on a phone the modal scrolls inside the screen: the note, scrolled to, as the player sees it
    await page.setViewportSize(PHONE);
    await note.scrollIntoViewIfNeeded();
    expect(await note.isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'billing-plan-modal-upgrade-note-390.png') });
    await page.setViewportSize(WIDE);

    const before = await received();
    await eliteCard.getByRole('button', { name: 'Contratar' }).click();
    await expect.poll(() => page.getByTestId('profile-plan').textContent(), { timeout: 20_000 }).toBe('Elite');
    // what left the wallet is the number the card showed
    expect(await received()).toBe(before + BigInt(Number.parseInt(shown, 10)) * 1_000_000n);
    const now = await me(page);
    expect(now.premium).toBe(2);
    expect(Date.parse(now.premiumUntil!) - Date.now()).toBeGreaterThan(29.9 * DAY);
    const next = page.getByTestId('profile-plan-next');
    await next.waitFor({ timeout: 20_000 });
    expect(await next.textContent()).toMatch(/^Después sigue tu Premium pagado, hasta /);
    await screenshot(page, 'billing-profile-elite-then-premium-1366');
    await page.setViewportSize(PHONE);
    await noOverflow(page);
    await screenshot(page, 'billing-profile-elite-then-premium-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('Craft World Premium bought from the optimizer at 390 px: the tool opens billing’s root-mounted modal, pays 8 USDC and unlocks without a reload', async () => {
    const { page, errors, context } = await player(fast, { viewport: PHONE });
    await page.goto(`${fast.url}/craft-world-tools/resource-optimizer`);
    const locked = page.getByTestId('craftworld-locked');
    await locked.waitFor({ timeout: 20_000 });
    await locked.getByTestId('craftworld-upgrade').click();
    const modal = page.getByTestId('cw-modal');
    await expect.poll(() => modal.getByTestId('cw-final-price').textContent(), { timeout: 20_000 }).toBe('8 USDC');
    await noOverflow(page);
    await screenshot(page, 'craftworld-premium-modal-390');
    const before = await received();
    await modal.getByRole('button', { name: 'Pagar 8 USDC' }).click();
    await toast(page, billing['billing.toast.cw.sent']!);
    await expect.poll(() => modal.count(), { timeout: 20_000 }).toBe(0);
    await page.getByTestId('craftworld-premium-ready').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('craftworld-locked').count()).toBe(0);
    expect(await received()).toBe(before + 8_000_000n);
    await screenshot(page, 'craftworld-optimizer-after-payment-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a creator names themself in the Creator Panel; players validating the code see the name, not the wallet', async () => {
    const owner = await player(fast, { viewport: WIDE, wallet: creator });
    await owner.page.goto(`${fast.url}/dashboard/creator-panel`);
    const name = owner.page.getByLabel(billing['billing.creator.name']!);
    await name.waitFor({ timeout: 20_000 });
    expect(await owner.page.getByText(billing['billing.creator.noName']!).count()).toBe(1);
    await name.fill('0x12345678 fake');
    await owner.page.getByRole('button', { name: billing['billing.creator.saveName'] }).click();
    await owner.page.getByText(/El nombre debe tener de 2 a 32/).first().waitFor({ timeout: 20_000 });
    await name.fill('Luz Gamer');
    await owner.page.getByRole('button', { name: billing['billing.creator.saveName'] }).click();
    await toast(owner.page, 'Tus códigos muestran ahora «Luz Gamer»');
    await owner.page.getByLabel(billing['billing.creator.newCode']!).fill('LUZE2E');
    await owner.page.getByRole('button', { name: billing['billing.creator.create'] }).click();
    await owner.page.getByTestId('creator-codes').getByText('LUZE2E').waitFor({ timeout: 20_000 });
    await screenshot(owner.page, 'billing-creator-panel-name-1366');
    await owner.page.setViewportSize(PHONE);
    await noOverflow(owner.page);
    await screenshot(owner.page, 'billing-creator-panel-name-390');
    expect(unexpected(owner.errors).filter((e) => !/status of 400/.test(e))).toEqual([]);
    await owner.context.close();

    const { page, errors, context } = await player(fast, { viewport: PHONE });
    await page.getByRole('button', { name: billing['billing.cw.title'] }).click();
    const modal = page.getByTestId('cw-modal');
    await modal.getByLabel(billing['billing.cw.code.label']!).fill('luze2e');
    await modal.getByRole('button', { name: 'Validar' }).click();
    await expect.poll(() => modal.textContent(), { timeout: 20_000 }).toContain('Código LUZE2E de Luz Gamer');
    expect(await modal.textContent()).not.toMatch(/0x[0-9a-f]{6}/i);
    await screenshot(page, 'billing-cw-modal-creator-name-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('pending payments (3 confirmations)', () => {
  it('a reload while a payment is pending credits it once', async () => {
    const { page, errors, context } = await player(slow);
    await page.getByRole('button', { name: billing['billing.profile.buyCredits'] }).click();
    await page.getByTestId('credits-modal').getByRole('textbox', { name: billing['billing.credits.amount'] }).fill('5');
    await page.getByTestId('credits-modal').getByRole('button', { name: 'Pagar 5 USDC' }).click();
    await toast(page, billing['billing.toast.validating']!);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('check-credit-buy') ?? '[]').length)).toBe(1);

    await page.reload();
    await page.getByTestId('profile-credits').waitFor();
    expect((await me(page)).creditos).toBe(0);
    await chain.mine(2);
    await expect.poll(() => page.getByTestId('profile-credits').textContent(), { timeout: 30_000 }).toBe('5 créditos');
    await page.reload();
    await page.getByTestId('profile-credits').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('check-credit-buy'))).toBeNull();
    expect((await me(page)).creditos).toBe(5);
    expect((await history(page)).credits.filter((e) => e.kind === 'purchase')).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 90_000);

  it('the worker confirms a pending plan payment once more blocks are mined', async () => {
    const { page, errors, context } = await player(slow);
    await page.getByRole('button', { name: billing['billing.profile.upgradePlan'] }).click();
    await page.getByRole('radio', { name: 'Diario' }).check();
    await page.getByTestId('plan-card-daily-premium').getByRole('button', { name: 'Contratar' }).click();
    await toast(page, billing['billing.toast.validating']!);
    // the browser forgets it: only the server's worker can settle it now
    await page.evaluate(() => localStorage.removeItem('checkPayment'));
    expect((await history(page)).payments[0]?.status).toBe('pending');
    await chain.mine(2);
    await expect.poll(async () => (await history(page)).payments[0]?.status, { timeout: 15_000 }).toBe('confirmed');
    await page.reload();
    await expect.poll(() => page.getByTestId('profile-plan').textContent()).toBe('Premium');
    const until = Date.parse((await me(page)).premiumUntil!);
    expect(until - Date.now()).toBeGreaterThan(0.9 * DAY);
    expect(until - Date.now()).toBeLessThanOrEqual(DAY);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a payment mined after its claim expired is credited when the browser shows it again, once', async () => {
    const { page, errors, context } = await player(slow);
    await chain.setAutomine(false);
    try {
      await page.getByRole('button', { name: billing['billing.profile.buyCredits'] }).click();
      await page.getByTestId('credits-modal').getByRole('textbox', { name: billing['billing.credits.amount'] }).fill('3');
      await page.getByTestId('credits-modal').getByRole('button', { name: 'Pagar 3 USDC' }).click();
      await toast(page, billing['billing.toast.validating']!);
      const [payment] = (await history(page)).payments;
      expect(payment?.status).toBe('pending');
      // 20 s to confirm, then the worker stops checking it
      await expect.poll(async () => (await history(page)).payments[0]?.status, { timeout: 40_000, interval: 1000 }).toBe('expired');
    } finally {
      await chain.setAutomine(true);
    }
    await chain.mine(5);
    const mined = await chain.provider.getTransactionReceipt((await history(page)).payments[0]!.txHash);
    expect(mined?.status).toBe(1);
    // the receiver has the USDC: the browser's stored record, posted again, credits it
    await page.reload();
    await toast(page, billing['billing.toast.received']!);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('check-credit-buy'))).toBeNull();
    await expect.poll(() => page.getByTestId('profile-credits').textContent(), { timeout: 20_000 }).toBe('3 créditos');
    expect((await me(page)).creditos).toBe(3);
    expect((await history(page)).payments[0]?.status).toBe('confirmed');
    expect((await history(page)).credits.filter((e) => e.kind === 'purchase')).toHaveLength(1);
    expect(await page.getByText(billing['billing.toast.txError.title']!, { exact: true }).count()).toBe(0);
    await screenshot(page, 'billing-late-payment');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 120_000);
});
