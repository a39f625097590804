import type { Browser, Page } from 'playwright-core';
import { PART_TYPES, buildCreatureTable, isAdultStage, rankPairsCounted, type CreatureRecord, type FilterInput } from '@criadero/genetics';
import { launchChromium } from '@criadero/e2e/src/harness/browser';
import { startSite } from '@criadero/e2e/src/harness/site';
import { messages as axieMessages } from '@criadero/mfe-axie/messages';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';

const es = axieMessages.es;
const PATH = '/axie-infinity-tools/breeding-calculator';
/** The generated market numbers its axies from this id up. */
const FIRST_ID = 10_000_001;
/** What the page ranks by default: the best 50 pairs by every wanted part in D. */
const TOP_PAIRS = 50;
const ENGINE_RUNS = 3;

export interface BreedingEvaluationFigures {
  loaded: number;
  /** adults the page pairs (eggs are left out) */
  adults: number;
  pairs: number;
  /** workers the page ranked with (its data-workers), and the cores the browser reports (navigator.hardwareConcurrency) */
  workers: number;
  cores: number;
  /** click on "Evaluar parejas" → the ranked pairs on screen, first click after loading (starts the workers, loads them) */
  firstClickMs: number;
  /** the same click again (the workers hold the axies) */
  againMs: number;
  /** the engine alone on the same axies and filter in this process, one thread: table + ranking, median */
  engineMs: number;
  engineRunsMs: number[];
  /** the page's best pair and count are the engine's */
  sameAsEngine: boolean;
  /** the same clicks in a page told the browser has one core (one worker), same site and axies: the pool's speed-up */
  oneWorker: { firstClickMs: number; againMs: number };
  /** the best pair's "Dos generaciones" tab: click → its partners on screen, and the page's long tasks meanwhile */
  twoGenerations: { ms: number; longestTaskMs: number; longTasks: number };
}

interface Card {
  id: string;
  genes: string;
  stage: number;
  breedCount: number;
  sireId: number | null;
  matronId: number | null;
  parsedGenes: Record<'eyes' | 'tail', { d: { partId: string; name: string } }>;
}

/** The cards of these ids, 500 per call (the route's limit); 503 while the market is still being built. */
async function cards(url: string, ids: number[]): Promise<Card[]> {
  const out: Card[] = [];
  const deadline = Date.now() + 600_000;
  for (let i = 0; i < ids.length; i += 500) {
    const res = await fetch(`${url}/api/axie/cards`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: ids.slice(i, i + 500).map(String) }) });
    if (res.status === 503 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      i -= 500;
      continue;
    }
    if (!res.ok) throw new Error(`/api/axie/cards answered ${res.status}`);
    out.push(...((await res.json()) as { axies: Card[] }).axies);
  }
  return out;
}

/**
 * 'Analizando 20000 Axies cargados (…huevos…)', eggs or not: the count with or without a
 * thousands separator (the page writes 20000; waiting for '20.000' never ended).
 */
export const gridCountText = (loaded: number): RegExp => {
  const digits = String(loaded);
  const grouped = digits.length > 3 ? `${digits.slice(0, -3)}[.\\s\u00a0]?${digits.slice(-3)}` : digits;
  return new RegExp(es['axie.breeding.grid.count']!.replace('{count}', grouped));
};

/** Ticks a part in a part dropdown, using its search box. */
export async function pickPart(page: Page, type: string, name: string) {
  const box = page.getByTestId(`select-${type}`);
  if (!(await box.getByRole('group').count())) await box.getByRole('button').first().click();
  await box.getByRole('searchbox').fill(name);
  await box.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
  await box.getByRole('button').first().click();
}

/**
 * Clicks "Evaluar parejas" and waits, on the page's clock, for the ranked pairs and a finished
 * status. Given as source text: tsx's name helpers (`__name`) do not exist in the page.
 */
export async function clickToResults(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === ${JSON.stringify(es['axie.breeding.eval.run'])});
    if (!button) return reject(new Error('no "Evaluar parejas" button'));
    // a previous list may be on screen: wait for the new answer's status, then its rows
    const status = document.querySelector('[data-testid="eval-status"]');
    status.removeAttribute('data-engine');
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (status.getAttribute('data-engine') && document.querySelector('[data-testid="ranked-pair"]') && !document.querySelector('[data-testid="ranking"][data-stale="true"]')) {
        observer.disconnect();
        // the frame that shows them
        requestAnimationFrame(() => resolve(performance.now() - started));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    button.click();
  })`);
}

/**
 * Opens the best pair's "Dos generaciones" tab and waits for its partners, recording the page's
 * long tasks (PerformanceObserver 'longtask': main-thread tasks over 50 ms) from the click until
 * 300 ms after they show. Source text, as clickToResults.
 */
async function twoGenerationsLongTasks(page: Page): Promise<{ ms: number; longestTaskMs: number; longTasks: number }> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const card = document.querySelector('[data-testid="pair-card"]');
    const tab = card && [...card.querySelectorAll('[role="tab"]')].find((t) => t.textContent === ${JSON.stringify(es['axie.breeding.tab.twoGenerations'])});
    if (!tab) return reject(new Error('no "Dos generaciones" tab'));
    const tasks = [];
    const longTasks = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    longTasks.observe({ type: 'longtask' });
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (!card.querySelector('[data-testid="grandchild-partner"]')) return;
      observer.disconnect();
      const ms = performance.now() - started;
      setTimeout(() => {
        longTasks.disconnect();
        resolve({ ms, longestTaskMs: Math.max(0, ...tasks), longTasks: tasks.length });
      }, 300);
    });
    observer.observe(card, { childList: true, subtree: true });
    tab.click();
  })`);
}

/** A page of the calculator with these axies loaded and the filter's parts picked; `cores` overrides what the browser reports (the pool's size). */
async function loadedPage(browser: Browser, url: string, ids: number[], one: Card, cores?: number) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (cores !== undefined) await context.addInitScript(`Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${cores} })`);
  const page = await context.newPage();
  await page.goto(`${url}${PATH}`);
  await page.getByRole('heading', { level: 1, name: es['axie.breeding.title'] }).waitFor({ timeout: 60_000 });
  await page.getByLabel(es['axie.breeding.picker.ids']!).fill(ids.join(' '));
  await page.getByRole('button', { name: es['axie.breeding.picker.loadIds'] }).click();
  await page.getByTestId('grid-count').filter({ hasText: gridCountText(ids.length) }).waitFor({ timeout: 1_200_000 });
  await pickPart(page, 'eyes', one.parsedGenes.eyes.d.name);
  await pickPart(page, 'tail', one.parsedGenes.tail.d.name);
  await page.waitForTimeout(500);
  return { context, page };
}

async function measureOne(browser: Browser, url: string, loaded: number): Promise<BreedingEvaluationFigures> {
  const ids = Array.from({ length: loaded }, (_, i) => FIRST_ID + i);
  const all = await cards(url, ids);
  const adults = all.filter((c) => isAdultStage(c.stage));
  const one = adults[10]!;
  const filter: FilterInput = { parts: { eyes: [one.parsedGenes.eyes.d.partId], tail: [one.parsedGenes.tail.d.partId] }, priorityOrder: [...PART_TYPES] };

  // the engine alone, in this process: the page's records, its filter and its options
  const records: CreatureRecord[] = adults.map((c) => ({ id: c.id, genes: c.genes, breedCount: c.breedCount, stage: c.stage, sireId: c.sireId ?? null, matronId: c.matronId ?? null }));
  const engineRunsMs: number[] = [];
  let expected = rankPairsCounted(buildCreatureTable(records), filter, { topK: TOP_PAIRS }); // warm-up
  for (let r = 0; r < ENGINE_RUNS; r++) {
    const t = performance.now();
    expected = rankPairsCounted(buildCreatureTable(records), filter, { topK: TOP_PAIRS });
    engineRunsMs.push(performance.now() - t);
  }

  const { context, page } = await loadedPage(browser, url, ids, one);
  let figures: Omit<BreedingEvaluationFigures, 'oneWorker'>;
  try {
    const firstClickMs = await clickToResults(page);
    await page.waitForTimeout(500);
    const againMs = await clickToResults(page);
    const workers = Number(await page.getByTestId('eval-status').getAttribute('data-workers'));
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const best = await page.getByTestId('ranked-pair').first().getAttribute('data-pair');
    const heading = (await page.getByTestId('ranking').locator('h3').textContent()) ?? '';
    const top = expected.pairs[0];
    const sameAsEngine = best === `${top?.idA}-${top?.idB}` && heading.includes(` de ${new Intl.NumberFormat('es').format(expected.matched)} `);
    const n = expected.eligible;
    await page.waitForTimeout(500);
    const twoGenerations = await twoGenerationsLongTasks(page);
    figures = { loaded, adults: adults.length, pairs: (n * (n - 1)) / 2, workers, cores, firstClickMs, againMs, engineMs: median(engineRunsMs), engineRunsMs, sameAsEngine, twoGenerations };
  } finally {
    await context.close();
  }
  // the same clicks with one worker, for the pool's speed-up in this run
  const single = await loadedPage(browser, url, ids, one, 1);
  try {
    const firstClickMs = await clickToResults(single.page);
    await single.page.waitForTimeout(500);
    return { ...figures, oneWorker: { firstClickMs, againMs: await clickToResults(single.page) } };
  } finally {
    await single.context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The breeding calculator's "Evaluar parejas" in headless Chromium, from the click to the ranked
 * pairs on screen, for each number of loaded axies; beside it the engine alone ranking the same
 * adults with the same filter, in this process, in the same run. The site serves a market of the
 * largest size (the generated one, ids from FIRST_ID).
 */
export async function measureBreedingEvaluation(sizes: readonly number[]): Promise<BreedingEvaluationFigures[]> {
  const site = await startSite({ env: { AXIE_MARKET_SIZE: String(Math.max(...sizes)), LOG_LEVEL: 'silent' } });
  const browser = await launchChromium();
  try {
    const out: BreedingEvaluationFigures[] = [];
    for (const size of sizes) out.push(await measureOne(browser, site.url, size));
    return out;
  } finally {
    await browser.close();
    await site.close();
  }
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** Page − (2 × engine + 100 ms): the page is within its goal when this is ≤ 0. */
const overEngine = (f: BreedingEvaluationFigures) => f.firstClickMs - (2 * f.engineMs + 100);

export function breedingEvaluationRows(figures: readonly BreedingEvaluationFigures[], budgets: Budgets): Row[] {
  return figures.flatMap((f) => [evaluationRow(f, budgets), workersRow(f, budgets), twoGenerationsRow(f, budgets)]);
}

/**
 * The pool against one worker and the engine alone: the slower of the first click (the pool
 * starts and loads) and the second, over the engine's one-thread time.
 */
function workersRow(f: BreedingEvaluationFigures, budgets: Budgets): Row {
  const page = Math.max(f.firstClickMs, f.againMs);
  return {
    figure: `breeding evaluation, ${f.loaded.toLocaleString('en')} loaded axies: ${f.workers} workers against one`,
    raw: page / f.engineMs,
    value: `${ms(f.againMs)} again, ${ms(f.firstClickMs)} first click with ${f.workers} worker${f.workers === 1 ? '' : 's'}; ${ms(f.oneWorker.againMs)} again, ${ms(f.oneWorker.firstClickMs)} first click with one`,
    baseline: `one worker (same site, axies and filter; the page told the browser has 1 core); engine alone ${ms(f.engineMs)}`,
    ratio: `speed-up ×${(f.oneWorker.againMs / f.againMs).toFixed(2)} again, ×${(f.oneWorker.firstClickMs / f.firstClickMs).toFixed(2)} first click; page ÷ engine ×${(page / f.engineMs).toFixed(2)}`,
    budget: describeBudget(budgets.breedingWorkersOverEngineRatio, (n) => `×${n} engine`),
    status: verdict(page / f.engineMs, budgets.breedingWorkersOverEngineRatio),
  };
}

/** The best pair's "Dos generaciones" tab: the longest main-thread task from its click to its partners on screen. */
function twoGenerationsRow(f: BreedingEvaluationFigures, budgets: Budgets): Row {
  const t = f.twoGenerations;
  return {
    figure: `breeding "Dos generaciones", ${f.loaded.toLocaleString('en')} loaded axies: longest main-thread task`,
    raw: t.longestTaskMs,
    value: `${ms(t.longestTaskMs)} longest (${t.longTasks} task${t.longTasks === 1 ? '' : 's'} over 50 ms); partners on screen ${ms(t.ms)} after the click`,
    baseline: 'PerformanceObserver longtask in Chromium, click → 300 ms after the partners show',
    ratio: '',
    budget: describeBudget(budgets.breedingTwoGenerationsLongTaskMs, ms),
    status: verdict(t.longestTaskMs, budgets.breedingTwoGenerationsLongTaskMs),
  };
}

function evaluationRow(f: BreedingEvaluationFigures, budgets: Budgets): Row {
  return {
    figure: `breeding evaluation, ${f.loaded.toLocaleString('en')} loaded axies: click → results in Chromium`,
    raw: f.firstClickMs,
    value: `${ms(f.firstClickMs)} first click (goal ${ms(2 * f.engineMs + 100)}), ${ms(f.againMs)} again; ${f.workers} worker${f.workers === 1 ? '' : 's'} of ${f.cores} cores reported, ${f.adults.toLocaleString('en')} adults, ${f.pairs.toLocaleString('en')} pairs${f.sameAsEngine ? '' : '; NOT the engine’s ranking'}`,
    baseline: `engine alone ${ms(f.engineMs)} (table + ranking, one thread; runs ${f.engineRunsMs.map(ms).join(', ')})`,
    ratio: `×${(f.firstClickMs / f.engineMs).toFixed(2)}`,
    budget: '≤ 2 × engine + 100 ms',
    status: f.sameAsEngine && f.workers === f.cores ? verdict(overEngine(f), budgets.breedingEvaluationOverEngineMs) : 'FAIL',
    ...(f.sameAsEngine ? {} : { reason: 'the page’s best pair or count differs from the engine’s' }),
    ...(f.workers === f.cores ? {} : { reason: 'the page did not rank with one worker per core the browser reports' }),
  };
}
