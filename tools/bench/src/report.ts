import { describeBudget, verdict, type Budgets, type Verdict } from './budgets';
import { frontEndRows, type BrowserFigures } from './measures/browser';
import { journalRows, type JournalRestartFigures } from './measures/journal-restart';
import { lighthouseRows, type LighthouseFigures } from './measures/lighthouse';
import { breedingEvaluationRows, type BreedingEvaluationFigures } from './measures/breeding-evaluation';
import type { AxieSearchFigures, GeneticsFigures } from './measures/package-results';
import type { RemoteEntrySize } from './measures/remote-entries';
import { searchRows, type SearchScaleFigures } from './measures/search-scale';
import { marketLiveRows, type MarketLiveFigures } from './measures/market-live';
import { marketMemoryRows, type MarketMemoryFigures } from './measures/market-memory';
import { marketSweepRows, type MarketSweepFigures } from './measures/market-sweep';
import { marketSyncRows, type MarketSyncFigures } from './measures/market-sync';
import { SALES_HISTORY_ROUTE, type ServiceFigures } from './measures/services';

export interface Row {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  budget: string;
  status: Verdict;
  /** why a budget fails, printed beside FAIL */
  reason?: string;
  /** the raw number the budget applies to */
  raw: number;
}

export interface Figures {
  genetics: GeneticsFigures;
  axieSearch: AxieSearchFigures | null;
  services: ServiceFigures;
  searchScale: SearchScaleFigures;
  marketSync: MarketSyncFigures;
  marketSweep: MarketSweepFigures;
  marketLive: MarketLiveFigures;
  marketMemory: MarketMemoryFigures;
  remoteEntries: RemoteEntrySize[];
  browser: BrowserFigures;
  lighthouse: LighthouseFigures;
  journalRestart: JournalRestartFigures;
  breedingEvaluation: BreedingEvaluationFigures[];
}

const ms = (n: number) => (n < 1 ? '<1 ms' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
const mps = (n: number) => `${(n / 1e6).toFixed(2)} M pairs/s`;
const rps = (n: number) => `${Math.round(n).toLocaleString('en')} req/s`;
const pct = (n: number) => `${Math.round(n * 100)} %`;
const times = (n: number) => `×${n.toFixed(1)}`;

/** One row per figure, marked against its budget where it has one. */
export function rows(f: Figures, budgets: Budgets): Row[] {
  const out: Row[] = [];
  const row = (figure: string, raw: number, value: string, extra: Partial<Row> = {}, budget?: { key: keyof Budgets; unit: (n: number) => string; on?: number }) =>
    out.push({
      figure,
      raw,
      value,
      baseline: '',
      ratio: '',
      budget: budget ? describeBudget(budgets[budget.key], budget.unit) : '',
      status: budget ? verdict(budget.on ?? raw, budgets[budget.key]) : '',
      ...extra,
    });

  for (const g of f.genetics.results) {
    const base = `${mps(g.naive.pairsPerSecond)}${g.naive.fullRun ? '' : ` (first ${(g.naive.pairsEvaluated / 1e6).toFixed(1)} M pairs)`}`;
    row(`genetics all-pairs, N=${g.creatures.toLocaleString('en')} (pairs/s)`, g.fast.pairsPerSecond, mps(g.fast.pairsPerSecond), { baseline: base, ratio: times(g.speedup) });
    if (g.creatures === 1000) row('genetics all-pairs, N=1,000 (time)', g.fast.medianMs, ms(g.fast.medianMs), {}, { key: 'geneticsAllPairs1000Ms', unit: ms });
  }

  out.push(...serviceRows(f.services, budgets));
  out.push(...searchRows(f.services, f.searchScale, budgets));
  out.push(...marketSyncRows(f.marketSync, budgets));
  out.push(...marketSweepRows(f.marketSweep, budgets));
  out.push(...marketLiveRows(f.marketLive, budgets));
  out.push(...marketMemoryRows(f.marketMemory, budgets));
  if (f.axieSearch) {
    for (const r of f.axieSearch.results) {
      row(`/api/search in process, ${r.axies.toLocaleString('en')} axies, ${r.store} (axie bench)`, r.search.p50Ms, `p50 ${ms(r.search.p50Ms)}, p99 ${ms(r.search.p99Ms)}, ${rps(r.search.throughputRps)}`);
    }
  }

  out.push(...journalRows(f.journalRestart, budgets));
  out.push(...frontEndRows(f.browser, f.remoteEntries, budgets));
  out.push(...lighthouseRows(f.lighthouse, budgets));
  out.push(...breedingEvaluationRows(f.breedingEvaluation, budgets));
  return out;
}

/** The bare node:http baseline and each gateway route under load, as a ratio of the baseline. */
export function serviceRows(s: ServiceFigures, budgets: Budgets): Row[] {
  return [
    {
      figure: 'bare node:http, fixed JSON (baseline)',
      raw: s.baseline.requestsPerSecond,
      value: `${rps(s.baseline.requestsPerSecond)}, p50 ${ms(s.baseline.p50Ms)}, p99 ${ms(s.baseline.p99Ms)}`,
      baseline: s.baseline.runs.map((r) => rps(r.requestsPerSecond)).join(' / '),
      ratio: '',
      budget: '',
      status: '',
    },
    ...s.routes.map((r): Row => {
      const row: Row = {
        figure: `${r.name} (gateway)`,
        raw: r.result.requestsPerSecond,
        value: `${rps(r.result.requestsPerSecond)}, p50 ${ms(r.result.p50Ms)}, p99 ${ms(r.result.p99Ms)}${r.result.failures ? `, ${r.result.failures} FAILED` : ''}`,
        baseline: rps(s.baseline.requestsPerSecond),
        ratio: pct(r.ratio),
        budget: '',
        status: '',
      };
      if (r.name === 'POST /api/axie') {
        return { ...row, budget: describeBudget(budgets.axieThroughputRatio, pct), status: verdict(r.result.failures ? 0 : r.ratio, budgets.axieThroughputRatio) };
      }
      if (r.name === SALES_HISTORY_ROUTE) {
        // a failed request counts as over budget
        return { ...row, budget: describeBudget(budgets.salesHistoryP99Ms, ms), status: verdict(r.result.failures ? Infinity : r.result.p99Ms, budgets.salesHistoryP99Ms) };
      }
      return row;
    }),
  ];
}

/** A GitHub-flavoured Markdown table (readable in a terminal and pasteable into the README). */
export function table(all: Row[]): string {
  const head = ['figure', 'value', 'baseline (same run)', 'ratio', 'budget', ''];
  const lines = [head, head.map(() => '---'), ...all.map((r) => [r.figure, r.value, r.baseline, r.ratio, r.budget, r.reason ? `${r.status}: ${r.reason}` : r.status])];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
