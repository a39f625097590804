#!/usr/bin/env node
// Counts the imports that cross features in the remotes (criadero/no-cross-feature-import, see
// src/features.mjs): one tool's file importing another tool's, or a folder beside features/
// importing a tool. Production files and tests are counted apart.
//   node tools/eslint-rules/bin/cross-feature-imports.mjs [remote folder ...]   (default: every mfe-*)
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { noCrossFeatureImport } from '../src/features.mjs';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const SKIPPED = new Set(['node_modules', 'dist', 'build']);
const isTest = (file) => /\.(test|spec)\.tsx?$/.test(file) || /[\\/](test|testing)[\\/]/.test(file);

function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourcesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** every import that crosses features in the src/ of these package folders */
export function crossFeatureImports(packageRoots) {
  const linter = new Linter({ configType: 'flat', cwd: '/' });
  const config = {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { criadero: { rules: { 'no-cross-feature-import': noCrossFeatureImport } } },
    rules: { 'criadero/no-cross-feature-import': 'error' },
  };
  return packageRoots.flatMap((pkg) =>
    sourcesUnder(join(pkg, 'src')).flatMap((file) =>
      linter
        .verify(readFileSync(file, 'utf8'), config, { filename: file })
        .filter((m) => m.ruleId === 'criadero/no-cross-feature-import')
        .map((m) => ({ file: relative(ROOT, file), line: m.line, test: isTest(file), message: m.message })),
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const asked = process.argv.slice(2);
  const remotes = asked.length ? asked.map((name) => resolve(name)) : readdirSync(ROOT).filter((name) => name.startsWith('mfe-')).map((name) => join(ROOT, name));
  const found = crossFeatureImports(remotes);
  for (const f of found) console.log(`${f.test ? 'test' : 'prod'}  ${f.file}:${f.line}  ${f.message.split(':')[0]}`);
  const production = found.filter((f) => !f.test).length;
  console.log(`\n${found.length} cross-feature imports in ${remotes.length} remotes: ${production} in production files, ${found.length - production} in tests`);
}
