// Writes `first-paint.json` next to index.html: the shell's texts the gateway draws into the
// served page before any script runs (its brand, the home page's heading and purpose, the login
// page's texts), per
// locale, as plain strings from the shell's catalogue. The gateway reads it from the built shell
// (services/gateway/src/site/first-paint.ts); the remotes' pages take theirs from nav manifests.
const { CATALOGUE_SOURCE_QUERY } = require('@criadero/build-config/precompiled-messages-loader');

const FIRST_PAINT_TEXTS = 'first-paint.json';
// the login page's texts: a route behind a login opens on it for a visitor without a session
const IDS = ['shell.brand', 'shell.home.title', 'shell.home.purpose', 'shell.login.required.title', 'shell.login.required.text', 'shell.login.required.tool'];

/** Pitching loader: emits the texts, then lets the catalogue compile as usual. */
module.exports.pitch = async function pitch() {
  const callback = this.async();
  try {
    const { shellMessages } = await this.importModule(`${this.resourcePath}${CATALOGUE_SOURCE_QUERY}`);
    const texts = {};
    for (const [locale, table] of Object.entries(shellMessages)) {
      texts[locale] = Object.fromEntries(IDS.map((id) => [id, table[id]]));
    }
    this.emitFile(FIRST_PAINT_TEXTS, `${JSON.stringify(texts)}\n`);
    callback();
  } catch (error) {
    callback(error);
  }
};

/** Its rule: before the catalogue's own (the first pitch runs first; the catalogue's ends the chain). */
module.exports.firstPaintTextsRule = {
  test: /[\\/]shell[\\/]src[\\/]i18n[\\/]messages\.ts$/,
  resourceQuery: { not: [/catalogue-source|locale=/] },
  enforce: 'post',
  use: __filename,
};
