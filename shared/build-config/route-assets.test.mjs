// route-assets.json names, per route of a remote's route table, the chunks its lazy page loads
// (a loader declared apart included) and, per locale, the messages chunk: checked against the
// chunks webpack wrote for each import.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, expect, it } from 'vitest';
import { compileFixture } from './compile-fixture.mjs';

const require = createRequire(import.meta.url);
const { RouteAssetsPlugin, ROUTE_ASSETS } = require('./route-assets-plugin.cjs');

const made = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const ROUTES = `const lazyPage = (load) => load;
const withModals = () => Promise.all([import(/* webpackChunkName: "two" */ './two'), import(/* webpackChunkName: "modals" */ './modals')]);
const routes = {
  '/x-tools/one': lazyPage(() => import(/* webpackChunkName: "one" */ './one')),
  '/x-tools/two': lazyPage(withModals),
};
export default { routes, rootMounts: [lazyPage(() => import(/* webpackChunkName: "mount" */ './mount'))], messages: { es: () => import(/* webpackChunkName: "messages-es" */ './es'), pt: () => import(/* webpackChunkName: "messages-pt" */ './pt') } };`;

function fixture() {
  const dir = mkdtempSync(join(process.cwd(), '.tmp-route-assets-'));
  made.push(dir);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/routes.tsx'), ROUTES);
  for (const name of ['one', 'two', 'modals', 'mount', 'es', 'pt']) writeFileSync(join(dir, `src/${name}.ts`), `export default ${JSON.stringify(name.repeat(10))};`);
  return dir;
}

async function build(dir) {
  const stats = await compileFixture({
    context: dir,
    entry: './src/routes.tsx',
    output: { path: join(dir, 'dist'), filename: 'routes.js', chunkFilename: '[name].[contenthash:8].js' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [{ test: /\.tsx?$/, use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript', tsx: true } } } } }] },
    plugins: [new RouteAssetsPlugin({ routesFile: join(dir, 'src/routes.tsx') })],
  });
  return stats.toJson({ all: false, chunks: true });
}

it('names each route its page chunks and each locale its messages chunk, nothing for a root mount', async () => {
  const dir = fixture();
  const stats = await build(dir);
  const filesOf = (name) => stats.chunks.find((chunk) => chunk.names.includes(name)).files;
  const assets = JSON.parse(readFileSync(join(dir, 'dist', ROUTE_ASSETS), 'utf8'));
  expect(assets).toEqual({
    routes: { '/x-tools/one': filesOf('one'), '/x-tools/two': [...filesOf('modals'), ...filesOf('two')].sort() },
    messages: { es: filesOf('messages-es'), pt: filesOf('messages-pt') },
  });
  expect(filesOf('one')[0]).toMatch(/^one\.[0-9a-f]{8}\.js$/);
}, 60_000);
