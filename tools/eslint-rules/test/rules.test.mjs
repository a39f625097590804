import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../src/index.mjs';

// RuleTester reports through the test framework's describe/it
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const inPkgA = (file) => join(fixtures, 'pkg-a', file);
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

ruleTester.run('no-relative-import-outside-package', plugin.rules['no-relative-import-outside-package'], {
  valid: [
    { filename: inPkgA('src/deep/file.ts'), code: "import { a } from '../other';" },
    { filename: inPkgA('src/file.ts'), code: "import { a } from '../test/helpers';" },
    { filename: inPkgA('src/file.ts'), code: "import { a } from '@criadero/declared';" },
    { filename: inPkgA('src/file.ts'), code: "const data = new URL('../../elsewhere.json', import.meta.url);" },
  ],
  invalid: [
    { filename: inPkgA('src/file.ts'), code: "import { b } from '../../pkg-b/src/b';", errors: [{ messageId: 'leaves' }] },
    { filename: inPkgA('file.ts'), code: "export * from '../pkg-b';", errors: [{ messageId: 'leaves' }] },
    { filename: inPkgA('src/file.ts'), code: "const b = await import('../../pkg-b/b');", errors: [{ messageId: 'leaves' }] },
    { filename: inPkgA('src/file.cjs'), code: "const b = require('../../pkg-b/b');", errors: [{ messageId: 'leaves' }] },
    { filename: inPkgA('src/file.ts'), code: "import type { B } from '../../pkg-b/b';", errors: [{ messageId: 'leaves' }] },
  ],
});

const scope = { scope: '@criadero' };
ruleTester.run('no-undeclared-workspace-import', plugin.rules['no-undeclared-workspace-import'], {
  valid: [
    { filename: inPkgA('src/file.ts'), options: [scope], code: "import { a } from '@criadero/declared';" },
    { filename: inPkgA('src/file.ts'), options: [scope], code: "import { a } from '@criadero/declared/sub/path';" },
    { filename: inPkgA('test/file.test.ts'), options: [scope], code: "import { a } from '@criadero/dev-only';" },
    { filename: inPkgA('src/file.ts'), options: [scope], code: "import { self } from '@criadero/pkg-a/inner';" },
    { filename: inPkgA('src/file.ts'), options: [scope], code: "import { x } from 'vitest'; import { y } from '@other/thing';" },
  ],
  invalid: [
    {
      filename: inPkgA('src/file.ts'),
      options: [scope],
      code: "import { b } from '@criadero/pkg-b';",
      errors: [{ messageId: 'undeclared', data: { dependency: '@criadero/pkg-b', pkg: '@criadero/pkg-a' } }],
    },
    { filename: inPkgA('src/file.ts'), options: [scope], code: "import type { B } from '@criadero/pkg-b/contracts';", errors: [{ messageId: 'undeclared' }] },
    { filename: inPkgA('src/file.ts'), options: [scope], code: "export { b } from '@criadero/pkg-b';", errors: [{ messageId: 'undeclared' }] },
    { filename: inPkgA('src/file.ts'), options: [scope], code: "const b = () => import('@criadero/pkg-b');", errors: [{ messageId: 'undeclared' }] },
    { filename: inPkgA('src/file.cjs'), options: [scope], code: "const b = require('@criadero/pkg-b');", errors: [{ messageId: 'undeclared' }] },
    { filename: inPkgA('src/file.ts'), options: [scope], code: "import b = require('@criadero/pkg-b');", errors: [{ messageId: 'undeclared' }] },
    // a package that declares another name of the scope is not confused with it
    { filename: inPkgA('src/file.ts'), options: [scope], code: "import { d } from '@criadero/declared-too';", errors: [{ messageId: 'undeclared' }] },
  ],
});

ruleTester.run('no-shared-folder-in-src', plugin.rules['no-shared-folder-in-src'], {
  valid: [
    { filename: inPkgA('src/components/Button.tsx'), code: 'export const a = 1;' },
    { filename: inPkgA('src/features/sharing/link.ts'), code: 'export const a = 1;' },
    { filename: inPkgA('test/shared/helpers.ts'), code: 'export const a = 1;' },
  ],
  invalid: [
    { filename: inPkgA('src/shared/form.tsx'), code: 'export const a = 1;', errors: [{ messageId: 'shared' }] },
    { filename: inPkgA('src/features/shared/api/client.ts'), code: 'export const a = 1;', errors: [{ messageId: 'shared' }] },
  ],
});

ruleTester.run('error-texts-in-contract', plugin.rules['error-texts-in-contract'], {
  valid: [
    {
      filename: inPkgA('src/errors.ts'),
      code: "import { A_MESSAGES } from '@criadero/api-contracts/a'; export class AError extends ServiceError { constructor(c) { super(400, c, A_MESSAGES[c]); } }",
    },
    { filename: inPkgA('src/routes/route.ts'), code: "throw new AError(400, 'A_CODE', 'detail');" },
    { filename: inPkgA('src/labels.ts'), code: "export const LABELS = { sample: { es: 'Ejemplo', en: 'Sample', pt: 'Exemplo' } };" },
  ],
  invalid: [
    { filename: inPkgA('src/routes/route.ts'), code: "throw new ServiceError(404, 'NOT_FOUND', T);", errors: [{ messageId: 'serviceError' }] },
    { filename: inPkgA('src/routes/route.ts'), code: 'class RouteError extends ServiceError {}', errors: [{ messageId: 'serviceError' }] },
    {
      filename: inPkgA('src/errors.ts'),
      code: "export const gone = () => new ServiceError(503, 'NOT_READY', { es: 'No', en: 'No', pt: 'Não' });",
      errors: [{ messageId: 'texts' }],
    },
    {
      filename: inPkgA('src/errors.ts'),
      code: "export const A_MESSAGES = { A_CODE: { es: 'No', en: 'No', pt: 'Não' } };",
      errors: [{ messageId: 'texts' }],
    },
    {
      filename: inPkgA('src/routes/route.ts'),
      code: "throw new AError(400, 'A_CODE', undefined, undefined, { es: `hasta ${n}`, en: `up to ${n}`, pt: `até ${n}` });",
      errors: [{ messageId: 'texts' }],
    },
  ],
});

const tsxTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});
const lines = (n) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
// a component body of `n` lines between its first and last line: n + 2 lines in all
const declared = (head, n, tail = '}') => `${head}\n${lines(n)}\n  return <div />;\n${tail}`;
tsxTester.run('max-component-lines', plugin.rules['max-component-lines'], {
  valid: [
    { code: declared('function Short() {', 2), options: [{ max: 5 }] },
    { code: declared('export function AtTheLimit() {', 2), options: [{ max: 5 }] },
    { code: declared('function lowerCaseHelper() {', 20), options: [{ max: 5 }] },
    { code: declared('const useLongHook = () => {', 20, '};'), options: [{ max: 5 }] },
  ],
  invalid: [
    { code: declared('function TooLong() {', 3), options: [{ max: 5 }], errors: [{ messageId: 'tooLong', data: { name: 'TooLong', lines: 6, max: 5 } }] },
    { code: declared('export const Arrow = () => {', 3, '};'), options: [{ max: 5 }], errors: [{ messageId: 'tooLong', data: { name: 'Arrow', lines: 6, max: 5 } }] },
    { code: declared('const Wrapped = memo(function Inner() {', 3, '});'), options: [{ max: 5 }], errors: [{ messageId: 'tooLong', data: { name: 'Wrapped', lines: 6, max: 5 } }] },
  ],
});

ruleTester.run('no-cross-feature-import', plugin.rules['no-cross-feature-import'], {
  valid: [
    // inside one feature, and from a feature to what the tools share
    { filename: inPkgA('src/features/alerts/pages/AlertsPage.tsx'), code: "import { a } from '../watch-filter'; import { b } from '../../../domain/selection';" },
    { filename: inPkgA('src/features/alerts/test/AlertsPage.test.tsx'), code: "import AlertsPage from '../pages/AlertsPage'; import { render } from '../../../testing/render';" },
    // the entry puts features together
    { filename: inPkgA('src/routes.tsx'), code: "const page = () => import('./features/alerts/pages/AlertsPage');" },
    { filename: inPkgA('src/i18n/messages.ts'), code: "import { alerts } from '../features/alerts/messages';" },
    // shared folders import each other and packages
    { filename: inPkgA('src/api/axie-api.ts'), code: "import { a } from '../domain/selection'; import { b } from '@criadero/declared';" },
    // outside src/ the rule has nothing to say
    { filename: inPkgA('webpack.config.ts'), code: "import { a } from './src/features/alerts/x';" },
  ],
  invalid: [
    {
      filename: inPkgA('src/features/alerts/watch-filter.ts'),
      code: "import { searchPartIds } from '../breeding/domain/selection';",
      errors: [{ messageId: 'otherFeature', data: { source: '../breeding/domain/selection', target: 'breeding', from: 'alerts' } }],
    },
    { filename: inPkgA('src/features/alerts/pages/AlertsPage.tsx'), code: "import type { A } from '../../breeding/state/atoms';", errors: [{ messageId: 'otherFeature' }] },
    { filename: inPkgA('src/features/alerts/pages/AlertsPage.tsx'), code: "const m = () => import('../../breeding/Modal');", errors: [{ messageId: 'otherFeature' }] },
    { filename: inPkgA('src/features/alerts/test/AlertsPage.test.tsx'), code: "import { searchMarket } from '../../breeding/api/axie-api';", errors: [{ messageId: 'otherFeature' }] },
    { filename: inPkgA('src/components/Picker.tsx'), code: "import { atom } from '../features/breeding/state/atoms';", errors: [{ messageId: 'sharedToFeature' }] },
    { filename: inPkgA('src/testing/render.tsx'), code: "export { Page } from '../features/breeding/Page';", errors: [{ messageId: 'sharedToFeature' }] },
  ],
});
