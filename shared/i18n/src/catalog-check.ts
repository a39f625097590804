// Completeness check for a package's message catalogue, run from each package's tests:
// every id used in the code (extracted with formatjs, the same tool translators use) must
// exist in every locale, en/pt must not still be the Spanish text, and a pt plural must not
// say "0 crédito".
import { execFileSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
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
  /** pt ids with a plural whose `one` form would also say 0 ("0 crédito"): they need an `=0` form */
  ptZeroAsOne: string[];
}

/**
 * Portuguese plural rules put 0 in `one` (CLDR: i = 0..1), so `{n, plural, one {# crédito} …}`
 * says "0 crédito"; players expect "0 créditos", which an `=0 {…}` form gives.
 */
function hasPluralZeroAsOne(elements: MessageFormatElement[]): boolean {
  return elements.some((element) => {
    if (element.type === TYPE.plural && element.pluralType !== 'ordinal') {
      if ('one' in element.options && !('=0' in element.options)) return true;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).some((option) => hasPluralZeroAsOne(option.value));
    }
    return element.type === TYPE.tag && hasPluralZeroAsOne(element.children);
  });
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

/**
 * Ids the kit's own components take as props, which formatjs does not read: `<Section title="id">`
 * and every string in `<ColumnHeaders titles={[…]}>` but a `text` (untranslated) or `className`.
 */
function extractKitPropIds(srcDir: string): string[] {
  const ids: string[] = [];
  const collectTitles = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ['text', 'className'].includes(node.name.text)) return;
    if (ts.isStringLiteral(node)) ids.push(node.text);
    ts.forEachChild(node, collectTitles);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && node.initializer && ts.isIdentifier(node.name)) {
      const tag = node.parent.parent.tagName.getText();
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (tag === 'Section' && node.name.text === 'title' && value && ts.isStringLiteral(value)) ids.push(value.text);
      if (tag === 'ColumnHeaders' && node.name.text === 'titles' && value) collectTitles(value);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of globSync('**/*.tsx', { cwd: srcDir, exclude: (name) => name.endsWith('.test.tsx') })) {
    const path = join(srcDir, file);
    visit(ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  }
  return ids;
}

export function checkCatalog(
  srcDir: string,
  messages: LocalizedMessages,
  options: { sameInAllLocales?: ReadonlySet<string>; extraUsedIds?: string[] } = {},
): CatalogReport {
  // ids held in data (route tables) are invisible to formatjs, so callers pass them in
  const usedIds = [...new Set([...extractIds(srcDir), ...extractKitPropIds(srcDir), ...(options.extraUsedIds ?? [])])].sort();
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
  const ptZeroAsOne = Object.entries(messages.pt ?? {})
    .filter(([, text]) => hasPluralZeroAsOne(parse(text)))
    .map(([id]) => id);
  return { usedIds, missing, untranslated, unused, ptZeroAsOne };
}
