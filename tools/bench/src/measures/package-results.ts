import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
export const RESULTS_DIR = join(REPO, 'bench-results');

interface GeneticsRun {
  creatures: number;
  pairs: number;
  fast: { medianMs: number; pairsPerSecond: number };
  naive: { pairsPerSecond: number; fullRun: boolean; pairsEvaluated: number };
  speedup: number;
}
export interface GeneticsFigures {
  date: string;
  results: GeneticsRun[];
}

interface AxieSearchRun {
  store: string;
  axies: number;
  search: { p50Ms: number; p99Ms: number; throughputRps: number };
}
export interface AxieSearchFigures {
  date: string;
  results: AxieSearchRun[];
}

/**
 * bench-results/genetics.json, written by `@criadero/genetics`'s bench (typed core vs its
 * object baseline, same run). `npm run bench` runs that bench first (turbo dependsOn); when
 * the file is missing, this runs it.
 */
export function geneticsResults(): GeneticsFigures & { file: string } {
  const file = join(RESULTS_DIR, 'genetics.json');
  if (!existsSync(file)) {
    const run = spawnSync('npm', ['run', 'bench', '-w', '@criadero/genetics'], { cwd: REPO, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`the genetics bench failed (${run.status})`);
  }
  return { ...(JSON.parse(readFileSync(file, 'utf8')) as GeneticsFigures), file };
}

/** bench-results/axie-search.json from `@criadero/service-axie`'s bench, when it ran (optional). */
export function axieSearchResults(): (AxieSearchFigures & { file: string }) | null {
  const file = join(RESULTS_DIR, 'axie-search.json');
  return existsSync(file) ? { ...(JSON.parse(readFileSync(file, 'utf8')) as AxieSearchFigures), file } : null;
}
