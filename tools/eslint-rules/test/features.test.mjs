// The remotes' features keep to themselves (docs/remote-layout.md): the root eslint.config.mjs runs
// criadero/no-cross-feature-import on every remote, so an import added from one tool into another
// fails `npm run lint` (and `npm test`). The remotes as they are have none.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
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
