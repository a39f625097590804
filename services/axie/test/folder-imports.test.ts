// The service's folders import each other one way: a feature imports the market, the market never
// imports a feature, and no two features lean on each other. The files at the top of src/ assemble
// the service (plugins, config, errors) and are not a folder.
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

/** The top-level folder of src/ a file is in (null: a file at the top). */
const folderOf = (path: string): string | null => {
  const parts = relative(src, path).split('/');
  return parts.length > 1 ? parts[0]! : null;
};

describe('the folders of services/axie/src', () => {
  it('import each other one way only', () => {
    const edges = new Map<string, Map<string, string>>();
    for (const file of sources(src)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const from = folderOf(file);
        const to = folderOf(resolve(dirname(file), spec!) + '.ts');
        if (!from || !to || from === to) continue;
        if (!edges.has(from)) edges.set(from, new Map());
        edges.get(from)!.set(to, `${relative(src, file)} → ${spec}`);
      }
    }
    const both: string[] = [];
    for (const [a, targets] of edges) {
      for (const [b, example] of targets) if (a < b && edges.get(b)?.has(a)) both.push(`${a} ⇄ ${b} (${example}; ${edges.get(b)!.get(a)})`);
    }
    expect(edges.get('market')?.size ?? 0, 'the market imports no feature').toBe(0);
    expect(both).toEqual([]);
  });
});
