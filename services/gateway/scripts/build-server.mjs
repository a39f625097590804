// Builds the gateway (every service, the platform kit and the shared packages they use) to one
// JavaScript file, dist/server.js, that `node` runs with no TypeScript loader: `npm run start:prod`.
//
// esbuild bundles the workspace packages (their `exports` point at TypeScript sources) and leaves
// every npm dependency external, loaded from node_modules as usual. The bundle runs from this
// checkout: each module's `import.meta.url` is kept as its source file's URL, so the data and
// config files the services read beside their sources (services/*/data, config/) resolve as in
// development. Worker-thread entries (files named *.worker.ts under services/*/src) are built
// beside it, to dist/workers/<name>.js; the pool that starts them picks dist when it runs bundled
// (CRIADERO_BUNDLED, defined below).
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const gateway = fileURLToPath(new URL('..', import.meta.url));
const repo = join(gateway, '..', '..');
const outdir = join(gateway, 'dist');

/** npm dependencies stay external; workspace packages (@criadero/*) and relative files are bundled */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@criadero/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** each source keeps its own import.meta.url (see the header) */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
    });
  },
};

function workerEntries() {
  const entries = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name === 'test') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.worker.ts')) entries[`workers/${basename(name, '.ts')}`] = path;
    }
  };
  walk(join(repo, 'services'));
  return entries;
}

rmSync(outdir, { recursive: true, force: true });
const workers = workerEntries();
const result = await build({
  entryPoints: { server: join(gateway, 'src', 'server.ts'), ...workers },
  outdir,
  bundle: true,
  splitting: false,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  define: { 'process.env.CRIADERO_BUNDLED': '"1"' },
  // CommonJS dependencies bundled into ESM may call require(): give them one
  banner: { js: "import { createRequire as __criaderoRequire } from 'node:module'; const require = __criaderoRequire(import.meta.url);" },
  plugins: [externalNodeModules, sourceUrls],
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
for (const [file, info] of outputs) console.log(`${relative(repo, join(repo, file))}  ${(info.bytes / 1024).toFixed(0)} KB`);
