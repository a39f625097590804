import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSite, type Site } from './site';
import { launchChromium } from './browser';

/**
 * Starts the site and a browser for one test file and stops them after it. Returns accessors
 * because the values exist only once beforeAll has run.
 */
export function useSiteAndBrowser(options: Parameters<typeof startSite>[0] | (() => Promise<Parameters<typeof startSite>[0]>) = {}) {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite(typeof options === 'function' ? await options() : options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    site: () => site!,
    browser: () => browser!,
  };
}
