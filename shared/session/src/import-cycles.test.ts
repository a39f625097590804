// @vitest-environment node
// No circle among this package's modules: a circle makes load order decide what a module sees
// (an import still undefined), and here one would pull the lazily loaded wallet connectors into
// the session's first chunk. Every import counts: static, dynamic and type-only, relative or
// through the package's own exports (`@criadero/session/api`). TypeScript's pre-processor lists
// them, so strings and comments that look like imports are not mistaken for one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const PACKAGE = resolve(SRC, '..');
const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };

const modules = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => join(SRC, file));

/** The module an import names, when it is one of this package's; null for another package. */
function resolveImport(from: string, specifier: string): string | null {
  let target: string | undefined;
  if (specifier.startsWith('.')) target = resolve(dirname(from), specifier);
  else if (specifier === manifest.name || specifier.startsWith(`${manifest.name}/`)) {
    const exported = manifest.exports[`.${specifier.slice(manifest.name.length)}`];
    if (exported) target = resolve(PACKAGE, exported);
  }
  if (!target) return null;
  const found = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((candidate) => modules.includes(candidate));
  if (!found) throw new Error(`${relative(SRC, from)} imports ${specifier}, which is not a module of the package`);
  return found;
}

const imports = new Map(
  modules.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return [file, importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter((target): target is string => target !== null)];
  }),
);

/** The circles: groups of modules that each reach the others (strongly connected, Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      const selfImport = (graph.get(node) ?? []).includes(node);
      if (group.length > 1 || selfImport) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the session package's imports", () => {
  it('reads the modules and their imports (the check below has something to check)', () => {
    expect(imports.get(join(SRC, 'wallet.ts'))).toEqual(expect.arrayContaining([join(SRC, 'connectors/waypoint.ts'), join(SRC, 'api.ts')]));
  });

  it('import each other in no circle', () => {
    expect(circles(imports).map((circle) => circle.map((file) => relative(SRC, file)))).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
