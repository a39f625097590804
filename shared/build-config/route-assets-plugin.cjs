// Writes a remote's `route-assets.json`: for each route of its route table, the script files the
// page's lazy import loads, and for each locale the files of its messages chunk. The gateway
// names them in a page's `Link` header, so a phone fetches them beside the shell's scripts instead
// of after the remote's route table (one round trip each on a slow network).
const acorn = require('acorn');
const { Compilation, sources } = require('webpack');

const NAME = 'RouteAssetsPlugin';
const ROUTE_ASSETS = 'route-assets.json';

/** Every node under `node` (ESTree), depth first. */
function* walk(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) for (const child of value) yield* walk(child);
    else if (value && typeof value === 'object') yield* walk(value);
  }
}

/**
 * The route table's lazy imports, by route path: `'/a/b': lazyPage(() => import('./Page'))`, or a
 * loader declared at the top of the module (`'/a/b': lazyPage(profileWithModals)`, whose
 * `Promise.all([import(...), import(...)])` counts for the route). Keyed by the import's source range.
 */
function routeImports(program) {
  const topLevel = new Map();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') topLevel.set(declarator.id.name, declarator.init);
  }
  const byRange = new Map();
  for (const node of walk(program)) {
    if (node.type !== 'Property' || node.key.type !== 'Literal' || typeof node.key.value !== 'string' || !node.key.value.startsWith('/')) continue;
    for (const inner of walk(node.value)) {
      const imports = inner.type === 'ImportExpression' ? [inner] : inner.type === 'Identifier' && topLevel.has(inner.name) ? [...walk(topLevel.get(inner.name))].filter((n) => n.type === 'ImportExpression') : [];
      for (const found of imports) byRange.set(found.range.join(':'), node.key.value);
    }
  }
  return byRange;
}

const scriptsOf = (group) => [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();

/** The chunks the per-locale catalogue loader names `messages-<locale>` (precompiled-messages-loader.cjs). */
const MESSAGES_CHUNK = /^messages-([A-Za-z-]+)$/;

/**
 * `routesFile`: the module whose object literal maps route paths to lazy pages (`src/routes.tsx`).
 * The files are relative to the remote's public path, as mf-manifest.json's are.
 */
class RouteAssetsPlugin {
  constructor({ routesFile }) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // taken before optimization: a production build concatenates the route table into another module
      let routeTables = [];
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        routeTables = [...modules].filter((module) => module.resource === this.routesFile);
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const routes = {};
        for (const module of routeTables) {
          // the code webpack parsed (after swc): the import dependencies' ranges are offsets in it
          const byRange = routeImports(acorn.parse(module.originalSource().source().toString(), { ecmaVersion: 'latest', sourceType: 'module', ranges: true }));
          for (const block of module.blocks) {
            const range = block.dependencies[0]?.range;
            const path = range && byRange.get(range.join(':'));
            const group = compilation.chunkGraph.getBlockChunkGroup(block);
            if (path && group) routes[path] = [...new Set([...(routes[path] ?? []), ...scriptsOf(group)])].sort();
          }
        }
        if (Object.keys(routes).length === 0) {
          compilation.errors.push(new Error(`${NAME}: no lazy page found in ${this.routesFile}`));
          return;
        }
        const messages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const locale = MESSAGES_CHUNK.exec(name)?.[1];
          if (locale) messages[locale] = scriptsOf(group);
        }
        compilation.emitAsset(ROUTE_ASSETS, new sources.RawSource(`${JSON.stringify({ routes, messages })}\n`));
      });
    });
  }
}

module.exports = { RouteAssetsPlugin, ROUTE_ASSETS };
