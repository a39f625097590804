/**
 * `npx tsx src/breeding-evaluation-only.ts [--smoke] [--size N]`: only the breeding calculator's evaluation
 * rows (click → results in Chromium for 5,000 and 20,000 loaded axies beside the engine alone on
 * the same axies), marked against budgets.json, with the load average before and after. Needs the
 * built shell and remotes, as `npm run bench` does.
 */
import os from 'node:os';
import { loadBudgets } from './budgets';
import { breedingEvaluationRows, measureBreedingEvaluation } from './measures/breeding-evaluation';
import { table } from './report';

const smoke = process.argv.includes('--smoke');
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const before = loadAverage();
const sizes = process.argv.includes('--size') ? [Number(process.argv[process.argv.indexOf('--size') + 1])] : smoke ? [300, 600] : [5_000, 20_000];
// one size at a time, each row printed when measured
for (const size of sizes) {
  const figures = await measureBreedingEvaluation([size]);
  console.log(`\nbreeding evaluation (${smoke ? 'smoke' : 'full'}), ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}; load average (1/5/15 min) before ${before}, now ${loadAverage()}\n`);
  console.log(table(breedingEvaluationRows(figures, loadBudgets())));
}
