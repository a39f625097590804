// The one lint setup of the monorepo: every package's `lint` script runs ESLint from its own
// folder and ESLint finds this file by walking up. TypeScript's own strict checks run in
// `typecheck`; this adds what the compiler does not see (hooks rules, unsafe patterns) and holds
// the architecture's layers (docs/architecture.md, "Layers"): a wrong arrow between packages fails
// `npm test`.
import { readFileSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import criadero from './tools/eslint-rules/src/index.mjs';

const folders = (parent) => readdirSync(new URL(parent, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const packageName = (folder) => JSON.parse(readFileSync(new URL(`./${folder}/package.json`, import.meta.url), 'utf8')).name.replace(/^@criadero\//, '');
/** shared/* packages (names without the scope): the only workspace packages the shell and remotes may import */
const SHARED = folders('./shared/').map((folder) => packageName(`shared/${folder}`));
/** the remotes' folders, which are also their package names without the scope */
const REMOTES = folders('./').filter((name) => name.startsWith('mfe-'));
/** tools/* packages (names without the scope): development, test and deploy tools, never a running service's code */
const TOOLS = folders('./tools/').map((folder) => packageName(`tools/${folder}`));
const any = (names) => `(?:${names.join('|')})`;
// a specifier for one of these packages or any of their subpaths
const packages = (namePattern) => `^@criadero/${namePattern}(?:/.*)?$`;
const notPackages = (namePattern) => `^@criadero/(?!${namePattern}(?:/|$))`;

const LAYERS_DOC = 'See docs/architecture.md, "Layers".';
const SERVICE_NAME = '(?:service-[^/]+|gateway)';

/** The shell's and each remote's restrictions: shared packages only (no service, gateway, tool or other app). */
function appImports(own) {
  return {
    patterns: [
      {
        regex: packages(SERVICE_NAME),
        caseSensitive: true,
        message: `The shell and remotes reach services over HTTP only: take request and response types from a shared package, never from a service or the gateway. ${LAYERS_DOC}`,
      },
      {
        regex: notPackages(any([...SHARED, SERVICE_NAME, own])),
        caseSensitive: true,
        message: `The shell and remotes import shared packages only (shared/*): a remote is loaded at run time by the shell, never imported by another app, and tools are not app code. ${LAYERS_DOC}`,
      },
    ],
  };
}

const restrict = (options) => ({ '@typescript-eslint/no-restricted-imports': ['error', options] });

/** The layers: who may import whom (the core rule's typescript-eslint extension, for `import type`). */
const layers = [
  ...['shell', ...REMOTES].map((app) => ({ files: [`${app}/**`], rules: restrict(appImports(app)) })),
  {
    files: ['shared/**'],
    rules: restrict({
      patterns: [
        {
          regex: notPackages(any(SHARED)),
          caseSensitive: true,
          message: `Shared packages import only other shared packages: no app (shell, mfe-*), service, gateway or tool. ${LAYERS_DOC}`,
        },
      ],
    }),
  },
  ...[
    { files: ['services/**'], tools: [] },
    // a service's own code runs in production: no tool in it (its tests may start one)
    { files: ['services/*/src/**'], tools: TOOLS },
  ].map(({ files, tools }) => ({
    files,
    rules: restrict({
      patterns: [
        {
          regex: `^(?:react|react-dom)(?:/.*)?$|${packages('(?:shell|mfe-[^/]+|ui|router)')}`,
          caseSensitive: true,
          message: `Services import no screen code (React, @criadero/ui, @criadero/router, the shell or a remote). ${LAYERS_DOC}`,
        },
        ...tools.map((tool) => ({
          regex: packages(tool),
          caseSensitive: true,
          message: `A service's code imports no tool (tools/*): what production needs lives in the service or a shared package. ${LAYERS_DOC}`,
        })),
      ],
    }),
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', '**/*.d.ts', '**/*.d.mts', '**/build/**', 'e2e/screenshots/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // every package: imports stay inside the package folder or go through a declared dependency
    plugins: { criadero },
    rules: {
      'criadero/no-relative-import-outside-package': 'error',
      'criadero/no-undeclared-workspace-import': ['error', { scope: '@criadero' }],
      'criadero/no-shared-folder-in-src': 'error',
    },
  },
  ...layers,
  {
    // a remote's tools keep to themselves: what two use lives beside features/, and only the entry
    // (routes.tsx, nav.ts, i18n/) puts them together (docs/remote-layout.md)
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    rules: { 'criadero/no-cross-feature-import': 'error' },
  },
  {
    // Browser code (the shell, the remotes, the shared packages they bundle) runs without Node: a
    // Node global or built-in would need a webpack polyfill or break at run time. Not even
    // `process.env.X`: the build defines no DefinePlugin values (webpack replaces only
    // `process.env.NODE_ENV`, for React's own code), and run-time settings come from the server.
    // Tests, test helpers and the Node tools beside the code are exempt. The type checker cannot
    // hold this line: ethers' declarations reference @types/node, so Node's globals type-check in
    // every program that imports ethers whatever tsconfig's `types` says; this rule is the guard.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/testing/**',
      'shared/ui/src/test-api-server*.ts',
      'shared/genetics/src/cli/**',
      'shared/i18n/src/catalog-check.ts',
      'shared/i18n/src/remote-contract-test.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'module', 'exports', '__dirname', '__filename', 'global', 'setImmediate'].map((name) => ({
          name,
          message: `${name} is Node's: browser code has no Node globals (use globalThis, TextEncoder, import.meta, …).`,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: "Browser code imports no Node built-in (node:*)." },
            {
              regex: '^(?:assert|buffer|child_process|crypto|events|fs|http|https|module|net|os|path|stream|url|util|worker_threads|zlib)(?:/.*)?$',
              message: 'Browser code imports no Node built-in.',
            },
          ],
        },
      ],
    },
  },
  {
    // a service's error texts live in its contract module, its errors are made in src/errors.ts
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'criadero/error-texts-in-contract': 'error' },
  },
  {
    // a component a person can read in one screen: fetching and derived state go in hooks, parts in
    // named subcomponents (`npm run component-sizes` lists the ones over 80 lines)
    files: ['shell/**/*.tsx', 'mfe-*/src/**/*.tsx', 'shared/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.spec.tsx', '**/test/**', '**/tests/**', '**/__tests__/**'],
    rules: { 'criadero/max-component-lines': ['error', { max: 120 }] },
  },
  {
    // browser tests are not React: their use* helpers are vitest hooks, not React hooks
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
