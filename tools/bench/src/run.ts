import os from 'node:os';
import { loadBudgets } from './budgets';
import { measureInBrowser } from './measures/browser';
import { measureBreedingEvaluation } from './measures/breeding-evaluation';
import { measureEventLoop, type EventLoopFigures } from './measures/event-loop';
import { measureJournalRestart } from './measures/journal-restart';
import { LIGHTHOUSE_TARGETS, measureLighthouse } from './measures/lighthouse';
import { axieSearchResults, geneticsResults } from './measures/package-results';
import { remoteEntrySizes } from './measures/remote-entries';
import { measureMarketLive } from './measures/market-live';
import { measureMarketMemory } from './measures/market-memory';
import { measureMarketSweep } from './measures/market-sweep';
import { measureMarketSync } from './measures/market-sync';
import { measureSearchScale } from './measures/search-scale';
import { measureServices } from './measures/services';
import { rows, table, type Figures, type Row } from './report';

export interface BenchOptions {
  smoke: boolean;
  log?: (line: string) => void;
}

export interface Summary {
  benchmark: 'criadero';
  mode: 'full' | 'smoke';
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; os: string; description: string; loadAverage: number[] };
  rows: Row[];
  table: string;
  figures: Figures;
  /** event-loop delay idle and under the heavy routes */
  eventLoop: EventLoopFigures;
  budgets: ReturnType<typeof loadBudgets>;
}

/**
 * The marketplace sweep: a fake of about 60,000 listings under the real 10,000 window at 6
 * requests/s, ETH/USD drifting 0.23 % in 2 minutes accelerated 5× (10 minutes of drift in 2);
 * the smoke run splits a small market under a window of 500, at a rate that keeps it short.
 */
export const SWEEP_SETTINGS = {
  full: { fakeSize: 110_000, requestsPerSecond: 6, window: 10_000, ethDriftPerSecond: (0.0023 / 120) * 5, driftSeconds: 120 },
  smoke: { fakeSize: 2_000, requestsPerSecond: 100, window: 500, ethDriftPerSecond: 0.0023 / 2, driftSeconds: 2 },
};

/**
 * The live marketplace: 60 s of bare 429s (20 s of baseline before) with visitors re-checking 9
 * times a second, and 30 listings 2 s apart at the default settings (the smoke run: a few
 * seconds of each, with a short poll).
 */
export const LIVE_SETTINGS = {
  full: { throttleSeconds: 60, baselineSeconds: 20, settleSeconds: 10, visitorsPerSecond: 9, listings: 30, listingEveryMs: 2000 },
  smoke: { throttleSeconds: 4, baselineSeconds: 2, settleSeconds: 2, visitorsPerSecond: 9, listings: 4, listingEveryMs: 300, pollMs: 500 },
};

/** The market's memory: a first import of 200,000 generated axies, 1,000,000 changes against 100,000 (the smoke run: 2,000 axies, 20,000 changes). */
export const MEMORY_SETTINGS = {
  full: { importAxies: 200_000, changes: 1_000_000, earlyChanges: 100_000 },
  smoke: { importAxies: 2_000, changes: 20_000, earlyChanges: 2_000 },
};

/** Durations and sizes: full for `npm run bench`, short for the CI smoke test. */
const SETTINGS = {
  full: { live: LIVE_SETTINGS.full, memory: MEMORY_SETTINGS.full, sweep: SWEEP_SETTINGS.full, durationSeconds: 10, connections: 50, axieMarketSize: 20_000, breedingRuns: 3, lighthouseTargets: LIGHTHOUSE_TARGETS, lighthouseRuns: 3, lighthouseDesktopRuns: 1, largeMarketSize: 200_000, ferretMarketSize: 20_000, journalRecords: 100_000, lagSeconds: 60, marketplacePollMs: 10_000, evaluationSizes: [5_000, 20_000] },
  smoke: { live: LIVE_SETTINGS.smoke, memory: MEMORY_SETTINGS.smoke, sweep: SWEEP_SETTINGS.smoke, durationSeconds: 1, connections: 4, axieMarketSize: 500, breedingRuns: 1, lighthouseTargets: LIGHTHOUSE_TARGETS.filter((t) => t.path === '/' || t.path === '/pixels-tools/taskboard'), lighthouseRuns: 1, lighthouseDesktopRuns: 1, largeMarketSize: 2_000, ferretMarketSize: 300, journalRecords: 2_000, lagSeconds: 4, marketplacePollMs: 500, evaluationSizes: [300, 600] },
};

export async function runBench(options: BenchOptions): Promise<Summary> {
  const log = options.log ?? (() => undefined);
  const settings = SETTINGS[options.smoke ? 'smoke' : 'full'];
  const budgets = loadBudgets();
  log('genetics: reading bench-results/genetics.json');
  const genetics = geneticsResults();
  const axieSearch = axieSearchResults();
  log(`services: autocannon ${settings.connections} connections × ${settings.durationSeconds} s per target`);
  const services = await measureServices(settings);
  const eventLoop = await measureEventLoop(settings, log);
  log(`search at scale: ${settings.largeMarketSize} axies (embedded) and ${settings.ferretMarketSize} on FerretDB`);
  const searchScale = await measureSearchScale(settings);
  log(`market sync: index patches, lag source → index (${settings.lagSeconds} s each), ${settings.largeMarketSize} axies already stored`);
  const marketSync = await measureMarketSync(settings);
  log(`marketplace sweep: first import of ${settings.sweep.fakeSize} generated axies' listings at ${settings.sweep.requestsPerSecond} requests/s, then ETH/USD drifting`);
  const marketSweep = await measureMarketSweep(settings.sweep);
  log(`live marketplace: ${settings.live.throttleSeconds} s of bare 429s, then source → alert in the page (${settings.live.listings} listings)`);
  const marketLive = await measureMarketLive(settings.live);
  log(`market memory: first import of ${settings.memory.importAxies} axies, ${settings.memory.changes} changes through the change log`);
  const marketMemory = await measureMarketMemory(settings.memory);
  log(`embedded store restart: ${settings.journalRecords} journal records`);
  const journalRestart = await measureJournalRestart(settings.journalRecords);
  log('bundles: remote entries from each dist; shell initial JS and breeding calculator in headless chromium');
  const remoteEntries = remoteEntrySizes();
  const browser = await measureInBrowser({ breedingRuns: settings.breedingRuns });
  log(`lighthouse: ${settings.lighthouseTargets.length} pages (${settings.lighthouseTargets.map((t) => t.path).join(', ')}), default mobile profile (median of ${settings.lighthouseRuns}) and desktop profile (median of ${settings.lighthouseDesktopRuns})`);
  const lighthouse = await measureLighthouse({ targets: settings.lighthouseTargets, runs: settings.lighthouseRuns, desktopRuns: settings.lighthouseDesktopRuns, log });
  log(`breeding evaluation: ${settings.evaluationSizes.join(' and ')} loaded axies, click → results in chromium beside the engine alone`);
  const breedingEvaluation = await measureBreedingEvaluation(settings.evaluationSizes);
  const figures: Figures = { genetics, axieSearch, services, searchScale, marketSync, marketSweep, marketLive, marketMemory, remoteEntries, browser, lighthouse, journalRestart, breedingEvaluation };
  const all = rows(figures, budgets);
  const cpus = os.cpus();
  return {
    benchmark: 'criadero',
    mode: options.smoke ? 'smoke' : 'full',
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      node: process.version,
      os: `${os.type()} ${os.release()}`,
      loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
      description: `${cpus.length} cores (${cpus[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end`,
    },
    rows: all,
    table: table(all),
    figures,
    eventLoop,
    budgets,
  };
}
