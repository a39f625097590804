#!/usr/bin/env node
// Lists the React components (see src/components.mjs) of the shell, the remotes and the shared
// packages that run over 80 and over 120 lines. Tests are not measured.
//   npm run component-sizes                 (from the repository root)
//   node tools/eslint-rules/bin/component-sizes.mjs [--over N] [--json]
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { componentsIn } from '../src/components.mjs';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__', 'node_modules', 'dist', 'build']);
const isTestFile = (name) => /\.(test|spec)\.tsx$/.test(name);

function tsxFilesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return TEST_FOLDERS.has(entry.name) ? [] : tsxFilesUnder(path);
    return entry.name.endsWith('.tsx') && !isTestFile(entry.name) ? [path] : [];
  });
}

const dirsOf = (parent, test) =>
  readdirSync(join(ROOT, parent), { withFileTypes: true }).filter((d) => d.isDirectory() && test(d.name)).map((d) => join(ROOT, parent, d.name));

/** shell/, every mfe-*\/src and every shared/*\/src */
export function measuredRoots() {
  return [join(ROOT, 'shell'), ...dirsOf('.', (n) => n.startsWith('mfe-')).map((d) => join(d, 'src')), ...dirsOf('shared', () => true).map((d) => join(d, 'src'))];
}

export function measureComponents() {
  return measuredRoots()
    .flatMap(tsxFilesUnder)
    .flatMap((file) => {
      const program = tseslint.parser.parseForESLint(readFileSync(file, 'utf8'), { jsx: true, loc: true, range: true, filePath: file }).ast;
      return componentsIn(program).map(({ name, startLine, lines }) => ({ file: relative(ROOT, file), name, line: startLine, lines }));
    })
    .sort((a, b) => b.lines - a.lines);
}

const args = process.argv.slice(2);
const components = measureComponents();
if (args.includes('--json')) {
  console.log(JSON.stringify(components, null, 2));
} else {
  const overIndex = args.indexOf('--over');
  const floor = overIndex >= 0 ? Number(args[overIndex + 1]) : 80;
  const over = (n) => components.filter((c) => c.lines > n);
  for (const c of over(floor)) console.log(`${String(c.lines).padStart(4)}  ${c.name}  ${c.file}:${c.line}`);
  console.log(`\n${components.length} components; ${over(80).length} over 80 lines; ${over(120).length} over 120 lines`);
}
