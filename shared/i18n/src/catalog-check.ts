// Completeness check for a package's message catalogue, run from each package's tests:
// every id used in the code (extracted with formatjs, the same tool translators use) must
// exist in every locale, and en/pt must not still be the Spanish text.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LocalizedMessages } from '@criadero/remote-contract';

const require = createRequire(import.meta.url);

export interface CatalogReport {
  usedIds: string[];
  /** locale -> ids used in code but absent from that locale */
  missing: Record<string, string[]>;
  /** locale -> ids whose text equals the Spanish one (not translated) */
  untranslated: Record<string, string[]>;
  /** ids present in the Spanish catalogue but never used in code */
  unused: string[];
}

/** Ids formatjs finds in `<FormattedMessage id>`, `formatMessage({id})` and `defineMessage(s)`. */
function extractIds(srcDir: string): string[] {
  const cliDir = dirname(require.resolve('@formatjs/cli/package.json'));
  const bin = join(cliDir, 'bin', 'formatjs');
  const out = execFileSync(process.execPath, [bin, 'extract', `${srcDir}/**/*.{ts,tsx}`, '--ignore', '**/*.test.{ts,tsx}'], {
    encoding: 'utf8',
    // dynamic ids (route tables) make formatjs warn on stderr; those ids are passed in by callers
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return Object.keys(JSON.parse(out) as Record<string, unknown>).sort();
}

export function checkCatalog(
  srcDir: string,
  messages: LocalizedMessages,
  options: { sameInAllLocales?: ReadonlySet<string>; extraUsedIds?: string[] } = {},
): CatalogReport {
  // ids held in data (route tables) are invisible to formatjs, so callers pass them in
  const usedIds = [...new Set([...extractIds(srcDir), ...(options.extraUsedIds ?? [])])].sort();
  const missing: Record<string, string[]> = {};
  const untranslated: Record<string, string[]> = {};
  for (const [locale, catalogue] of Object.entries(messages)) {
    missing[locale] = usedIds.filter((id) => !(id in catalogue));
    if (locale !== 'es') {
      untranslated[locale] = Object.keys(catalogue).filter((id) => {
        const text = catalogue[id]!;
        return text === messages.es[id] && !options.sameInAllLocales?.has(id);
      });
    }
  }
  const used = new Set(usedIds);
  const unused = Object.keys(messages.es).filter((id) => !used.has(id));
  return { usedIds, missing, untranslated, unused };
}
