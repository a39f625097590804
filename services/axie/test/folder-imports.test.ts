// The service's folders import each other one way: a feature imports the market, the market never
// imports a feature, and no two features lean on each other. The same holds inside a folder: its
// subfolders (the market's sources, store, sync and index) import each other one way. The files at
// the top of a folder assemble it (plugins, config, errors) and are not a subfolder.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));

function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, found);
    else if (/\.ts$/.test(name)) found.push(path);
  }
  return found;
}

/**
 * The two sibling folders an import crosses (null when it stays in one folder, or leaves or
 * reaches a file at the top of a folder): below their common parent, the first folder of each side.
 * `search/a.ts` → `market/store/b.ts` crosses search → market; `market/sync/a.ts` →
 * `market/store/b.ts` crosses market/sync → market/store.
 */
function siblingsCrossed(from: string, to: string): [string, string] | null {
  const a = relative(src, from).split('/').slice(0, -1);
  const b = relative(src, to).split('/').slice(0, -1);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  if (common === a.length || common === b.length) return null;
  return [a.slice(0, common + 1).join('/'), b.slice(0, common + 1).join('/')];
}

/** Every folder → folder import of src/, with one import that makes it. */
function folderImports(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sources(src)) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const crossed = siblingsCrossed(file, resolve(dirname(file), spec!) + '.ts');
      if (!crossed) continue;
      const [from, to] = crossed;
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from)!.set(to, `${relative(src, file)} → ${spec}`);
    }
  }
  return edges;
}

describe('the folders of services/axie/src', () => {
  it('import each other one way only, at every depth', () => {
    const edges = folderImports();
    const both: string[] = [];
    for (const [a, targets] of edges) {
      for (const [b, example] of targets) if (a < b && edges.get(b)?.has(a)) both.push(`${a} ⇄ ${b} (${example}; ${edges.get(b)!.get(a)})`);
    }
    expect(edges.get('market')?.size ?? 0, 'the market imports no feature').toBe(0);
    expect(both).toEqual([]);
  });

  it('see the market module from inside: its subfolders are compared too', () => {
    const edges = folderImports();
    // the index reads the stored market (documents, the change log): the reverse would close a loop
    expect(edges.get('market/index')?.has('market/store')).toBe(true);
  });
});
