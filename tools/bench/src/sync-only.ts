/**
 * `npx tsx src/sync-only.ts [--smoke] [--skip-large]`: only the market-sync figures (index
 * patches beside a rebuild, lag from a change at the source to the search index for the
 * generated market and the fake marketplace, and a gateway starting on 200,000 stored axies),
 * marked against budgets.json, with the load average before and after.
 */
import os from 'node:os';
import { loadBudgets } from './budgets';
import { marketSyncRows, measureMarketSync } from './measures/market-sync';
import { table } from './report';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const settings = smoke
  ? { axieMarketSize: 500, largeMarketSize: 2_000, lagSeconds: 4, marketplacePollMs: 500 }
  : { axieMarketSize: 20_000, largeMarketSize: 200_000, lagSeconds: 60, marketplacePollMs: 10_000 };
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

const before = loadAverage();
const figures = await measureMarketSync({ ...settings, skipLarge: args.includes('--skip-large') });
console.log(`\nmarket sync figures (${smoke ? 'smoke' : 'full'}), ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}; load average (1/5/15 min) before ${before}, after ${loadAverage()}\n`);
console.log(table(marketSyncRows(figures, loadBudgets())));
