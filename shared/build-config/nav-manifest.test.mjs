import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compileFixture } from './compile-fixture.mjs';

const require = createRequire(import.meta.url);
const { messageCatalogueRule, messageParserAlias } = require('./precompiled-messages-loader.cjs');
const { navManifest, navManifestRule } = require('./nav-manifest-loader.cjs');
const { compressionPlugins } = require('./webpack.cjs');

const made = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const NAV = `import type { RemoteNav } from '@criadero/remote-contract';
export const nav: RemoteNav = {
  groups: [{ id: 'g', labelId: 'x.nav.group', order: 1 }],
  routes: [{ path: '/x-tools/one', group: 'g', order: 1, isNew: true, requiresLogin: true, titleId: 'x.one.title', purposeId: 'x.one.purpose', note: { id: 'x.one.note', dates: { date: '2026-01-17' } } }],
};`;
const catalogue = (enTitle) => `const es = { 'x.nav.group': 'Grupo', 'x.one.title': 'Uno', 'x.one.purpose': 'Para {n} cosas', 'x.one.note': 'Al {date}', 'x.page': 'Página' };
export const messages = { es, en: { 'x.nav.group': 'Group', ${enTitle ? `'x.one.title': '${enTitle}', ` : ''}'x.one.purpose': 'For {n} things', 'x.one.note': 'As of {date}', 'x.page': 'Page' } };`;

/** A remote's src: nav.ts, its catalogue, and a route table that imports both. */
function fixture(catalogueSource) {
  const dir = mkdtempSync(join(process.cwd(), '.tmp-nav-'));
  made.push(dir);
  mkdirSync(join(dir, 'src/i18n'), { recursive: true });
  writeFileSync(join(dir, 'src/nav.ts'), NAV);
  writeFileSync(join(dir, 'src/i18n/messages.ts'), catalogueSource);
  writeFileSync(join(dir, 'src/routes.ts'), `import { nav } from './nav';\nimport { messages } from './i18n/messages';\nexport default { ...nav, messages, padding: ${JSON.stringify('route table '.repeat(200))} };`);
  return dir;
}

async function build(dir) {
  await compileFixture({
    context: dir,
    entry: './src/routes.ts',
    output: { path: join(dir, 'dist'), filename: 'routes.js' },
    resolve: { extensions: ['.ts', '.js'], alias: messageParserAlias },
    module: {
      rules: [
        messageCatalogueRule,
        navManifestRule,
        { test: /\.ts$/, use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' } } } } },
      ],
    },
    plugins: compressionPlugins(),
  });
  return join(dir, 'dist');
}

describe('nav-manifest.json', () => {
  it("is written from the remote's nav.ts with its titles in every locale, precompiled", async () => {
    const dist = await build(fixture(catalogue('One')));
    const manifest = JSON.parse(readFileSync(join(dist, 'nav-manifest.json'), 'utf8'));
    expect(manifest.groups).toEqual([{ id: 'g', labelId: 'x.nav.group', order: 1 }]);
    expect(manifest.routes).toEqual([
      { path: '/x-tools/one', group: 'g', order: 1, isNew: true, requiresLogin: true, titleId: 'x.one.title', purposeId: 'x.one.purpose', note: { id: 'x.one.note', dates: { date: '2026-01-17' } } },
    ]);
    // only the nav's ids (a page's note among them), not the pages' messages
    expect(Object.keys(manifest.messages.en).sort()).toEqual(['x.nav.group', 'x.one.note', 'x.one.purpose', 'x.one.title']);
    expect(manifest.messages.en['x.one.title']).toEqual([{ type: 0, value: 'One' }]);
    expect(manifest.messages.es['x.one.purpose']).toEqual([{ type: 0, value: 'Para ' }, { type: 1, value: 'n' }, { type: 0, value: ' cosas' }]);
  }, 60_000);

  it("carries a note read from the service with its tag and the other note the answer may pick", () => {
    const note = { id: 'x.sample', tagId: 'x.sampleTag', read: { path: '/api/x/info', texts: { asOf: 'source.asOf' }, when: { field: 'source.kind', equals: 'sample', otherwise: { id: 'x.imported' } } } };
    const nav = { groups: [], routes: [{ path: '/x-tools/one', group: 'g', order: 1, titleId: 'x.title', purposeId: 'x.purpose', note }] };
    const table = { 'x.title': 'T', 'x.purpose': 'P', 'x.sample': 'Ejemplo al {asOf}', 'x.sampleTag': 'Ejemplo', 'x.imported': 'Importado al {asOf}', 'x.page': 'Página' };
    const manifest = navManifest(nav, { es: table }, 'messages.ts');
    expect(manifest.routes[0].note).toEqual(note);
    expect(Object.keys(manifest.messages.es).sort()).toEqual(['x.imported', 'x.purpose', 'x.sample', 'x.sampleTag', 'x.title']);
    const { 'x.imported': _, ...withoutImported } = table;
    expect(() => navManifest(nav, { es: withoutImported }, 'messages.ts')).toThrow(/x\.imported.*missing in the es catalogue/);
  });

  it('fails the build naming an id a locale lacks', async () => {
    await expect(build(fixture(catalogue(null)))).rejects.toThrow(/x\.one\.title.*missing in the en catalogue/);
  }, 60_000);
});

describe('precompressed copies', () => {
  it('writes a .br and a .gz next to each file that shrinks, decompressing to it', async () => {
    const dist = await build(fixture(catalogue('One')));
    for (const file of ['routes.js', 'nav-manifest.json']) {
      const original = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original), file).toBe(true);
    }
    expect(existsSync(join(dist, 'routes.js.map.br'))).toBe(false);
  }, 60_000);
});
