// Builds a message catalogue module (`src/i18n/messages.ts` of the shell, each remote and the ui
// kit) into its precompiled form: every ICU string becomes the AST react-intl would otherwise
// parse in the browser. Bundles then resolve react-intl's parser to its `no-parser` entry
// (see MESSAGE_PARSER_ALIAS), which takes ~7 KB gzipped off the shell's first page.
// This is formatjs's documented "pre-compiling messages" flow, done at the module level so the
// TypeScript sources, their types and the catalogue tests keep plain strings.
const { parse } = require('@formatjs/icu-messageformat-parser');

/** Query marking the catalogue's own TypeScript, executed at build time (not rewritten again). */
const SOURCE_QUERY = '?catalogue-source';

const isPlainObject = (value) => value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** `{ es: { id: 'text' }, en: {...} }`: one table of strings per locale. */
const isLocalizedMessages = (value) =>
  isPlainObject(value) &&
  Object.values(value).length > 0 &&
  Object.values(value).every((table) => isPlainObject(table) && Object.values(table).every((text) => typeof text === 'string'));

function compileCatalogue(catalogue, file) {
  const compiled = {};
  for (const [locale, table] of Object.entries(catalogue)) {
    compiled[locale] = {};
    for (const [id, text] of Object.entries(table)) {
      try {
        compiled[locale][id] = parse(text);
      } catch (error) {
        throw new Error(`${file}: message "${id}" (${locale}) is not valid ICU: ${error.message}`, { cause: error });
      }
    }
  }
  return compiled;
}

/** JavaScript for one export: catalogues precompiled, the id lists (Sets, arrays) and plain data as they are. */
function exportValue(name, value, file) {
  if (isLocalizedMessages(value)) return JSON.stringify(compileCatalogue(value, file));
  if (value instanceof Set) return `new Set(${JSON.stringify([...value])})`;
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    throw new Error(`${file}: export "${name}" is a ${typeof value}; a message catalogue module exports data only`);
  }
  return JSON.stringify(value);
}

/** `?locale=es`: the module for one locale's tables (a chunk of its own). */
const LOCALE_QUERY = /[?&]locale=([A-Za-z-]+)/;

/** One locale's tables of every catalogue export: `export const messages = {...es table}`. */
function oneLocaleModule(source, locale, file) {
  return Object.entries(source)
    .filter(([, value]) => isLocalizedMessages(value))
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(compileCatalogue({ [locale]: value[locale] ?? {} }, file)[locale])};`);
}

/**
 * The catalogue as a remote's bundle ships it: each locale's tables in a chunk of their own, so a
 * visitor downloads only the active locale's. A catalogue export starts empty and carries, under
 * Symbol.for('criadero.loadLocale'), the function that fetches one locale and fills it in
 * (`loadLocaleMessages` of @criadero/remote-contract); the other exports stay as they are.
 */
function perLocaleModule(source, file) {
  const request = JSON.stringify(`./${require('node:path').basename(file)}`);
  return Object.entries(source)
    .filter(([name]) => name !== '__esModule')
    .map(([name, value]) => {
      if (!isLocalizedMessages(value)) return `export const ${name} = ${exportValue(name, value, file)};`;
      const loaders = Object.keys(value).map(
        (locale) => `${JSON.stringify(locale)}: () => import(/* webpackChunkName: "messages-${locale}" */ ${request.slice(0, -1)}?locale=${locale}")`,
      );
      return `export const ${name} = {};
Object.defineProperty(${name}, Symbol.for('criadero.loadLocale'), {
  value: (locale) => {
    const load = { ${loaders.join(', ')} }[locale];
    return load ? load().then((m) => { ${name}[locale] = m.${name}; }) : Promise.resolve();
  },
});`;
    });
}

/** Pitching loader: replaces the module before swc sees it with the precompiled exports. */
module.exports.pitch = async function pitch() {
  const callback = this.async();
  try {
    const source = await this.importModule(`${this.resourcePath}${SOURCE_QUERY}`);
    const { perLocale } = this.getOptions() ?? {};
    const locale = LOCALE_QUERY.exec(this.resourceQuery)?.[1];
    const lines = locale
      ? oneLocaleModule(source, locale, this.resourcePath)
      : perLocale === this.resourcePath
        ? perLocaleModule(source, this.resourcePath)
        : Object.entries(source)
            .filter(([name]) => name !== '__esModule')
            .map(([name, value]) => (name === 'default' ? `export default ${exportValue(name, value, this.resourcePath)};` : `export const ${name} = ${exportValue(name, value, this.resourcePath)};`));
    callback(null, `// precompiled from ${this.resourcePath} by @criadero/build-config\n${lines.join('\n')}\n`);
  } catch (error) {
    callback(error);
  }
};

/** The webpack rule for catalogue modules; `post` puts it first in the chain, so its pitch runs before swc. */
const messageCatalogueRule = {
  test: /[\\/]src[\\/]i18n[\\/]messages\.ts$/,
  resourceQuery: { not: [/catalogue-source/] },
  enforce: 'post',
  use: __filename,
};

/** What bundles resolve react-intl's parser to once every catalogue is precompiled. */
const messageParserAlias = {
  '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};

/** The rule for a remote: its own catalogue (`<dir>/src/i18n/messages.ts`) ships per locale. */
const perLocaleCatalogueRule = (catalogueFile) => ({ ...messageCatalogueRule, use: { loader: __filename, options: { perLocale: catalogueFile } } });

module.exports.messageCatalogueRule = messageCatalogueRule;
module.exports.perLocaleCatalogueRule = perLocaleCatalogueRule;
module.exports.compileCatalogue = compileCatalogue;
module.exports.CATALOGUE_SOURCE_QUERY = SOURCE_QUERY;
module.exports.messageParserAlias = messageParserAlias;
