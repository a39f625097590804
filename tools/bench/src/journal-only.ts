/**
 * `npx tsx src/journal-only.ts [--records N]`: only the embedded store's restart rows of
 * `npm run bench` (a journal of N records, 100,000 by default, replayed beside the decode-only
 * baseline), marked against budgets.json, with the load average before and after.
 */
import os from 'node:os';
import { loadBudgets } from './budgets';
import { journalRows, measureJournalRestart } from './measures/journal-restart';
import { table } from './report';

const args = process.argv.slice(2);
const at = args.indexOf('--records');
const records = at >= 0 ? Number(args[at + 1]) : 100_000;
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const before = loadAverage();
const figures = await measureJournalRestart(records);
console.log(`\nembedded store restart, ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}; load average before ${before}, after ${loadAverage()}\n`);
console.log(table(journalRows(figures, loadBudgets())));
