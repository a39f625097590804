// Builds the gateway (every service, the platform kit and the shared packages they use) to
// JavaScript that `node` runs with no TypeScript loader: dist/server.js (`npm start`,
// `npm run start:prod`), and its two command-line tools: dist/check-config.js (`npm run
// check-config`, the first step of start:prod and of the systemd unit) and dist/store-backup.js
// (`npm run store:backup` / `store:restore` / `store:verify` at the root).
//
// esbuild bundles the workspace packages (their `exports` point at TypeScript sources) and leaves
// every npm dependency external, loaded from node_modules as usual. The bundle runs from this
// checkout: each module's `import.meta.url` is kept as its source file's URL, so the data and
// config files the services read beside their sources (services/*/data, config/) resolve as in
// development, and the CPU pool finds its plain-JavaScript thread entry (platform/src/cpu/worker.mjs).
// CPU task modules, named in the code by `taskModuleUrl(import.meta.url, './x')`, are built as their
// own files under dist/tasks/ at their source path, and those calls are pointed there, so worker
// threads load JavaScript too (services/kit/src/cpu/README.md).
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

const TASK_MODULE = /taskModuleUrl\(import\.meta\.url, '([^']+)'\)/g;
/** where a source file's built task-module twin lives: dist/tasks/<path from the repo>.js */
const taskPath = (source) => join(outdir, 'tasks', relative(repo, source).replace(/\.ts$/, '.js'));

/** each source keeps its own import.meta.url (see the header); task-module names point at dist/tasks */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = readFileSync(args.path, 'utf8')
        .replace(TASK_MODULE, (_call, name) => `taskModuleUrl(${JSON.stringify(pathToFileURL(taskPath(args.path)).href)}, '${name}')`)
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents: source, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
    });
  },
};

/** every module a `taskModuleUrl(import.meta.url, …)` call names, as build entries */
function taskEntries() {
  const entries = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name === 'test') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) {
        const code = readFileSync(path, 'utf8').split('\n').filter((line) => !/^\s*(\*|\/\/)/.test(line)).join('\n');
        for (const [, task] of code.matchAll(TASK_MODULE)) {
          const module = resolve(dirname(path), `${task}.ts`);
          entries[relative(outdir, taskPath(module)).replace(/\.js$/, '')] = module;
        }
      }
    }
  };
  walk(join(repo, 'services'));
  return entries;
}

rmSync(outdir, { recursive: true, force: true });
const tasks = taskEntries();
const result = await build({
  entryPoints: {
    server: join(gateway, 'src', 'server.ts'),
    'check-config': join(gateway, 'src', 'check-config.ts'),
    'store-backup': join(gateway, 'src', 'cli', 'store-backup.ts'),
    ...tasks,
  },
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
  // CommonJS dependencies bundled into ESM may call require(): give them one
  banner: { js: "import { createRequire as __criaderoRequire } from 'node:module'; const require = __criaderoRequire(import.meta.url);" },
  plugins: [externalNodeModules, sourceUrls],
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
for (const [file, info] of outputs) console.log(`${relative(repo, join(repo, file))}  ${(info.bytes / 1024).toFixed(0)} KB`);
