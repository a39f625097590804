/**
 * `npx tsx src/sweep-only.ts [--smoke]`: only the marketplace-sweep figures (the first import of
 * about 60,000 listings under the 10,000 search window at 6 requests/s: coverage and time; the
 * changes logged while ETH/USD drifts), marked against budgets.json, with the load average before and after.
 */
import os from 'node:os';
import { loadBudgets } from './budgets';
import { marketSweepRows, measureMarketSweep } from './measures/market-sweep';
import { table } from './report';
import { SWEEP_SETTINGS } from './run';

const smoke = process.argv.slice(2).includes('--smoke');
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

const before = loadAverage();
const figures = await measureMarketSweep(SWEEP_SETTINGS[smoke ? 'smoke' : 'full']);
console.log(`\nmarketplace sweep figures (${smoke ? 'smoke' : 'full'}), ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}; load average (1/5/15 min) before ${before}, after ${loadAverage()}\n`);
console.log(table(marketSweepRows(figures, loadBudgets())));
