// The shape of a remote (docs/remote-layout.md). Its features keep to themselves: the root
// eslint.config.mjs runs criadero/no-cross-feature-import on every remote, so an import added from
// one tool into another fails `npm run lint` (and `npm test`); the remotes as they are have none.
// And every remote's src/ holds the template's folders only, its tests in test/ folders, its
// README pointing at the template.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { crossFeatureImports } from '../bin/cross-feature-imports.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE = 'criadero/no-cross-feature-import';
const REMOTES = readdirSync(root).filter((name) => name.startsWith('mfe-'));

async function reported(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((m) => m.ruleId);
}

describe('features that keep to themselves, in eslint.config.mjs', () => {
  beforeAll(() => eslint.calculateConfigForFile(join(root, 'mfe-axie/src/routes.tsx')), 60_000);

  it('fails an import added from market alerts into the breeding calculator', async () => {
    const file = 'mfe-axie/src/features/market-alerts/watch-filter.ts';
    expect(await reported(file, "import { rankedPairsAtom } from '../breeding/state/atoms';\nexport const x = rankedPairsAtom;\n")).toEqual([RULE]);
    // what both tools use, from beside features/, passes
    expect(await reported(file, "import { searchPartIds } from '../../domain/selection';\nexport const x = searchPartIds;\n")).toEqual([]);
  });

  it('fails it in every remote, tests included, and from a shared folder into a feature', async () => {
    expect(await reported('mfe-horse/src/features/marketplace/test/x.test.tsx', "import { a } from '../../leveling-calculator/x';\nexport const y = a;\n")).toEqual([RULE]);
    expect(await reported('mfe-billing/src/api/x.ts', "import { a } from '../features/profile/x';\nexport const y = a;\n")).toEqual([RULE]);
    expect(await reported('mfe-apeiron/src/routes.tsx', "export const page = () => import('./features/market/MarketPage');\n")).toEqual([]);
  });

  it('finds no cross-feature import in the remotes as they are', () => {
    expect(REMOTES.length).toBeGreaterThanOrEqual(6);
    expect(crossFeatureImports(REMOTES.map((name) => join(root, name)))).toEqual([]);
  }, 120_000); // parses every source file of the six remotes
});

/** what a remote's src/ may hold (docs/remote-layout.md) */
const ENTRY_FILES = ['index.ts', 'nav.ts', 'routes.tsx'];
const FOLDERS = ['features', 'i18n', 'components', 'hooks', 'api', 'domain', 'state', 'testing', 'test'];

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

describe('one shape for a remote', () => {
  it.each(REMOTES)('%s/src holds the entry files and the template\'s folders only', (remote) => {
    const src = join(root, remote, 'src');
    const strays = readdirSync(src).filter((name) => (statSync(join(src, name)).isDirectory() ? !FOLDERS.includes(name) : !ENTRY_FILES.includes(name)));
    expect(strays).toEqual([]);
    expect(readdirSync(src)).toEqual(expect.arrayContaining([...ENTRY_FILES, 'features', 'i18n']));
  });

  it.each(REMOTES)('%s keeps its tests in src/test/ or src/features/<tool>/test/', (remote) => {
    const src = join(root, remote, 'src');
    const misplaced = filesUnder(src)
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => relative(src, file).split(sep))
      .filter((parts) => !(parts[0] === 'test' || (parts[0] === 'features' && parts[2] === 'test')))
      .map((parts) => parts.join('/'));
    expect(misplaced).toEqual([]);
  });

  it.each(REMOTES)('%s/README.md links the template', (remote) => {
    expect(readFileSync(join(root, remote, 'README.md'), 'utf8')).toContain('docs/remote-layout.md');
  });
});
