import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { messageCatalogueRule, messageParserAlias, perLocaleCatalogueRule } = require('./precompiled-messages-loader.cjs');

const made = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A package in the workspace with `src/i18n/messages.ts` and an entry that formats with intl-messageformat. */
function fixture(catalogueSource) {
  const dir = mkdtempSync(join(process.cwd(), '.tmp-msgs-'));
  made.push(dir);
  mkdirSync(join(dir, 'src/i18n'), { recursive: true });
  writeFileSync(join(dir, 'src/i18n/messages.ts'), catalogueSource);
  writeFileSync(
    join(dir, 'src/index.js'),
    `import { IntlMessageFormat } from 'intl-messageformat';
import * as catalogue from './i18n/messages.ts';
export const format = (locale, id, values) => new IntlMessageFormat(catalogue.messages[locale][id], locale).format(values);
export const formatString = (text) => new IntlMessageFormat(text, 'es').format();
export const raw = catalogue;`,
  );
  return dir;
}

/** Builds the fixture for Node with the same catalogue rule and parser alias as every bundle (a remote's with perLocale). */
function build(dir, { perLocale = false } = {}) {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        target: 'node',
        context: dir,
        entry: './src/index.js',
        output: { path: join(dir, 'dist'), filename: 'out.cjs', chunkFilename: '[name].cjs', library: { type: 'commonjs2' } },
        optimization: { minimize: false },
        resolve: { extensions: ['.ts', '.js'], alias: messageParserAlias },
        module: {
          rules: [
            perLocale ? perLocaleCatalogueRule(join(dir, 'src/i18n/messages.ts')) : messageCatalogueRule,
            { test: /\.ts$/, use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' } } } } },
          ],
        },
      },
      (error, stats) => {
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(require(join(dir, 'dist/out.cjs')));
      },
    );
  });
}

describe('precompiled message catalogues', () => {
  it('ships ASTs that format without the ICU parser, and keeps the other exports', async () => {
    const dir = fixture(`type Table = Record<string, string>;
const es: Table = { 'x.count': '{n, plural, one {# axie} other {# axies}}', 'x.hello': 'Hola <b>{name}</b>' };
export const messages: Record<string, Table> = { es, en: { 'x.count': '{n, plural, one {# axie} other {# axies}}', 'x.hello': 'Hi <b>{name}</b>' } };
export const sameInAllLocales = new Set<string>(['x.count']);`);
    const bundle = await build(dir);
    // an AST, not the source string, is what the bundle holds
    expect(Array.isArray(bundle.raw.messages.es['x.count'])).toBe(true);
    expect(bundle.format('es', 'x.count', { n: 1 })).toBe('1 axie');
    expect(bundle.format('en', 'x.count', { n: 1200 })).toBe('1,200 axies');
    expect(bundle.format('es', 'x.hello', { name: 'Ana', b: (chunks) => `[${chunks.join('')}]` })).toBe('Hola [Ana]');
    expect([...bundle.raw.sameInAllLocales]).toEqual(['x.count']);
    // the parser-less entry really is what got bundled: a string message cannot be formatted
    expect(() => bundle.formatString('{n} axies')).toThrow(/uncompiled message/);
  }, 60_000);

  it('fails the build naming the message when a string is not valid ICU', async () => {
    const dir = fixture(`export const messages = { es: { 'x.ok': 'bien', 'x.broken': 'falta {cierre' } };`);
    await expect(build(dir)).rejects.toThrow(/x\.broken.*\(es\) is not valid ICU/);
  }, 60_000);

  it('refuses a catalogue module that exports code', async () => {
    const dir = fixture(`export const messages = { es: { 'x.a': 'a' } };
export function describe() { return 'x'; }`);
    await expect(build(dir)).rejects.toThrow(/export "describe" is a function/);
  }, 60_000);

  it("ships a remote's catalogue one locale per chunk, loaded on demand", async () => {
    const dir = fixture(`export const messages = { es: { 'x.hi': 'Hola {name}' }, en: { 'x.hi': 'Hi {name}' }, pt: { 'x.hi': 'Olá {name}' } };
export const sameInAllLocales = new Set<string>([]);`);
    const bundle = await build(dir, { perLocale: true });
    const { readdirSync, readFileSync } = await import('node:fs');
    const chunks = readdirSync(join(dir, 'dist')).filter((f) => f.startsWith('messages-'));
    expect(chunks.sort()).toEqual(['messages-en.cjs', 'messages-es.cjs', 'messages-pt.cjs']);
    expect(readFileSync(join(dir, 'dist/out.cjs'), 'utf8')).not.toContain('Olá');
    expect(readFileSync(join(dir, 'dist/messages-pt.cjs'), 'utf8')).toContain('Olá');
    expect(bundle.raw.messages).toEqual({});
    await bundle.raw.messages[Symbol.for('criadero.loadLocale')]('en');
    expect(Object.keys(bundle.raw.messages)).toEqual(['en']);
    expect(bundle.format('en', 'x.hi', { name: 'Ana' })).toBe('Hi Ana');
    expect([...bundle.raw.sameInAllLocales]).toEqual([]);
  }, 60_000);
});
