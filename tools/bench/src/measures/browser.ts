import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@criadero/e2e/src/harness/browser';
import { startSite } from '@criadero/e2e/src/harness/site';
import { messages as axieMessages } from '@criadero/mfe-axie/messages';
import { messages as horseMessages } from '@criadero/mfe-horse/messages';
import { messages as lumiterraPixelsMessages } from '@criadero/mfe-lumiterra-pixels/messages';
import { shellMessages } from '@criadero/shell/messages';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';
import type { RemoteEntrySize } from './remote-entries';

/** What the browser received for one page load (or one in-page navigation), from Chromium's own network log. */
interface WireFigures {
  /** bytes on the wire, headers included (CDP Network.loadingFinished encodedDataLength) */
  bytes: number;
  /** the same for scripts only */
  jsBytes: number;
  /** scripts' compressed bodies alone (jsBytes less their response headers) */
  jsBodyBytes: number;
  /** response headers, all requests (CSP, security headers, cache and encoding headers) */
  headerBytes: number;
  requests: number;
  /** distinct origins the page fetched from (the gateway and each remote loaded) */
  origins: number;
  /** responses that came compressed (content-encoding br, gzip, zstd) / all responses with a body */
  compressed: number;
  /** navigation (or click) to the page's heading on screen */
  headingMs: number;
}

export interface BrowserFigures {
  firstVisit: Array<{ page: string; path: string } & WireFigures>;
  /** from the task board, a click on a tool of another remote */
  secondNavigation: { from: string; to: string } & WireFigures;
  breedingUsable: { medianMs: number; runsMs: number[] };
}

const HOME = { page: 'home', path: '/', heading: shellMessages.es['shell.home.title']! };
const BREEDING = { page: 'breeding calculator', path: '/axie-infinity-tools/breeding-calculator', heading: axieMessages.es['axie.breeding.title']! };
const TASKBOARD = { page: 'task board', path: '/pixels-tools/taskboard', heading: lumiterraPixelsMessages.es['lumiterraPixels.taskboard.title']! };
const LEVELING = { page: 'leveling calculator', path: '/planet-horse-tools/leveling-calculator', heading: horseMessages.es['horse.leveling.title']! };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Counts what Chromium receives from now on, per request, as its network log reports it. */
async function recordWire(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, { url: string; script: boolean; encoding: string; headerBytes: number }>();
  const finished = new Map<string, number>();
  const pending = new Map<string, string>();
  // an EventSource (the market's freshness stream) stays open for the page's life: it is never "in flight"
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'EventSource') pending.set(event.requestId, event.request.url);
  });
  cdp.on('Network.loadingFailed', (event) => pending.delete(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    // the response's encodedDataLength when it is received: its status line and headers
    responses.set(event.requestId, { url: event.response.url, script: event.type === 'Script', encoding: headers['content-encoding'] ?? '', headerBytes: event.response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', (event) => {
    pending.delete(event.requestId);
    finished.set(event.requestId, event.encodedDataLength);
  });
  return {
    /** Resolves once nothing has been in flight for half a second (every lazy chunk in); fails, naming what is still open, after a minute. */
    async quiet() {
      const startedAt = Date.now();
      let quietSince = Date.now();
      let seen = -1;
      while (Date.now() - quietSince < 500) {
        if (Date.now() - startedAt > 60_000) throw new Error(`the page never went quiet: still loading ${[...pending.values()].join(', ')}`);
        if (pending.size > 0 || finished.size !== seen) quietSince = Date.now();
        seen = finished.size;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Figures since the last reset. */
    read(headingMs: number): WireFigures {
      let bytes = 0;
      let jsBytes = 0;
      let jsBodyBytes = 0;
      let headerBytes = 0;
      let compressed = 0;
      const origins = new Set<string>();
      for (const [id, length] of finished) {
        const response = responses.get(id);
        bytes += length;
        if (!response) continue;
        headerBytes += response.headerBytes;
        if (response.script) {
          jsBytes += length;
          jsBodyBytes += length - response.headerBytes;
        }
        if (/^(br|gzip|zstd)$/.test(response.encoding)) compressed += 1;
        if (/^https?:/.test(response.url)) origins.add(new URL(response.url).origin);
      }
      return { bytes, jsBytes, jsBodyBytes, headerBytes, requests: finished.size, origins: origins.size, compressed, headingMs };
    },
    reset() {
      responses.clear();
      finished.clear();
      pending.clear();
    },
  };
}

/** The page's own clock (0 = navigation start) when its h1 says `text`. */
async function headingAt(page: Page, text: string): Promise<number> {
  await page.waitForFunction((wanted) => document.querySelector('h1')?.textContent === wanted, text, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(() => performance.now());
}

/** A first visit in a fresh context (empty cache): what went over the wire and when the heading showed. */
async function firstVisit(browser: Browser, url: string, target: typeof HOME) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const wire = await recordWire(context, page);
  await page.goto(`${url}${target.path}`, { waitUntil: 'commit' });
  const headingMs = await headingAt(page, target.heading);
  await wire.quiet();
  const figures = { page: target.page, path: target.path, ...wire.read(Math.round(headingMs)) };
  return { figures, context, page, wire };
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
    await page.goto(`${url}${BREEDING.path}`, { waitUntil: 'commit' });
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

/**
 * The built site as the e2e tests serve it (gateway + shell + each remote on its own origin,
 * with their compressed copies and cache headers), in headless Chromium: first visits with an
 * empty cache, and a second navigation inside the task board's page to another remote's tool.
 */
export async function measureInBrowser(options: { breedingRuns: number }): Promise<BrowserFigures> {
  const site = await startSite({ env: { AXIE_MARKET_SIZE: '2000', LOG_LEVEL: 'silent' } });
  const browser = await launchChromium();
  try {
    const firstVisits: BrowserFigures['firstVisit'] = [];
    for (const target of [HOME, BREEDING]) {
      const visit = await firstVisit(browser, site.url, target);
      firstVisits.push(visit.figures);
      await visit.context.close();
    }
    const taskboard = await firstVisit(browser, site.url, TASKBOARD);
    firstVisits.push(taskboard.figures);
    // the second navigation: a click in the menu, measured from the click to the heading
    taskboard.wire.reset();
    const clickedAt = await taskboard.page.evaluate(() => performance.now());
    await taskboard.page.getByRole('navigation').getByRole('link', { name: LEVELING.heading, exact: true }).click();
    const headingMs = (await headingAt(taskboard.page, LEVELING.heading)) - clickedAt;
    await taskboard.wire.quiet();
    const secondNavigation = { from: TASKBOARD.path, to: LEVELING.path, ...taskboard.wire.read(Math.round(headingMs)) };
    await taskboard.context.close();
    return { firstVisit: firstVisits, secondNavigation, breedingUsable: await breedingUsable(browser, site.url, options.breedingRuns) };
  } finally {
    await browser.close();
    await site.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;

const wire = (w: WireFigures) =>
  `${kb(w.bytes)}: JS ${kb(w.jsBytes)} (bodies ${kb(w.jsBodyBytes)}), headers ${kb(w.headerBytes)}; ${w.requests} requests (${w.compressed} compressed) from ${w.origins} origin${w.origins === 1 ? '' : 's'}; heading at ${ms(w.headingMs)}`;

/** The front end's rows of the bench table: bytes on the wire from a real Chromium load, and times. */
export function frontEndRows(browser: BrowserFigures, remoteEntries: RemoteEntrySize[], budgets: Budgets): Row[] {
  const row = (figure: string, raw: number, value: string, key?: keyof Budgets): Row => ({
    figure,
    raw,
    value,
    baseline: '',
    ratio: '',
    budget: key ? describeBudget(budgets[key], key.endsWith('Ms') ? ms : kb) : '',
    status: key ? verdict(raw, budgets[key]) : '',
  });
  // the home page's budget is on its scripts' compressed bodies (the shell's own JavaScript, as the
  // old gzip budget was); the task board's on every byte of JavaScript received, headers included
  const budgeted = (v: BrowserFigures['firstVisit'][number]) =>
    v.page === 'home' ? row(`first visit of the ${v.page} (${v.path}), on the wire`, v.jsBodyBytes, wire(v), 'homeFirstVisitJsBodyBytes')
    : row(`first visit of the ${v.page} (${v.path}), on the wire`, v.jsBytes, wire(v), v.page === 'task board' ? 'taskboardFirstVisitJsBytes' : undefined);
  return [
    ...browser.firstVisit.map(budgeted),
    row(`second navigation, ${browser.secondNavigation.from} → ${browser.secondNavigation.to} (another remote), on the wire`, browser.secondNavigation.jsBytes, wire(browser.secondNavigation)),
    ...remoteEntries.map((r) => row(`${r.remote} entry (remoteEntry + routes), brotli`, r.brotliBytes, kb(r.brotliBytes), 'remoteEntryBrotliBytes')),
    row('breeding calculator usable after navigation', browser.breedingUsable.medianMs, `${ms(browser.breedingUsable.medianMs)} (median of ${browser.breedingUsable.runsMs.length})`, 'breedingUsableMs'),
  ];
}
