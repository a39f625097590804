// The monorepo's own lint rules: a folder name the layout reserves, features that keep to themselves, and the two workspace boundaries that ESLint core and the installed
// plugins cannot see (they need to know which package.json a file belongs to). The layer rules
// (which package may import which) are plain `no-restricted-imports` options in eslint.config.mjs.
import { isAbsolute, relative, resolve, dirname } from 'node:path';
import { packageOf } from './package-of.mjs';
import { onModuleSources } from './module-sources.mjs';
import { componentDeclaredBy } from './components.mjs';
import { noCrossFeatureImport } from './features.mjs';

const fileOf = (context) => context.physicalFilename ?? context.filename;

/** A relative specifier that resolves outside the importing file's package folder. */
const noRelativeImportOutsidePackage = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow relative imports that leave the package folder (import the other package by its name)' },
    schema: [],
    messages: {
      leaves: "'{{source}}' leaves {{pkg}}: import the other package by its name and declare it in package.json.",
    },
  },
  create(context) {
    const file = fileOf(context);
    const pkg = packageOf(file);
    if (!pkg) return {};
    return onModuleSources((node, source) => {
      if (!source.startsWith('./') && !source.startsWith('../') && source !== '..') return;
      const inside = relative(pkg.root, resolve(dirname(file), source));
      if (inside.startsWith('..') || isAbsolute(inside)) {
        context.report({ node, messageId: 'leaves', data: { source, pkg: pkg.name || pkg.root } });
      }
    });
  },
};

/** An import of a workspace package (by scope) that the importing package.json does not declare. */
const noUndeclaredWorkspaceImport = {
  meta: {
    type: 'problem',
    docs: { description: "disallow importing a workspace package that the importing package's package.json does not declare" },
    schema: [
      {
        type: 'object',
        properties: { scope: { type: 'string', description: "the workspace packages' npm scope, e.g. '@criadero'" } },
        required: ['scope'],
        additionalProperties: false,
      },
    ],
    messages: {
      undeclared:
        "{{dependency}} is not declared in {{pkg}}'s package.json: add it to dependencies (devDependencies when only tests use it) so npm links it and turbo builds it first.",
    },
  },
  create(context) {
    const [{ scope }] = context.options;
    const pkg = packageOf(fileOf(context));
    if (!pkg) return {};
    return onModuleSources((node, source) => {
      if (!source.startsWith(`${scope}/`)) return;
      const dependency = source.split('/').slice(0, 2).join('/');
      if (dependency !== pkg.name && !pkg.declared.has(dependency)) {
        context.report({ node, messageId: 'undeclared', data: { dependency, pkg: pkg.name || pkg.root } });
      }
    });
  },
};

/**
 * A folder named `shared` under a package's `src/`: the root `shared/` holds the packages every app
 * may import, so a package's own `shared` folder reads like one of them. Name the folder for what it
 * holds (`components/`, `api/`, `testing/`, ...).
 */
const noSharedFolderInSrc = {
  meta: {
    type: 'problem',
    docs: { description: "disallow a folder named 'shared' under a package's src/ (name it for what it holds)" },
    schema: [],
    messages: {
      shared:
        "{{file}} is in a folder named 'shared' under src/: the root shared/ holds the workspace's shared packages; name this folder for what it holds (components/, api/, testing/, ...).",
    },
  },
  create(context) {
    const file = fileOf(context);
    const pkg = packageOf(file);
    if (!pkg) return {};
    const folders = relative(pkg.root, dirname(file)).split(/[\\/]/);
    const src = folders.indexOf('src');
    if (src < 0 || !folders.slice(src + 1).includes('shared')) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'shared', data: { file: relative(pkg.root, file) } });
      },
    };
  },
};

const LANGUAGES = ['en', 'es', 'pt'];
const keyName = (property) => property.type === 'Property' && !property.computed && (property.key.name ?? property.key.value);
/** `{ es, en, pt }` written out: a text in every language. */
const isTextsLiteral = (node) =>
  node.properties.length === LANGUAGES.length && node.properties.map(keyName).sort().join() === LANGUAGES.join();
const isServiceError = (node) => node?.type === 'Identifier' && node.name === 'ServiceError';
const insideNewError = (node) => {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'NewExpression' && at.callee.type === 'Identifier' && at.callee.name.endsWith('Error')) return true;
  }
  return false;
};

/**
 * A service's error texts have one home: its contract module (`@criadero/api-contracts/<service>`,
 * the platform's in `@criadero/api-contracts/errors`), where the front ends read the same codes. The
 * service's `src/errors.ts` makes its ServiceError from them; no other file of the service makes one,
 * and no file of it writes an error's `{ es, en, pt }`.
 */
const errorTextsInContract = {
  meta: {
    type: 'problem',
    docs: { description: "keep a service's error texts in its @criadero/api-contracts module and its ServiceError in src/errors.ts" },
    schema: [],
    messages: {
      serviceError: "Make the service's errors in its src/errors.ts (a ServiceError subclass or a function there), with texts from its contract.",
      texts:
        "Error texts live in the service's contract module (@criadero/api-contracts/<service>), beside its codes: move this { es, en, pt } there and read it from src/errors.ts.",
    },
  },
  create(context) {
    const file = fileOf(context);
    const pkg = packageOf(file);
    const inErrorsFile = pkg ? relative(pkg.root, file).split(/[\\/]/).join('/') === 'src/errors.ts' : false;
    return {
      NewExpression(node) {
        if (!inErrorsFile && isServiceError(node.callee)) context.report({ node, messageId: 'serviceError' });
      },
      'ClassDeclaration, ClassExpression'(node) {
        if (!inErrorsFile && isServiceError(node.superClass)) context.report({ node, messageId: 'serviceError' });
      },
      ObjectExpression(node) {
        if (isTextsLiteral(node) && (inErrorsFile || insideNewError(node))) context.report({ node, messageId: 'texts' });
      },
    };
  },
};

/**
 * A React component (a function whose name starts with an uppercase letter, see components.mjs)
 * longer than `max` lines: split it into hooks (fetching, derived state) and named subcomponents.
 */
const maxComponentLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'limit the lines of a React component (a function named with an uppercase first letter)' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, required: ['max'], additionalProperties: false }],
    messages: {
      tooLong:
        'Component {{name}} runs {{lines}} lines (max {{max}}): move its data fetching and derived state into hooks and its parts into subcomponents named for what they show.',
    },
  },
  create(context) {
    const [{ max }] = context.options;
    const check = (node) => {
      const component = componentDeclaredBy(node);
      if (component && component.lines > max) {
        context.report({ node: component.node.id ?? component.node, messageId: 'tooLong', data: { name: component.name, lines: component.lines, max } });
      }
    };
    return { FunctionDeclaration: check, VariableDeclarator: check };
  },
};

export default {
  meta: { name: '@criadero/eslint-rules', version: '0.1.0' },
  rules: {
    'no-relative-import-outside-package': noRelativeImportOutsidePackage,
    'no-undeclared-workspace-import': noUndeclaredWorkspaceImport,
    'no-shared-folder-in-src': noSharedFolderInSrc,
    'error-texts-in-contract': errorTextsInContract,
    'max-component-lines': maxComponentLines,
    'no-cross-feature-import': noCrossFeatureImport,
  },
};
