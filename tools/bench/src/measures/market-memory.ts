import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';
import { startChild } from '../servers/child';

/** What the live market costs in memory and on disk over time: a first import, and the change log after a long run. */
export interface MarketMemoryFigures {
  firstImport: FirstImportFigures;
  changeLog: ChangeLogFigures;
}

interface ImportRun {
  peakRssBytes: number;
  rssBytes: number;
  importMs: number;
  cpuMs: number;
}

interface FirstImportFigures {
  axies: number;
  /** the first start: stores the generated market and builds the index from the store */
  first: ImportRun;
  /** baseline, same run: the next start on that store (reads the index file back) */
  restart: ImportRun;
}

interface ChangeLogPoint {
  changes: number;
  heldChanges: number;
  fileBytes: number;
  liveBytes: number;
  rssBytes: number;
  /** the heap after a full collection: what the process holds, garbage apart */
  heapAfterGcBytes: number;
  /** RSS right after that collection, and V8's heap size (garbage included) before it */
  rssAfterGcBytes: number;
  heapTotalBytes: number;
  seconds: number;
}

interface ChangeLogFigures {
  perSecond: number;
  retentionMs: number;
  /** the early point (the baseline) and the late one */
  early: ChangeLogPoint;
  late: ChangeLogPoint;
}

export interface MarketMemoryOptions {
  importAxies: number;
  /** changes logged, and where the early point is taken */
  changes: number;
  earlyChanges: number;
}

/**
 * A first start on an empty on-disk store with `axies` generated axies (each start in its own
 * process, `servers/first-import-child.ts`, with the heap growth the gateway's server sets:
 * `limitHeapGrowth`): its peak RSS over the import and the index build. Beside it, the next start
 * on that store, which reads back what the first saved.
 */
async function measureFirstImport(axies: number): Promise<FirstImportFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'criadero-bench-import-'));
  const start = async () => {
    const child = await startChild<ImportRun & { axies: number }>('first-import-child.ts', { BENCH_AXIE_SIZE: String(axies), BENCH_DATA_DIR: dataDir }, 1_800_000);
    await child.stop(); // a clean close saves the index file
    if (child.info.axies !== axies) throw new Error(`the import indexed ${child.info.axies} axies of ${axies}`);
    return child.info;
  };
  try {
    const first = await start();
    if (!existsSync(join(dataDir, 'axie-market-index.bin'))) throw new Error('the first start saved no index file');
    return { axies, first, restart: await start() };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The change log after `changes` changes at the default rate on an accelerated clock
 * (`servers/change-log-child.ts`), against the same run after `earlyChanges`. The store lives on
 * a tmpfs when there is one (/dev/shm): the figures are bytes and memory, and the disk's flushes
 * would only make the run longer.
 */
async function measureChangeLog(changes: number, earlyChanges: number): Promise<ChangeLogFigures> {
  const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'criadero-bench-changes-'));
  try {
    const child = await startChild<{ points: ChangeLogPoint[]; perSecond: number; retentionMs: number }>(
      'change-log-child.ts',
      { BENCH_DATA_DIR: dataDir, BENCH_CHANGES: String(changes), BENCH_CHANGES_MARKS: `${earlyChanges},${changes}` },
      3_600_000,
    );
    await child.stop();
    const [early, late] = child.info.points;
    if (!early || !late) throw new Error('the change log run reported no points');
    return { perSecond: child.info.perSecond, retentionMs: child.info.retentionMs, early, late };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureMarketMemory(options: MarketMemoryOptions): Promise<MarketMemoryFigures> {
  return { firstImport: await measureFirstImport(options.importAxies), changeLog: await measureChangeLog(options.changes, options.earlyChanges) };
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percent = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} %`;
const count = (n: number) => n.toLocaleString('en');

/** The rows of the market's memory, marked against budgets.json. */
export function marketMemoryRows(f: MarketMemoryFigures, budgets: Budgets): Row[] {
  const out: Row[] = [];
  const row = (figure: string, raw: number, value: string, key: keyof Budgets, unit: (n: number) => string, extra: Partial<Row> = {}) => {
    const budget = budgets[key];
    const status = verdict(raw, budget);
    out.push({ figure, raw, value, baseline: '', ratio: '', budget: describeBudget(budget, unit), status, ...(status === 'FAIL' ? { reason: `${unit(raw)} against ${describeBudget(budget, unit)}` } : {}), ...extra });
  };
  const i = f.firstImport;
  row(`first import of ${count(i.axies)} generated axies (empty on-disk embedded store → first search): peak RSS`, i.first.peakRssBytes, `${mb(i.first.peakRssBytes)} (${s(i.first.importMs)}, CPU ${s(i.first.cpuMs)})`, 'firstImportPeakRssBytes', mb, {
    baseline: `next start on that store: peak ${mb(i.restart.peakRssBytes)} (${s(i.restart.importMs)})`,
    ratio: `×${(i.first.peakRssBytes / i.restart.peakRssBytes).toFixed(2)}`,
  });
  const c = f.changeLog;
  const growth = (late: number, early: number) => (late / early - 1) * 100;
  const clock = (changes: number) => `${(changes / c.perSecond / 86_400).toFixed(1)} days`;
  const point = (p: ChangeLogPoint) => `journal ${mb(p.fileBytes)} (live ${mb(p.liveBytes)}, ${count(p.heldChanges)} changes held), RSS ${mb(p.rssBytes)}`;
  const extra = { baseline: `after ${count(c.early.changes)}: ${point(c.early)}` };
  row(
    `change log after ${count(c.late.changes)} changes at ${c.perSecond}/s on an accelerated clock (${clock(c.late.changes)}, retention ${c.retentionMs / 60_000} min): journal bytes against after ${count(c.early.changes)}`,
    growth(c.late.fileBytes, c.early.fileBytes),
    `${percent(growth(c.late.fileBytes, c.early.fileBytes))}: ${point(c.late)}`,
    'changeLogGrowthPercent',
    percent,
    extra,
  );
  row(
    `same run: RSS against after ${count(c.early.changes)}`,
    growth(c.late.rssBytes, c.early.rssBytes),
    `${percent(growth(c.late.rssBytes, c.early.rssBytes))} (${mb(c.late.rssBytes)} against ${mb(c.early.rssBytes)}; heap ${mb(c.late.heapTotalBytes)} against ${mb(c.early.heapTotalBytes)}; after a full collection: heap ${mb(c.late.heapAfterGcBytes)} against ${mb(c.early.heapAfterGcBytes)}, RSS ${mb(c.late.rssAfterGcBytes)} against ${mb(c.early.rssAfterGcBytes)})`,
    'changeLogGrowthPercent',
    percent,
  );
  return out;
}
