import { describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import type { Page } from 'playwright-core';
import { useSiteAndBrowser } from '../src/harness/suite';
import { liveHorseListingsFile } from '../src/harness/live-listings';
import { openPage, screenshot } from '../src/harness/browser';
import { noHorizontalOverflow } from '../src/harness/page-checks';
import { installTestWallet } from '../src/harness/test-wallet';
import { shellMessages } from '../src/harness/catalogue';
import { uiMessages } from '@criadero/ui';

// The platform offers Ronin Waypoint and Ronin Wallet mobile only when its operator configures
// them (a Sky Mavis client id, a WalletConnect project id): set here so the picker lists them.
// Their remote flows (Waypoint's window on Sky Mavis' origin, WalletConnect's relay) cannot run
// on this machine: the tests follow them up to the connector's boundary.
const WAYPOINT_CLIENT_ID = 'criadero-e2e-waypoint';
const WALLETCONNECT_PROJECT_ID = 'criadero-e2e-walletconnect';
// The horse listings are labelled as a live market's export: only a live market's searches are
// paid, and the old session's refusal is checked on a paid search.
const ctx = useSiteAndBrowser(async () => ({ env: { WAYPOINT_CLIENT_ID, WALLETCONNECT_PROJECT_ID, HORSE_LISTINGS_FILE: liveHorseListingsFile() } }));

/** the UI kit's Spanish text of `id` (a missing id fails here, not as a timeout) */
const es = (id: string): string => {
  const text = uiMessages.es[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text;
};
/** a common laptop and a common phone */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];
const short = (address: string) => address.slice(0, 6).toLowerCase();

const openPicker = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] }).click();
  return page.getByRole('dialog', { name: es('ui.wallet.picker.title') });
};

const choose = (page: Page, name: string | RegExp) => page.getByRole('dialog').getByRole('button', { name }).click();

const badge = (page: Page) => page.getByTestId('session-badge');

describe('wallet picker', () => {
  it('lists both injected wallets, Waypoint and Ronin Wallet mobile; the second wallet signs in (1366 and 390 px)', async () => {
    const ronin = Wallet.createRandom();
    const metamask = Wallet.createRandom();
    const context = await ctx.browser().newContext();
    await installTestWallet(context, ronin, { info: { uuid: 'ronin', name: 'Ronin Wallet', rdns: 'com.roninchain.wallet' } });
    const second = await installTestWallet(context, metamask, { info: { uuid: 'metamask', name: 'MetaMask', rdns: 'io.metamask' } });
    const { page, errors } = await openPage(context);
    await page.goto(ctx.site().url);

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const dialog = await openPicker(page);
      await dialog.waitFor();
      expect(await dialog.locator('button[data-wallet] strong').allTextContents()).toEqual(['Ronin Wallet', 'MetaMask', es('ui.wallet.waypoint'), es('ui.wallet.roninMobile')]);
      await noHorizontalOverflow(page);
      await screenshot(page, `wallet-picker-${viewport.width}`);
      await dialog.getByRole('button', { name: es('ui.modal.close') }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    await page.setViewportSize(VIEWPORTS[0]!);
    await openPicker(page);
    await choose(page, /MetaMask/);
    await badge(page).waitFor();
    expect((await badge(page).textContent())?.toLowerCase()).toContain(short(metamask.address));
    expect(second.requests.map((r) => r.method)).toContain('personal_sign');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a switch of account in the wallet signs every open tab out, and the old session pays for nothing', async () => {
    const alice = Wallet.createRandom();
    const bob = Wallet.createRandom();
    const context = await ctx.browser().newContext();
    const wallet = await installTestWallet(context, alice);
    const { page } = await openPage(context);
    await page.goto(ctx.site().url);
    await openPicker(page);
    await choose(page, /Test Wallet/);
    await badge(page).waitFor();
    const second = await context.newPage();
    await second.goto(ctx.site().url);
    await badge(second).waitFor();
    expect((await badge(second).textContent())?.toLowerCase()).toContain(short(alice.address));

    // the session as it was, outside the browser: it reaches the paid search (no credits yet), and
    // it is bound to alice's wallet: a call made for another wallet is refused
    const cookie = (await context.cookies()).find((c) => c.name === 'criadero_session')!;
    const paidSearch = (headers: Record<string, string> = {}) =>
      fetch(`${ctx.site().url}/api/horse/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${cookie.name}=${cookie.value}`, ...headers },
        body: JSON.stringify({ requestId: `e2e-${Date.now()}`, filters: { rarities: ['Common'] }, pageSize: 5 }),
      }).then(async (res) => [res.status, ((await res.json()) as { code?: string }).code]);
    expect(await paidSearch()).toEqual([402, 'NO_CREDIT']);
    expect(await paidSearch({ 'x-wallet-address': bob.address })).toEqual([403, 'WALLET_MISMATCH']);

    await wallet.switchAccount(bob);
    const login = (p: Page) => p.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] });
    await login(page).waitFor();
    await login(second).waitFor();
    expect(await badge(page).count()).toBe(0);
    await page.getByText(es('ui.wallet.accountChanged.title')).waitFor();
    await screenshot(page, 'wallet-account-changed');
    // the old session was ended on the server: its next paid request is refused
    expect(await paidSearch()).toEqual([401, 'UNAUTHENTICATED']);

    // and bob signs in as himself
    await openPicker(page);
    await choose(page, /Test Wallet/);
    await badge(page).waitFor();
    expect((await badge(page).textContent())?.toLowerCase()).toContain(short(bob.address));
    await badge(second).waitFor();
    expect((await badge(second).textContent())?.toLowerCase()).toContain(short(bob.address));
    await context.close();
  });

  it('a wallet that does not know Ronin (4902) is asked to add it, then switched to it', async () => {
    const context = await ctx.browser().newContext();
    const wallet = await installTestWallet(context, Wallet.createRandom(), { chainId: 1, knownChains: [1] });
    const { page } = await openPage(context);
    await page.goto(ctx.site().url);
    await openPicker(page);
    await choose(page, /Test Wallet/);
    await badge(page).waitFor();
    const chainCalls = wallet.requests.filter((r) => r.method.startsWith('wallet_'));
    expect(chainCalls.map((r) => r.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(chainCalls[1]!.params[0]).toMatchObject({ chainId: '0x7e4', chainName: 'Ronin', rpcUrls: ['https://api.roninchain.com/rpc'], nativeCurrency: { symbol: 'RON', decimals: 18 } });
    expect(wallet.chainId()).toBe(2020);
    await context.close();
  });

  it('Waypoint and Ronin Wallet mobile load their kits on demand and reach their services (connector boundary)', async () => {
    const context = await ctx.browser().newContext();
    await installTestWallet(context, Wallet.createRandom());
    // nothing leaves this machine: Sky Mavis' and WalletConnect's hosts are answered with a failure
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const { page } = await openPage(context);
    const scripts: string[] = [];
    const outside: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (!request.url().startsWith(ctx.site().url) && !request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
    });
    page.on('websocket', (socket) => outside.push(socket.url()));
    await page.goto(ctx.site().url);
    await page.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] }).waitFor();
    expect(scripts.filter((url) => /wallet-(waypoint|ronin-mobile|picker)/.test(url))).toEqual([]);

    // Waypoint: its provider opens Sky Mavis' authorization window for this site's client id
    await openPicker(page);
    await choose(page, new RegExp(es('ui.wallet.waypoint')));
    await expect.poll(() => outside.find((url) => url.includes(`/client/${WAYPOINT_CLIENT_ID}/authorize`)), { timeout: 30_000 }).toBeDefined();
    const authorize = new URL(outside.find((url) => url.includes(`/client/${WAYPOINT_CLIENT_ID}/authorize`))!);
    expect(authorize.hostname).toMatch(/roninchain\.com$/);
    expect(authorize.searchParams.get('origin')).toBe(ctx.site().url);
    expect(scripts.some((url) => url.includes('wallet-waypoint'))).toBe(true);
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.reload();

    // Ronin Wallet mobile: the WalletConnect provider calls WalletConnect's services (its relay)
    // with this site's project id
    outside.length = 0;
    await openPicker(page);
    await choose(page, new RegExp(es('ui.wallet.roninMobile').replace(/[()]/g, '\\$&')));
    await expect.poll(() => outside.filter((url) => url.includes(WALLETCONNECT_PROJECT_ID)), { timeout: 45_000 }).not.toEqual([]);
    expect(scripts.some((url) => url.includes('wallet-ronin-mobile'))).toBe(true);
    await context.close();
  }, 120_000);
});
