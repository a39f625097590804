import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectedRoutes } from '@criadero/e2e/src/harness/catalogue';
import { LIGHTHOUSE_TARGETS } from '../src/measures/lighthouse';
import type { Summary } from '../src/run';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));

/**
 * The CI smoke run: the real runner with short durations. It checks that every figure is
 * produced and sane, not that budgets pass (CI machines are shared and loaded).
 */
describe('npm run bench, smoke mode', () => {
  it('prints one table with every figure, marks budgets and writes the summary', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'criadero-bench-')), 'summary.json');
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--smoke', '--out', out], { cwd: PACKAGE });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => void (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => void (stderr += c.toString()));
      child.on('exit', (exitCode) => resolve({ code: exitCode, stdout, stderr }));
    });
    expect(code, stderr).toBe(0);
    console.log(stdout);

    // one table, with the header and a row per figure
    expect(stdout.match(/^\| figure \|/gm)).toHaveLength(1);
    for (const figure of [
      'genetics all-pairs, N=1,000 (pairs/s)',
      'genetics all-pairs, N=5,000 (pairs/s)',
      'bare node:http, fixed JSON (baseline)',
      'POST /api/search (gateway)',
      'POST /api/axie (gateway)',
      'POST /api/tokens/ (gateway)',
      '/api/search p99, parts + priority order, 500 axies',
      '/api/search throughput / /api/axie throughput (same run)',
      '/api/breeding-search p99, 500 axies',
      '/api/search p99, 2,000 axies (gateway)',
      '/api/search p99 on FerretDB 1.24, 300 axies (gateway)',
      'market index, 2,000 axies (embedded): memory and build time',
      'market index: changes patched per second, 500 axies',
      'market index: patch cost per change (mean, p99)',
      'sync lag p99, generated market at 3 changes/s (source → index)',
      'sync lag p99, fake marketplace (source → index), poll 500 ms',
      'marketplace first import, ',
      'changes logged while ETH/USD drifts',
      'upstream requests during 4 s of bare 429s (no Retry-After)',
      'source → alert in the page p99, fake marketplace at a shortened poll',
      "source → alert in the page p99, another player's Discord webhook hanging",
      'first import of 2,000 generated axies (empty on-disk embedded store → first search): peak RSS',
      'change log after 20,000 changes at 3/s on an accelerated clock',
      'start → first answered search, 2,000 axies already stored (embedded store, gateway)',
      'gateway RSS after the first search, 2,000 axies (embedded store)',
      'first visit of the home (/), on the wire',
      'first visit of the breeding calculator',
      'first visit of the task board (/pixels-tools/taskboard), on the wire',
      'second navigation, /pixels-tools/taskboard → /planet-horse-tools/leveling-calculator',
      'embedded store restart, 2,000 journal records',
      'mfe-axie entry',
      'mfe-billing entry',
      'breeding calculator usable after navigation',
      'Lighthouse 13.5.0 mobile, home (/)',
      'Lighthouse 13.5.0 mobile, task board (/pixels-tools/taskboard)',
      'breeding evaluation, 300 loaded axies: click → results in Chromium',
      'breeding evaluation, 600 loaded axies: click → results in Chromium',
    ]) {
      expect(stdout).toContain(`| ${figure}`);
    }
    expect(stdout).toMatch(/budgets: \d+ PASS, \d+ FAIL/);

    const summary = JSON.parse(readFileSync(out, 'utf8')) as Summary;
    expect(summary.mode).toBe('smoke');
    const f = summary.figures;
    for (const g of f.genetics.results) {
      expect(g.fast.pairsPerSecond).toBeGreaterThan(0);
      expect(g.naive.pairsPerSecond).toBeGreaterThan(0);
    }
    expect(f.services.baseline.requestsPerSecond).toBeGreaterThan(0);
    expect(f.services.baseline.failures).toBe(0);
    expect(f.services.routes.map((r) => r.name)).toEqual(['POST /api/search', 'POST /api/breeding-search', 'POST /api/axie', 'POST /api/tokens/', 'POST /api/axie/sales-history, uncached filters, one player', 'POST /api/axie/sales-history, uncached filters, 4 connections']);
    // the searches at scale: answered under load, with the index's size and build time reported
    for (const run of f.searchScale.runs) {
      expect(run.result.failures, run.name).toBe(0);
      expect(run.result.p99Ms, run.name).toBeGreaterThanOrEqual(run.result.p50Ms);
      expect(run.marketIndex?.axies, run.name).toBe(run.axies);
      expect(run.marketIndex?.bytes, run.name).toBeGreaterThan(0);
    }
    for (const { name, result, ratio } of f.services.routes) {
      expect(result.failures, `${name}: non-2xx or socket errors under load`).toBe(0);
      expect(result.requestsPerSecond, name).toBeGreaterThan(0);
      expect(result.p99Ms, name).toBeGreaterThanOrEqual(result.p50Ms);
      expect(ratio, name).toBeCloseTo(result.requestsPerSecond / f.services.baseline.requestsPerSecond, 5);
    }
    // real loads: compressed JavaScript, the home page from the shell's origin alone, the task
    // board from the shell's and one remote's, the second navigation from one more
    const sync = f.marketSync;
    expect(sync.patch.changesPerSecond).toBeGreaterThan(0);
    expect(sync.patch.p99Us).toBeGreaterThan(0);
    // every change made at a source was seen by the index (a lag measured for each)
    expect(sync.marketplaceLag.samples).toBeGreaterThan(0);
    expect(sync.marketplaceLag.p99Ms).toBeGreaterThanOrEqual(sync.marketplaceLag.p50Ms);
    expect(sync.largeStart!.rssBytes).toBeGreaterThan(50 * 1024 * 1024);
    expect(sync.largeStart!.restartToFirstSearchMs).toBeGreaterThan(0);
    // the live marketplace: the backoff measured against a baseline that got answers; every
    // listing's alert reached the page, with and without a hanging webhook (which was called)
    const live = f.marketLive;
    expect(live.backoff.baselineRequestsPerSecond).toBeGreaterThan(0);
    expect(live.backoff.requests).toBeGreaterThanOrEqual(live.backoff.requestsAfterSettle);
    for (const run of [live.alerts.page, live.alerts.hangingWebhook]) {
      expect(run.missed).toBe(0);
      expect(run.samples).toBe(live.alerts.listings);
      expect(run.p99Ms).toBeGreaterThanOrEqual(run.p50Ms);
    }
    expect(live.alerts.hangingWebhook.webhookCalls).toBeGreaterThan(0);
    // the market's memory: both starts indexed the market; the change log held the retention's changes at the end
    const memory = f.marketMemory;
    expect(memory.firstImport.first.peakRssBytes).toBeGreaterThan(50 * 1024 * 1024);
    expect(memory.firstImport.restart.peakRssBytes).toBeGreaterThan(50 * 1024 * 1024);
    expect(memory.changeLog.late.changes).toBe(20_000);
    expect(memory.changeLog.late.heldChanges).toBeLessThan(20_000);
    expect(memory.changeLog.late.fileBytes).toBeGreaterThan(0);
    const visits = Object.fromEntries(f.browser.firstVisit.map((v) => [v.page, v]));
    expect(Object.keys(visits)).toEqual(['home', 'breeding calculator', 'task board']);
    for (const visit of f.browser.firstVisit) {
      expect(visit.jsBytes, visit.page).toBeGreaterThan(10_000);
      expect(visit.bytes, visit.page).toBeGreaterThan(visit.jsBytes);
      expect(visit.compressed, visit.page).toBeGreaterThan(0);
      expect(visit.headingMs, visit.page).toBeGreaterThan(0);
    }
    expect(visits.home!.origins).toBe(1);
    expect(visits['task board']!.origins).toBe(2);
    expect(f.browser.secondNavigation.origins).toBeLessThanOrEqual(2); // the horse remote, and the gateway if the page calls the API
    expect(f.remoteEntries).toHaveLength(6);
    for (const entry of f.remoteEntries) {
      expect(entry.files[0]).toMatch(/remoteEntry\.js$/);
      expect(entry.brotliBytes, entry.remote).toBeGreaterThan(1_000);
    }
    expect(f.browser.breedingUsable.medianMs).toBeGreaterThan(0);
    expect(f.browser.breedingUsable.medianMs).toBeLessThan(60_000);
    // Lighthouse on the home page and a tool's: both profiles of the same run, scores and metrics in range
    expect(f.lighthouse.version).toBe('13.5.0');
    expect(f.lighthouse.runs.map((r) => `${r.profile} ${r.path}`)).toEqual(['mobile /', 'desktop /', 'mobile /pixels-tools/taskboard', 'desktop /pixels-tools/taskboard']);
    for (const run of f.lighthouse.runs) {
      for (const score of [run.performance, run.accessibility]) expect(score, run.profile).toSatisfy((n: number) => Number.isInteger(n) && n >= 0 && n <= 100);
      expect(run.lcpMs, run.profile).toBeGreaterThanOrEqual(run.fcpMs);
      expect(run.fcpMs, run.profile).toBeGreaterThan(0);
      expect(run.tbtMs, run.profile).toBeGreaterThanOrEqual(0);
      expect(run.cls, run.profile).toBeGreaterThanOrEqual(0);
      expect(run.benchmarkIndex, run.profile).toBeGreaterThan(0);
    }
    // the simulated phone (slow 4G, 4× CPU) paints later than the desktop profile
    for (const path of ['/', '/pixels-tools/taskboard']) {
      const [mobile, desktop] = f.lighthouse.runs.filter((r) => r.path === path);
      expect(mobile!.fcpMs, path).toBeGreaterThan(desktop!.fcpMs);
    }
    // the restart: a real journal, replayed in a fresh process, beside the decode-only baseline
    expect(f.journalRestart.records).toBe(2_000);
    expect(f.journalRestart.open.fileBytes).toBe(f.journalRestart.fileBytes);
    expect(f.journalRestart.open.cpuMs).toBeGreaterThan(0);
    expect(f.journalRestart.open.peakRssBytes).toBeGreaterThan(f.journalRestart.fileBytes);
    expect(f.journalRestart.decode.records).toBe(2_000);
    // the evaluation in the page ranked with a worker per core Chromium reports, and showed the engine's ranking
    expect(f.breedingEvaluation.map((e) => e.loaded)).toEqual([300, 600]);
    for (const e of f.breedingEvaluation) {
      expect(e.workers, `${e.loaded} axies`).toBeGreaterThanOrEqual(1);
      expect(e.workers, `${e.loaded} axies: one worker per core the browser reports`).toBe(e.cores);
      expect(e.sameAsEngine, `${e.loaded} axies`).toBe(true);
      expect(e.firstClickMs, `${e.loaded} axies`).toBeGreaterThan(0);
      expect(e.engineMs, `${e.loaded} axies`).toBeGreaterThan(0);
      // the pool against one worker in the same run, and the two-generations tab's long tasks
      expect(e.oneWorker.againMs, `${e.loaded} axies`).toBeGreaterThan(0);
      expect(e.twoGenerations.ms, `${e.loaded} axies`).toBeGreaterThan(0);
      expect(e.twoGenerations.longestTaskMs, `${e.loaded} axies`).toBeGreaterThanOrEqual(0);
    }
    // every budgeted figure is marked
    const budgeted = summary.rows.filter((r) => r.budget);
    expect(budgeted.length).toBe(1 + 1 + 1 + 2 + 6 + 1 + 2 + 5 + 4 + 3 + 1 + 2 + 3 + 2 + 2 + 2 + 2); // genetics, sales history, /api/axie ratio, home and task board JS, 6 entries, breeding, Lighthouse on the home and the task board, search, market sync, marketplace sweep (coverage, first import, changes under ETH drift), backoff under 429s, source → alert (page, hanging webhook), market memory (first import, change log bytes and RSS), restart, evaluation, workers against one, two generations' long tasks
    for (const row of budgeted) expect(['PASS', 'FAIL'], row.figure).toContain(row.status);
  });
});

describe('npm run bench, Lighthouse pages', () => {
  it('measures the home and every route of the spec, each under a name of its own', () => {
    expect(LIGHTHOUSE_TARGETS.map((t) => t.path).sort()).toEqual(['/', ...expectedRoutes().map((r) => r.path)].sort());
    expect(new Set(LIGHTHOUSE_TARGETS.map((t) => t.page)).size).toBe(LIGHTHOUSE_TARGETS.length);
    // the four pages the phone figures were first taken on lead, so a long run reports them first
    expect(LIGHTHOUSE_TARGETS.slice(0, 4).map((t) => t.page)).toEqual(['home', 'breeding calculator', 'task board', 'resource optimizer']);
  });
});
