/**
 * `npx tsx src/storage-engines-only.ts [--axies N] [--records N] [--writes N]`: the embedded store's
 * hardened journal beside SQLite (node:sqlite, WAL, synchronous=FULL) on the same data set, each
 * step in a fresh process (servers/storage-engine-child.ts): writing it, a start (every document
 * read into memory: time, CPU, memory) and durable writes one after another (p50, p99). The
 * figures and the choice are in docs/storage.md. Defaults: 200,000 axies, 100,000 records, 2,000 writes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const axies = option('--axies', 200_000);
const records = option('--records', 100_000);
const writes = option('--writes', 2_000);
const CHILD = fileURLToPath(new URL('./servers/storage-engine-child.ts', import.meta.url));

type Figures = Record<'fileBytes' | 'stepWallMs' | 'wallMs' | 'cpuMs' | 'rssBytes' | 'peakRssBytes' | 'heapUsedBytes' | 'p50Ms' | 'p99Ms' | 'maxMs', number>;

function step(...stepArgs: string[]): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--max-old-space-size=4096', '--no-warnings', '--import', 'tsx', CHILD, ...stepArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Figures) : reject(new Error(`${stepArgs.join(' ')} exited with ${code}`))));
  });
}

const mb = (n: number) => `${Math.round(n / 1048576)} MB`;
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const loadBefore = load();
const rows: string[] = [];
for (const engine of ['journal', 'sqlite'] as const) {
  const dir = mkdtempSync(join(os.tmpdir(), `criadero-bench-${engine}-`));
  try {
    const written = await step('write', engine, dir, String(axies), String(records));
    const opened = await step('open', engine, dir);
    const durable = await step('writes', engine, dir, String(writes));
    rows.push(
      `| ${engine === 'journal' ? 'hardened journal' : 'SQLite (WAL, synchronous=FULL)'} | ${mb(written.fileBytes)} in ${(written.stepWallMs / 1000).toFixed(1)} s | ` +
        `${(opened.wallMs / 1000).toFixed(2)} s (CPU ${(opened.cpuMs / 1000).toFixed(2)} s) | ${mb(opened.rssBytes)} (peak ${mb(opened.peakRssBytes)}, heap ${mb(opened.heapUsedBytes)}) | ` +
        `${ms(durable.p50Ms)} / ${ms(durable.p99Ms)} (max ${ms(durable.maxMs)}) |`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`\nstorage engines, ${new Date().toISOString()}: ${axies.toLocaleString('en')} axies + ${records.toLocaleString('en')} records, ${writes.toLocaleString('en')} durable writes; ${os.cpus().length} cores, Node ${process.version}; load average before ${loadBefore}, after ${load()}\n`);
console.log('| engine | data set on disk (write time) | start: all documents in memory | RSS after start | durable write p50 / p99 |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
