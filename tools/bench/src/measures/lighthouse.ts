import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { expectedRoutes } from '@criadero/e2e/src/harness/catalogue';
import { startSite } from '@criadero/e2e/src/harness/site';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';

type LighthouseProfile = 'mobile' | 'desktop';

/** One Lighthouse navigation: its category scores (0–100) and the metrics the performance score weighs. */
interface LighthouseRun {
  page: string;
  path: string;
  profile: LighthouseProfile;
  performance: number;
  accessibility: number;
  /** milliseconds, as Lighthouse simulates them for its profile (mobile: a mid-range phone on slow 4G) */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** ids of the accessibility audits that failed (empty at 100) */
  failedAccessibilityAudits: string[];
  /**
   * Lighthouse's measure of the host's CPU speed at that run (`environment.benchmarkIndex`; lower
   * is slower): the simulated phone's main-thread times grow as it falls, so a loaded machine shows here
   */
  benchmarkIndex: number;
}

export interface LighthouseFigures {
  version: string;
  /** Lighthouse runs per page on the mobile profile; each figure is from the median one */
  runsPerPage: number;
  /** the same for the desktop profile, the comparison beside it */
  desktopRunsPerPage: number;
  runs: LighthouseRun[];
}

export interface LighthouseTarget {
  page: string;
  path: string;
}

/**
 * The home and every route of the spec (each remote's route table, as the e2e tests read it),
 * named by its English heading; the four tools of three remotes the phone figures were first
 * taken on come first. A dashboard route shows its login gate: what a visitor's phone loads.
 */
export const LIGHTHOUSE_TARGETS: LighthouseTarget[] = (() => {
  const first = ['/axie-infinity-tools/breeding-calculator', '/pixels-tools/taskboard', '/craft-world-tools/resource-optimizer'];
  const rank = (path: string) => (first.includes(path) ? first.indexOf(path) : first.length);
  const routes = expectedRoutes().sort((a, b) => rank(a.path) - rank(b.path)); // stable: the others keep the catalogue's order
  const headings = routes.map((route) => route.heading.en.toLowerCase());
  return [
    { page: 'home', path: '/' },
    ...routes.map((route, i) => ({
      page: headings.indexOf(headings[i]!) === headings.lastIndexOf(headings[i]!) ? headings[i]! : `${headings[i]} (${route.path.split('/').at(-1)})`,
      path: route.path,
    })),
  ];
})();

/**
 * Debian's chromium, headless, for Lighthouse. --no-sandbox: the bench may run as root in a
 * container, where Chromium's sandbox cannot start; the host rules keep this offline machine's
 * Chromium from resolving anything but loopback.
 */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1'];

/**
 * One Lighthouse run, tried up to three times when Lighthouse reports a failed recording
 * (NO_NAVSTART, NO_FCP: its trace missed the navigation, which a loaded machine makes happen).
 */
async function runLighthouse(url: string, flags: Flags, config: Config | undefined) {
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError) return result;
    failure = `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`;
  }
  throw new Error(`Lighthouse on ${url}: ${failure}`);
}

const round = (n: number | null | undefined) => Math.round(n ?? NaN);

/**
 * Lighthouse (the version pinned in package.json) on the built site as the e2e tests serve it,
 * each target with its default mobile profile (simulated mid-range phone, slow 4G, 4× CPU
 * slowdown) and its desktop profile, in the same run and the same Chromium; `runs` times each on
 * the phone (`desktopRuns` on the desktop, `runs` unless given), the figures taken from the median
 * run (Lighthouse's `computeMedianRun`). `reportDir`, when
 * given, receives each median run's full report as JSON (Lighthouse's viewer opens it); `shellDir`
 * serves another build of the shell (another branch's `shell/dist`) to compare with this one;
 * `throttlingMethod: 'devtools'` slows the real network and CPU instead of simulating them
 * afterwards (each request then waits its round trips, as on the phone).
 */
export async function measureLighthouse(options: { targets?: LighthouseTarget[]; runs?: number; desktopRuns?: number; reportDir?: string; shellDir?: string; throttlingMethod?: Flags['throttlingMethod']; log?: (line: string) => void } = {}): Promise<LighthouseFigures> {
  const targets = options.targets ?? LIGHTHOUSE_TARGETS;
  const site = await startSite({ env: { AXIE_MARKET_SIZE: '2000', LOG_LEVEL: 'silent', ...(options.shellDir ? { CRIADERO_SHELL_DIR: options.shellDir } : {}) } });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  const runs: LighthouseRun[] = [];
  let version = '';
  try {
    if (options.reportDir) mkdirSync(options.reportDir, { recursive: true });
    for (const target of targets) {
      for (const profile of ['mobile', 'desktop'] as const) {
        const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'], ...(options.throttlingMethod ? { throttlingMethod: options.throttlingMethod } : {}) };
        const config: Config | undefined = profile === 'desktop' ? desktopConfig : undefined;
        // Lighthouse's own pick of several runs: the one nearest the median FCP and time to interactive
        const results: Result[] = [];
        const runsOfProfile = profile === 'mobile' ? (options.runs ?? 1) : (options.desktopRuns ?? options.runs ?? 1);
        if (runsOfProfile === 0) continue; // `--desktop-runs 0`: the phone profile alone
        for (let i = 0; i < runsOfProfile; i++) results.push((await runLighthouse(`${site.url}${target.path}`, flags, config)).lhr);
        const lhr: Result = computeMedianRun(results);
        version = lhr.lighthouseVersion;
        const audit = (id: string) => lhr.audits[id]?.numericValue;
        const accessibilityAudits = lhr.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
        const run: LighthouseRun = {
          page: target.page,
          path: target.path,
          profile,
          performance: round((lhr.categories.performance?.score ?? NaN) * 100),
          accessibility: round((lhr.categories.accessibility?.score ?? NaN) * 100),
          fcpMs: round(audit('first-contentful-paint')),
          lcpMs: round(audit('largest-contentful-paint')),
          tbtMs: round(audit('total-blocking-time')),
          speedIndexMs: round(audit('speed-index')),
          cls: Math.round((audit('cumulative-layout-shift') ?? NaN) * 1000) / 1000,
          failedAccessibilityAudits: accessibilityAudits.filter((id) => lhr.audits[id]?.score === 0),
          benchmarkIndex: round(lhr.environment.benchmarkIndex),
        };
        runs.push(run);
        // every run's figures beside the median run's: how far they move from run to run
        const eachRun = (figure: (r: Result) => string | number) => results.map(figure).join(', ');
        const allRuns = results.length > 1
          ? ` (median run of ${results.length}: performance ${eachRun((r) => round((r.categories.performance?.score ?? NaN) * 100))}; TBT ${eachRun((r) => round(r.audits['total-blocking-time']?.numericValue))} ms; LCP ${eachRun((r) => round(r.audits['largest-contentful-paint']?.numericValue))} ms; CLS ${eachRun((r) => (r.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3))})`
          : '';
        options.log?.(`lighthouse ${profile} ${target.path}: performance ${run.performance}, accessibility ${run.accessibility}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, benchmarkIndex ${run.benchmarkIndex}${allRuns}`);
        if (options.reportDir) writeFileSync(join(options.reportDir, `${target.page.replaceAll(' ', '-')}.${profile}.json`), JSON.stringify(lhr));
      }
    }
  } finally {
    chrome.kill();
    await site.close();
  }
  return { version, runsPerPage: options.runs ?? 1, desktopRunsPerPage: options.desktopRuns ?? options.runs ?? 1, runs };
}

const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
const ms = (n: number) => `${Math.round(n)} ms`;

/** Two rows per target: the mobile profile, marked against the budgets, and the desktop profile beside it. */
export function lighthouseRows(figures: LighthouseFigures, budgets: Budgets): Row[] {
  const rows: Row[] = [];
  const metrics = (r: LighthouseRun) =>
    `performance ${r.performance}, accessibility ${r.accessibility}${r.failedAccessibilityAudits.length ? ` (${r.failedAccessibilityAudits.join(', ')})` : ''}; LCP ${s(r.lcpMs)}, TBT ${ms(r.tbtMs)}, CLS ${r.cls.toFixed(3)}, FCP ${s(r.fcpMs)}, SI ${s(r.speedIndexMs)}; benchmarkIndex ${r.benchmarkIndex}`;
  for (const mobile of figures.runs.filter((r) => r.profile === 'mobile')) {
    const desktop = figures.runs.find((r) => r.profile === 'desktop' && r.path === mobile.path);
    const failing = [
      verdict(mobile.performance, budgets.lighthouseMobilePerformance) === 'FAIL' ? `performance ${mobile.performance}` : '',
      verdict(mobile.accessibility, budgets.lighthouseMobileAccessibility) === 'FAIL' ? `accessibility ${mobile.accessibility}` : '',
      verdict(mobile.lcpMs, budgets.lighthouseMobileLcpMs) === 'FAIL' ? `LCP ${s(mobile.lcpMs)}` : '',
      verdict(mobile.tbtMs, budgets.lighthouseMobileTbtMs) === 'FAIL' ? `TBT ${ms(mobile.tbtMs)}` : '',
      verdict(mobile.cls, budgets.lighthouseMobileCls) === 'FAIL' ? `CLS ${mobile.cls.toFixed(3)}` : '',
    ].filter(Boolean);
    rows.push({
      figure: `Lighthouse ${figures.version} mobile, ${mobile.page} (${mobile.path})${figures.runsPerPage > 1 ? `, median of ${figures.runsPerPage}` : ''}`,
      raw: mobile.performance,
      value: metrics(mobile),
      baseline: desktop ? `desktop${figures.desktopRunsPerPage > 1 ? ` (median of ${figures.desktopRunsPerPage})` : ''}: ${metrics(desktop)}` : '',
      ratio: '',
      budget: [
        `performance ${describeBudget(budgets.lighthouseMobilePerformance, String)}`,
        `accessibility ${describeBudget(budgets.lighthouseMobileAccessibility, String)}`,
        `LCP ${describeBudget(budgets.lighthouseMobileLcpMs, s)}`,
        `TBT ${describeBudget(budgets.lighthouseMobileTbtMs, ms)}`,
        `CLS ${describeBudget(budgets.lighthouseMobileCls, String)}`,
      ].join(', '),
      status: failing.length ? 'FAIL' : 'PASS',
      ...(failing.length ? { reason: failing.join(', ') } : {}),
    });
  }
  return rows;
}
