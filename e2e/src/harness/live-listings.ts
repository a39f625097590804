import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The source the live-labelled listings carry. */
export const LIVE_SOURCE = { kind: 'live', label: 'Exportación del mercado de Planet Horse', asOf: '2026-11-20T00:00:00Z' };

/**
 * The shipped horse listings labelled as a live market's export, for HORSE_LISTINGS_FILE: only a
 * live market's searches cost a credit, so the tests of paid searches run on it. Call it when a
 * suite starts, not when test files are collected.
 */
export function liveHorseListingsFile(): string {
  const shipped = JSON.parse(readFileSync(fileURLToPath(new URL('../../../services/horse/data/sample-listings.json', import.meta.url)), 'utf8')) as object;
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-horse-')), 'live-listings.json');
  writeFileSync(file, JSON.stringify({ ...shipped, _note: 'e2e: the shipped listings labelled as a live export', source: LIVE_SOURCE }));
  return file;
}
