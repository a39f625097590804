import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
/** where the site's code lives (tests excluded: their variables are their own) */
const CODE_ROOTS = ['services', 'shared', 'tools', 'e2e/src', 'shell/src'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', '.turbo', 'bin', 'data']);
/** set by npm, vitest or Node itself, not an operator's configuration of Criadero */
const NOT_CONFIGURATION = new Set(['VITEST', 'INIT_CWD', 'NODE_OPTIONS']);

const READS = [
  /\(\s*env\s*,\s*['"`]([A-Z][A-Z0-9_]+)['"`]/g, // readInt(env, 'PORT', …) and the services' own readers
  /process\.env\.([A-Z][A-Z0-9_]+)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
  /\benv\.([A-Z][A-Z0-9_]+)/g,
];

function variablesReadByCode(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (SKIP_DIRS.has(entry)) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|mjs|cjs)$/.test(entry) && !/\.test\.|\.d\.ts$/.test(entry)) {
        const text = readFileSync(path, 'utf8');
        for (const pattern of READS) {
          for (const match of text.matchAll(pattern)) {
            if (!NOT_CONFIGURATION.has(match[1]!)) found.set(match[1]!, path.slice(repo.length));
          }
        }
      }
    }
  };
  for (const root of CODE_ROOTS) walk(join(repo, root));
  return found;
}

function variablesInExample(): Set<string> {
  const text = readFileSync(join(repo, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
}

describe('.env.example', () => {
  const read = variablesReadByCode();
  const listed = variablesInExample();

  it('finds the variables the code reads (the scan itself works)', () => {
    for (const name of ['MONGODB_URI', 'SESSION_SECRET', 'PORT', 'PAYMENT_RECEIVER_ADDRESS', 'CRIADERO_DATA_DIR']) expect(read.has(name), name).toBe(true);
    expect(read.size).toBeGreaterThan(60);
  });

  it('lists every variable the code reads', () => {
    const missing = [...read].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists no variable that nothing reads', () => {
    expect([...listed].filter((name) => !read.has(name))).toEqual([]);
  });
});
