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
const any = (names) => `(?:${names.join('|')})`;
// a specifier for one of these packages or any of their subpaths
const packages = (namePattern) => `^@criadero/${namePattern}(?:/.*)?$`;
const notPackages = (namePattern) => `^@criadero/(?!${namePattern}(?:/|$))`;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LAYERS_DOC = 'See docs/architecture.md, "Layers".';
const SERVICE_NAME = '(?:service-[^/]+|gateway)';

/**
 * The shell's and each remote's restrictions: shared packages only (no service, gateway, tool or
 * other app). `typeOnly` and `allowed` are the specifiers one file is granted by an exception below.
 */
function appImports(own, { typeOnly = [], allowed = [] } = {}) {
  const granted = [...typeOnly, ...allowed];
  const exceptGranted = granted.length ? `(?!${any(granted.map((name) => escape(name.replace(/^@criadero\//, ''))))}$)` : '';
  return {
    paths: typeOnly.map((name) => ({
      name,
      allowTypeImports: true,
      message: `Only types may come from ${name} here (a listed exception). ${LAYERS_DOC}`,
    })),
    patterns: [
      {
        regex: `^@criadero/${exceptGranted}${SERVICE_NAME}(?:/.*)?$`,
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

/**
 * Known exceptions (issue 23.1 moved the remotes' API types to `@criadero/api-contracts/<domain>` and
 * Craft World's speed rules to `@criadero/craftworld-rules`). Each file may import exactly the
 * listed specifiers; `typeOnly` ones only with `import type`/`export type`, so no service code
 * reaches a bundle.
 */
const APP_EXCEPTIONS = {
  // a test, not bundled: runs the real horse service in process (embedded store, ledgers) behind the
  // page; its place is an integration suite that may import both sides (still open in issue 23.1)
  'mfe-horse/src/features/marketplace/MarketplacePage.test.tsx': {
    allowed: ['@criadero/service-horse', '@criadero/service-kit', '@criadero/service-kit/store', '@criadero/service-users'],
  },
};

const restrict = (options) => ({ '@typescript-eslint/no-restricted-imports': ['error', options] });

/** The layers: who may import whom (the core rule's typescript-eslint extension, for `import type`). */
const layers = [
  ...['shell', ...REMOTES].map((app) => ({ files: [`${app}/**`], rules: restrict(appImports(app)) })),
  ...Object.entries(APP_EXCEPTIONS).map(([file, exception]) => ({
    files: [file],
    rules: restrict(appImports(file.split('/')[0], exception)),
  })),
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
  {
    files: ['services/**'],
    rules: restrict({
      patterns: [
        {
          regex: `^(?:react|react-dom)(?:/.*)?$|${packages('(?:shell|mfe-[^/]+|ui|router)')}`,
          caseSensitive: true,
          message: `Services import no screen code (React, @criadero/ui, @criadero/router, the shell or a remote). ${LAYERS_DOC}`,
        },
      ],
    }),
  },
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
    },
  },
  ...layers,
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
