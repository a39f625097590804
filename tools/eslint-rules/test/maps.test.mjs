// The maps a newcomer reads first stay true: the services index names every service package, and a
// README inside a source folder names every file and folder beside it. A name is "named" when the
// README's text contains it (a file without its extension counts: `recheck` names `recheck.ts`).
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.turbo', 'coverage', '.data']);

function stem(name) {
  return name.replace(/\.(test\.)?(ts|tsx|mts|mjs|cjs|js|json|md)$/, '');
}

/** entries of `dir` its README does not name (tests and the README itself excluded) */
function unnamedEntries(dir) {
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  return readdirSync(dir)
    .filter((name) => name !== 'README.md' && !SKIPPED_DIRS.has(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => !readme.includes(stem(name)));
}

/** every README.md under a `src/` folder of the workspace */
function sourceReadmes(dir = root, insideSrc = false, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const child = join(dir, entry.name);
    const inSrc = insideSrc || entry.name === 'src';
    if (inSrc && existsSync(join(child, 'README.md'))) found.push(child);
    sourceReadmes(child, inSrc, found);
  }
  return found;
}

describe('the maps', () => {
  it('services/README.md names every service package', () => {
    const index = readFileSync(join(root, 'services/README.md'), 'utf8');
    const packages = readdirSync(join(root, 'services')).filter((name) =>
      existsSync(join(root, 'services', name, 'package.json')),
    );
    expect(packages.length).toBeGreaterThan(5);
    const missing = packages.filter((name) => {
      const { name: packageName } = JSON.parse(readFileSync(join(root, 'services', name, 'package.json'), 'utf8'));
      return !index.includes(`\`${name}\``) || !index.includes(packageName);
    });
    expect(missing, 'service folders (with their package name) missing from services/README.md').toEqual([]);
  });

  it('a README inside a source folder names every file and folder beside it', () => {
    const folders = sourceReadmes();
    expect(folders.length).toBeGreaterThan(5);
    const gaps = folders
      .map((dir) => ({ folder: relative(root, dir), unnamed: unnamedEntries(dir) }))
      .filter(({ unnamed }) => unnamed.length > 0);
    expect(gaps).toEqual([]);
  });

  it('every route file of a service is named in its routes README', () => {
    const services = readdirSync(join(root, 'services')).filter((name) =>
      existsSync(join(root, 'services', name, 'src/routes')) &&
      statSync(join(root, 'services', name, 'src/routes')).isDirectory(),
    );
    const withoutReadme = services.filter((name) => !existsSync(join(root, 'services', name, 'src/routes/README.md')));
    expect(withoutReadme, 'services whose src/routes has no README.md').toEqual([]);
  });
});
