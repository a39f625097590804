import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from '../src/harness/suite';
import { openPage, screenshot } from '../src/harness/browser';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';

const ctx = useSiteAndBrowser();

const apeiron = REMOTE_MODULES.mfe_apeiron.module.messages.es;
const axie = REMOTE_MODULES.mfe_axie.module.messages.es;

describe('a dead remote never takes the shell down', () => {
  it('shows "tool unavailable" for the stopped remote, the rest works, and retry recovers', async () => {
    const apeironServer = ctx.site().remotes.get('mfe_apeiron')!;
    await apeironServer.stop();

    const context = await ctx.browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${ctx.site().url}/apeiron-tools/marketplace`);
    const unavailable = page.getByTestId('remote-unavailable');
    await unavailable.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(shellMessages.es['shell.remote.unavailableTitle']);
    expect(await page.getByTestId('nav-unavailable').textContent()).toContain('Apeiron');
    await screenshot(page, 'remote-down');

    // the other remotes still load and navigate inside the same page
    await page.getByRole('link', { name: axie['axie.poison.title'] }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(axie['axie.poison.title']);

    // back on the dead remote's page, bring its server back and press retry
    await page.goBack();
    await unavailable.waitFor();
    await apeironServer.start();
    await page.getByRole('button', { name: shellMessages.es['shell.remote.retry'] }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(apeiron['apeiron.marketplace.title']);
    expect(await page.getByTestId('nav-unavailable').count()).toBe(0);
    await screenshot(page, 'remote-recovered');
    await context.close();
  });

  // one retry: on a loaded 2-core machine this walk (stop, fail, navigate, restart, retry) once
  // ran out of time in a full run; it passes alone and in the other full runs
  it('keeps working when a remote dies after its route table was loaded', { timeout: 120_000, retry: 1 }, async () => {
    const context = await ctx.browser().newContext();
    const { page } = await openPage(context);
    await page.goto(`${ctx.site().url}/`);
    const leaderboard = page.getByRole('link', { name: apeiron['apeiron.leaderboard.title'], exact: true }).first();
    await leaderboard.waitFor();
    const server = ctx.site().remotes.get('mfe_apeiron')!;
    await server.stop();
    // the remote's origin really refuses now (not a keep-alive connection still being served)
    await expect(fetch(`${server.origin}/mf-manifest.json`)).rejects.toThrow();
    // the nav still lists the dead remote's tools; its page code cannot be fetched, so the
    // boundary shows the retry state instead of a blank page
    await leaderboard.click();
    await page.getByTestId('remote-unavailable').waitFor();
    await page.getByRole('link', { name: axie['axie.showroom.title'] }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(axie['axie.showroom.title']);
    await page.goBack();
    await page.getByTestId('remote-unavailable').waitFor();
    await server.start();
    await page.getByRole('button', { name: shellMessages.es['shell.remote.retry'] }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(apeiron['apeiron.leaderboard.title']);
    await context.close();
  });
});
