/**
 * `npx tsx src/market-only.ts [--smoke] [--skip-memory | --memory-only]`: only the live marketplace
 * and market memory figures (bare 429s and the backoff; source → alert in the page, with a Discord
 * webhook hanging; the first import's peak RSS; the change log after 1,000,000 changes), marked
 * against budgets.json, with the load average before and after. `--memory-only`: the memory rows alone.
 */
import os from 'node:os';
import { loadBudgets } from './budgets';
import { marketLiveRows, measureMarketLive } from './measures/market-live';
import { marketMemoryRows, measureMarketMemory } from './measures/market-memory';
import { table } from './report';
import { LIVE_SETTINGS, MEMORY_SETTINGS } from './run';

const args = process.argv.slice(2);
const mode = args.includes('--smoke') ? 'smoke' : 'full';
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

const before = loadAverage();
const budgets = loadBudgets();
const rows = args.includes('--memory-only') ? [] : marketLiveRows(await measureMarketLive(LIVE_SETTINGS[mode]), budgets);
if (!args.includes('--skip-memory')) rows.push(...marketMemoryRows(await measureMarketMemory(MEMORY_SETTINGS[mode]), budgets));
console.log(`\nlive marketplace and market memory figures (${mode}), ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}; load average (1/5/15 min) before ${before}, after ${loadAverage()}\n`);
console.log(table(rows));
