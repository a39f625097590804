/**
 * `npx tsx src/search-only.ts [--smoke] [--skip-scale]`: only the marketplace-search figures
 * (the gateway routes under autocannon beside the bare node:http baseline, then the
 * 200,000-axie and FerretDB searches), marked against budgets.json, with the load average
 * before and after: the rows of `npm run bench` that a search change needs, without the
 * genetics, bundle and browser measures.
 */
import os from 'node:os';
import { loadBudgets } from './budgets';
import { measureSearchScale, searchRows } from './measures/search-scale';
import { measureServices } from './measures/services';
import { serviceRows, table } from './report';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const settings = smoke
  ? { durationSeconds: 1, connections: 4, axieMarketSize: 500, largeMarketSize: 2_000, ferretMarketSize: 300 }
  : { durationSeconds: 10, connections: 50, axieMarketSize: 20_000, largeMarketSize: 200_000, ferretMarketSize: 20_000 };
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

const budgets = loadBudgets();
const before = loadAverage();
const services = await measureServices(settings);
const scale = args.includes('--skip-scale')
  ? { connections: settings.connections, durationSeconds: settings.durationSeconds, runs: [] }
  : await measureSearchScale(settings);
console.log(`\nsearch figures (${smoke ? 'smoke' : 'full'}), ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}; load average (1/5/15 min) before ${before}, after ${loadAverage()}\n`);
console.log(table([...serviceRows(services, budgets), ...searchRows(services, scale, budgets)]));
