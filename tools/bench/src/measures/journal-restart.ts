import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';

interface JournalStep {
  step: 'write' | 'decode' | 'open';
  records?: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  fileBytes: number;
}

export interface JournalRestartFigures {
  records: number;
  fileBytes: number;
  /** the baseline: read the file and decode each record, nothing kept */
  decode: JournalStep;
  /** a restart: the embedded store opened on the folder */
  open: JournalStep;
}

const CHILD = fileURLToPath(new URL('../servers/journal-child.ts', import.meta.url));

function runStep(args: string[]): Promise<JournalStep> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (err = (err + chunk.toString()).slice(-4000)));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as JournalStep) : reject(new Error(`journal ${args[0]} exited with ${code}: ${err}`))));
  });
}

/**
 * The embedded store's restart at `records` journal records: a journal written through the store
 * (the mix in servers/journal-child.ts), then, each in a fresh process, the baseline (reading and
 * decoding the file) and the restart (opening the store on it): time and peak memory.
 */
export async function measureJournalRestart(records: number): Promise<JournalRestartFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-bench-journal-'));
  try {
    const written = await runStep(['write', dir, String(records)]);
    const decode = await runStep(['decode', dir]);
    const open = await runStep(['open', dir]);
    return { records: written.records!, fileBytes: written.fileBytes, decode, open };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const seconds = (n: number) => `${(n / 1000).toFixed(1)} s`;
const mb = (n: number) => `${Math.round(n / 1048576)} MB`;

export function journalRows(f: JournalRestartFigures, budgets: Budgets): Row[] {
  const size = `${f.records.toLocaleString('en')} journal records, ${mb(f.fileBytes)}`;
  return [
    {
      figure: `embedded store restart, ${size} (time)`,
      raw: f.open.cpuMs,
      value: `CPU ${seconds(f.open.cpuMs)} (wall ${seconds(f.open.wallMs)})`,
      baseline: `decode only: CPU ${seconds(f.decode.cpuMs)} (wall ${seconds(f.decode.wallMs)})`,
      ratio: `×${(f.open.cpuMs / f.decode.cpuMs).toFixed(1)} CPU`,
      budget: describeBudget(budgets.embeddedRestartCpuMs, seconds),
      status: verdict(f.open.cpuMs, budgets.embeddedRestartCpuMs),
    },
    {
      figure: `embedded store restart, ${size} (peak RSS)`,
      raw: f.open.peakRssBytes,
      value: mb(f.open.peakRssBytes),
      baseline: `decode only: ${mb(f.decode.peakRssBytes)}`,
      ratio: `×${(f.open.peakRssBytes / f.decode.peakRssBytes).toFixed(1)}`,
      budget: describeBudget(budgets.embeddedRestartRssBytes, mb),
      status: verdict(f.open.peakRssBytes, budgets.embeddedRestartRssBytes),
    },
  ];
}
