import type { Browser } from 'playwright-core';
import { launchChromium } from '@criadero/e2e/src/harness/browser';
import { startSite } from '@criadero/e2e/src/harness/site';
import { messages as axieMessages } from '@criadero/mfe-axie/messages';
import { gzipSize } from './gzip';

export interface BrowserFigures {
  shellInitialJs: { gzipBytes: number; files: Array<{ path: string; gzipBytes: number }> };
  breedingUsable: { medianMs: number; runsMs: number[] };
}

const BREEDING_PATH = '/axie-infinity-tools/breeding-calculator';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The shell's initial JavaScript: every script the browser loads from the shell's origin for
 * the first page until the network is idle (the lazy wallet code is not among them unless the
 * page asks for it), gzipped.
 */
async function shellInitialJs(browser: Browser, url: string): Promise<BrowserFigures['shellInitialJs']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const scripts: Array<Promise<{ path: string; gzipBytes: number }>> = [];
  page.on('response', (response) => {
    const target = new URL(response.url());
    if (target.origin === origin && response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => ({ path: target.pathname, gzipBytes: gzipSize(body) })));
    }
  });
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  const files = await Promise.all(scripts);
  await context.close();
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}

/**
 * Navigation start to the breeding calculator being usable: its title is the page heading and
 * its "axie ids" field is visible and enabled. Read from the page's own clock
 * (performance.now() counts from navigation start); a fresh context each run (cold cache).
 */
async function breedingUsable(browser: Browser, url: string, runs: number): Promise<BrowserFigures['breedingUsable']> {
  const es = axieMessages.es;
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}${BREEDING_PATH}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: es['axie.breeding.title'] }).waitFor({ timeout: 60_000 });
    const ids = page.getByLabel(es['axie.breeding.picker.ids']!);
    await ids.waitFor({ state: 'visible', timeout: 60_000 });
    if (!(await ids.isEnabled())) await page.waitForFunction((label) => {
      const fields = [...document.querySelectorAll<HTMLInputElement>('input, textarea')];
      const field = fields.find((el) => el.getAttribute('aria-label') === label || el.labels?.[0]?.textContent === label);
      return field !== undefined && !field.disabled;
    }, es['axie.breeding.picker.ids']);
    runsMs.push(Math.round(await page.evaluate(() => performance.now())));
    await context.close();
  }
  return { medianMs: median(runsMs), runsMs };
}

/** The built site as the e2e tests serve it (gateway + shell + each remote on its own origin), in headless chromium. */
export async function measureInBrowser(options: { breedingRuns: number }): Promise<BrowserFigures> {
  const site = await startSite({ env: { AXIE_MARKET_SIZE: '2000', LOG_LEVEL: 'silent' } });
  const browser = await launchChromium();
  try {
    return { shellInitialJs: await shellInitialJs(browser, site.url), breedingUsable: await breedingUsable(browser, site.url, options.breedingRuns) };
  } finally {
    await browser.close();
    await site.close();
  }
}
