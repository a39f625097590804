import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Wallet, type Contract } from 'ethers';
import { startLocalChain, type LocalChain } from '@criadero/service-billing/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { freePort } from '@criadero/service-kit/testing';
import { servePartnerDemo } from '@criadero/partner-demo';
import { PlansLedger } from '@criadero/service-users';
import { useSiteAndBrowser } from '../src/harness/suite';
import { openPage } from '../src/harness/browser';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';
import { installTestWallet } from '../src/harness/test-wallet';
import { focusedName, tabTo } from '../src/harness/keyboard';

// Journeys of a player with a keyboard and no mouse: focus moves only with Tab and Shift+Tab,
// controls are used with Enter, Space, arrows, Escape and typing. Nothing here clicks.

const axie = REMOTE_MODULES.mfe_axie.module.messages.es;
const billing = REMOTE_MODULES.mfe_billing.module.messages.es;
const shell = shellMessages.es;
const FIRST_ID = 10_000_001;
const RECEIVER = '0x0000000000000000000000000000000000beef03';

const store = new EmbeddedStore();
// payments on a local EVM chain (Hardhat in this process, 6-decimal TestUSDC), as in the billing
// tests: the wallet's prompt is answered by the injected test wallet
let chain: LocalChain;
let usdc: Contract;
const ctx = useSiteAndBrowser(async () => {
  partnerPort = await freePort('localhost');
  chain = await startLocalChain();
  usdc = await chain.deployUsdc([]);
  return {
    env: {
      // a 3,000-axie market instead of the shipped 20,000 (same generator and seed): a quicker start
      AXIE_MARKET_SIZE: '3000',
      RONIN_RPC_URL: chain.url,
      USDC_ADDRESS: await usdc.getAddress(),
      PAYMENT_RECEIVER_ADDRESS: RECEIVER,
      PAYMENT_CHAIN_ID: String(chain.chainId),
      PAYMENT_CONFIRMATIONS: '1',
      CORS_ORIGINS: `http://localhost:${partnerPort}`,
    },
    store,
  };
});
// a partner's page embedding two tools (tools/partner-demo), on localhost: another site than the
// platform's 127.0.0.1, allowed by CORS_ORIGINS as a partner is
let partnerPort = 0;
let partner: { url: string; close: () => Promise<void> } | undefined;
beforeAll(async () => {
  partner = await servePartnerDemo({ platformOrigin: ctx.site().url, port: partnerPort });
});
afterAll(async () => {
  await partner?.close();
  await chain?.close();
});

async function player({ viewport = { width: 1280, height: 900 }, funded = false } = {}) {
  const wallet = funded ? (await chain.newWallet([usdc])).wallet : Wallet.createRandom();
  const context = await ctx.browser().newContext({ viewport });
  const injected = await installTestWallet(context, wallet, { chainId: chain.chainId, rpc: chain.provider });
  const { page, errors } = await openPage(context);
  return { page, errors, context, wallet, injected };
}

/** Signs in from the header with the keyboard (one wallet: no picker). */
async function signIn(page: Page) {
  await tabTo(page, shell['shell.login.button']!);
  await page.keyboard.press('Enter');
  await page.getByTestId('session-badge').waitFor();
}

async function loaded(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('keyboard-only journeys', () => {
  it('breeding: load axies by ids, filter, evaluate, open the best pair, choose it and open a parent in the marketplace', async () => {
    const { page, errors, context } = await player();
    const cards = (await (await fetch(`${ctx.site().url}/api/axie/cards`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: Array.from({ length: 20 }, (_, i) => String(FIRST_ID + i)) }) })).json()) as {
      axies: { id: string; parsedGenes: { eyes: { d: { name: string } } } | null }[];
    };
    const eyes = cards.axies.find((c) => c.parsedGenes)!.parsedGenes!.eyes.d.name.replace(/\s*\(.*/, '');
    await page.goto(`${ctx.site().url}/axie-infinity-tools/breeding-calculator`);
    await loaded(page);

    await tabTo(page, axie['axie.breeding.picker.ids']!);
    await page.keyboard.type(cards.axies.map((c) => c.id).join(' '));
    await tabTo(page, axie['axie.breeding.picker.loadIds']!);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('grid-count').textContent(), { timeout: 15_000 }).toContain('20');

    // the eyes filter: open the list, search, tick the part with Space, close it with Escape
    await tabTo(page, axie['axie.breeding.part.eyes']!);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type(eyes);
    await tabTo(page, new RegExp(`^${eyes} \\(`));
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    expect(await focusedName(page)).toContain(eyes);

    await tabTo(page, axie['axie.breeding.eval.run']!);
    await page.keyboard.press('Enter');
    await page.getByTestId('ranked-pairs').waitFor({ timeout: 20_000 });
    // the outcome is read out: a polite live region, there before the run, holds the summary
    const status = page.getByTestId('eval-status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => status.textContent()).toContain(axie['axie.breeding.eval.done']!.split('{')[0]!.trim());
    // the best pair: the first row of the ranking
    const openBest = page.getByTestId('ranked-pairs').getByRole('button', { name: /^Ver pareja/ }).first();
    const [a, b] = (await openBest.getAttribute('aria-label'))!.match(/\d+/g)!;

    // the best pair (first of the ranking) in the pair viewer, chosen there
    await tabTo(page, axie['axie.breeding.viewer.openLabel']!.replace('{a}', a!).replace('{b}', b!));
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: axie['axie.breeding.viewer.title'] });
    await viewer.waitFor();
    await tabTo(page, axie['axie.breeding.pair.choose']!);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('chosen-pairs').textContent()).toContain(`#${a} × #${b}`);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe(axie['axie.breeding.viewer.openLabel']!.replace('{a}', a!).replace('{b}', b!));

    // its first parent on the official marketplace, from the creature's menu
    await tabTo(page, axie['axie.breeding.menu.label']!.replace('{id}', a!), { back: true, max: 400 });
    await page.keyboard.press('Enter');
    await tabTo(page, axie['axie.breeding.menu.marketplace']!);
    // the tests are offline: a stand-in page answers for the marketplace, to see which address opened
    await context.route('https://app.axieinfinity.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Marketplace</title>' }));
    const popup = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`https://app.axieinfinity.com/marketplace/axies/${a}/`);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);

  it('buys credits: the amount typed, Pay asks the wallet for that USDC transfer, the credits arrive', async () => {
    const { page, context, injected } = await player({ funded: true });
    await page.goto(`${ctx.site().url}/dashboard/profile`);
    await page.getByTestId('login-required').waitFor();
    await signIn(page);
    await page.getByTestId('profile-credits').waitFor();
    await tabTo(page, billing['billing.profile.buyCredits']!);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: billing['billing.credits.title'] }).waitFor();
    await tabTo(page, billing['billing.credits.amount']!);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('25');
    await tabTo(page, 'Pagar 25 USDC');
    await page.keyboard.press('Enter');
    // the wallet's prompt: an ERC-20 transfer(receiver, 25 USDC in 6-decimal units)
    await expect.poll(() => injected.requests.map((r) => r.method), { timeout: 20_000 }).toContain('eth_sendTransaction');
    const tx = injected.requests.find((r) => r.method === 'eth_sendTransaction')!.params[0] as { data: string };
    expect(tx.data.slice(0, 10)).toBe('0xa9059cbb');
    expect(tx.data.slice(10, 74).toLowerCase()).toBe(RECEIVER.slice(2).padStart(64, '0'));
    expect(BigInt(`0x${tx.data.slice(74)}`)).toBe(25_000_000n);
    await expect.poll(() => page.getByTestId('profile-credits').textContent(), { timeout: 30_000 }).toBe('25 créditos');
    await context.close();
  }, 90_000);

  it('creates a watched search', async () => {
    const { page, context } = await player();
    await page.goto(`${ctx.site().url}/axie-infinity-tools/market-alerts`);
    await loaded(page);
    await signIn(page);
    const { accountId } = await page.evaluate(async () => (await fetch('/api/users/me')).json() as Promise<{ accountId: string }>);
    await new PlansLedger(store).grant({ accountId, level: 1, days: 30, kind: 'grant', idempotencyKey: `e2e-keyboard-alerts:${accountId}` });
    // a filter saved in the breeding calculator (its local storage): beasts
    await page.evaluate(() => localStorage.setItem('axie.breeding.savedFilters', JSON.stringify([{ id: 'Bestias', name: 'Bestias', filter: { classes: ['beast'] } }])));
    await page.reload();
    await loaded(page);
    await tabTo(page, axie['axie.alerts.new.name']!);
    await page.keyboard.type('Bestias baratas');
    await tabTo(page, axie['axie.alerts.new.maxPrice']!);
    await page.keyboard.type('100');
    await tabTo(page, axie['axie.alerts.new.submit']!);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('watch-list').textContent()).toContain('Bestias baratas');
    await context.close();
  }, 90_000);

  it('switches the language from the header: the page, its headings and <html lang> follow', async () => {
    const { page, context } = await player();
    await page.goto(`${ctx.site().url}/axie-infinity-tools/breeding-calculator`);
    await loaded(page);
    await tabTo(page, shell['shell.locale.label']!);
    await page.keyboard.press('ArrowDown'); // Español → English
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(REMOTE_MODULES.mfe_axie.module.messages.en['axie.breeding.title']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.keyboard.press('ArrowDown'); // English → Português
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(REMOTE_MODULES.mfe_axie.module.messages.pt['axie.breeding.title']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
    await context.close();
  }, 60_000);

  it('uses a tool embedded on a partner site: the horse leveling calculator in its shadow root, in English', async () => {
    const { page, context } = await player();
    const en = REMOTE_MODULES.mfe_horse.module.messages.en;
    await page.goto(partner!.url);
    const tool = page.locator('#tool-horse');
    await expect.poll(() => tool.getByRole('heading', { level: 1 }).textContent()).toBe(en['horse.leveling.title']);
    await tabTo(page, en['horse.leveling.initialLevel']!);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');
    await tabTo(page, en['horse.leveling.targetLevel']!);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('15');
    await tabTo(page, en['horse.leveling.rarity']!);
    await page.keyboard.type('Common'); // a closed list picks the option whose name is typed
    await tabTo(page, en['horse.leveling.calculate']!);
    await page.keyboard.press('Enter');
    const result = tool.getByTestId('leveling-inline').getByTestId('leveling-result');
    await result.waitFor();
    expect(await result.getByTestId('result-medals').textContent()).toBe('490');
    expect(await result.getByTestId('result-phorse').textContent()).toContain((59_400).toLocaleString('en'));
    await context.close();
  }, 60_000);
});
