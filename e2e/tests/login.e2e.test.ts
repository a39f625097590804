import { describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import { useSiteAndBrowser } from '../src/harness/suite';
import { openPage, screenshot } from '../src/harness/browser';
import { installTestWallet } from '../src/harness/test-wallet';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';

const ctx = useSiteAndBrowser();

const billing = REMOTE_MODULES.mfe_billing.module.messages.es;

describe('wallet login (EIP-4361) from the shell', () => {
  it('signs in with a real key, the remote reads the session atom, and logs out', async () => {
    const wallet = Wallet.createRandom();
    const context = await ctx.browser().newContext();
    await installTestWallet(context, wallet);
    const { page, errors } = await openPage(context);

    await page.goto(`${ctx.site().url}/dashboard/profile`);
    await page.getByTestId('login-required').waitFor();
    await page.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] }).click();

    // the shell's badge shows the session...
    const badge = page.getByTestId('session-badge');
    await badge.waitFor();
    expect((await badge.textContent())?.toLowerCase()).toContain(wallet.address.slice(0, 6).toLowerCase());
    // ...and mfe_billing's page, a separately deployed bundle, reads the same jotai atom
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(billing['billing.profile.title']);
    expect((await page.getByTestId('profile-wallets').textContent())?.toLowerCase()).toContain(wallet.address.toLowerCase());
    await screenshot(page, 'login-profile');

    // the session survives a reload (httpOnly cookie)
    await page.reload();
    await expect.poll(() => page.getByTestId('profile-wallets').textContent()).toMatch(new RegExp(wallet.address.slice(2, 10), 'i'));
    const cookies = await context.cookies();
    expect(cookies.some((c) => c.httpOnly)).toBe(true);

    await page.getByRole('button', { name: shellMessages.es['shell.logout.button'] }).click();
    await page.getByTestId('login-required').waitFor();
    await page.reload();
    await page.getByTestId('login-required').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
