/**
 * `npm run bench` (full) or `tsx src/main.ts --smoke` (short durations, for CI): measures,
 * prints one table marked against budgets.json and writes bench-results/summary.json
 * (or `--out <file>`). Exit code 0 even when a budget fails: the table says so.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runBench } from './run';
import { RESULTS_DIR } from './measures/package-results';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1]! : join(RESULTS_DIR, 'summary.json');

const summary = await runBench({ smoke, log: (line) => console.error(line) });
console.log(`\nCriadero benchmarks (${smoke ? 'SMOKE: short runs, figures not comparable' : 'full'}) — ${summary.machine.description}\n`);
console.log(summary.table);
const failed = summary.rows.filter((r) => r.status === 'FAIL');
console.log(`\nbudgets: ${summary.rows.filter((r) => r.status === 'PASS').length} PASS, ${failed.length} FAIL${failed.length ? ` (${failed.map((r) => r.figure).join('; ')})` : ''}`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`written ${out}`);
