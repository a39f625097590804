/**
 * `npx tsx src/lighthouse-only.ts [--smoke] [--runs N] [--desktop-runs N] [--report-dir DIR] [--shell-dir DIR] [--devtools-throttling] [--path /x ...]`: only the Lighthouse
 * rows (each page on the default mobile profile beside the desktop profile, same run), marked
 * against budgets.json, with the load average before and after. Needs the built shell and
 * remotes, as `npm run bench` does. `--runs` (3 unless --smoke) takes each figure from the median of
 * that many runs (`--desktop-runs` for the desktop profile, `--runs` unless given, 0 for none); `--report-dir` keeps each median run's full Lighthouse report (JSON); `--shell-dir`
 * serves another build of the shell (say main's `shell/dist`) with this checkout's remotes;
 * `--devtools-throttling` throttles the real load (Lighthouse's `throttlingMethod: 'devtools'`)
 * rather than simulating it from an unthrottled one.
 */
import os from 'node:os';
import { loadBudgets } from './budgets';
import { LIGHTHOUSE_TARGETS, lighthouseRows, measureLighthouse } from './measures/lighthouse';
import { table } from './report';

const argument = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const paths = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--path' ? [arg] : []));
const smoke = process.argv.includes('--smoke');
const targets = paths.length ? paths.map((path) => LIGHTHOUSE_TARGETS.find((t) => t.path === path) ?? { page: path, path }) : smoke ? LIGHTHOUSE_TARGETS.slice(0, 1) : LIGHTHOUSE_TARGETS;
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const before = loadAverage();
const runs = Number(argument('--runs') ?? (smoke ? 1 : 3));
const desktopRuns = argument('--desktop-runs') === undefined ? runs : Number(argument('--desktop-runs'));
const figures = await measureLighthouse({ targets, runs, desktopRuns, reportDir: argument('--report-dir'), shellDir: argument('--shell-dir'), throttlingMethod: process.argv.includes('--devtools-throttling') ? 'devtools' : undefined, log: (line) => console.error(line) });
console.log(`\nLighthouse ${figures.version}, ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}; load average (1/5/15 min) before ${before}, now ${loadAverage()}\n`);
console.log(table(lighthouseRows(figures, loadBudgets())));
