// Writes a remote's `nav-manifest.json` from its `src/nav.ts` (paths, groups, flags: the same
// data its route table is built from) and the titles of those entries from its catalogue. The
// shell draws the whole menu from these manifests, carried by the registry, without loading any
// remote (see NavManifest in @criadero/remote-contract).
const path = require('node:path');
const { compileCatalogue, CATALOGUE_SOURCE_QUERY } = require('./precompiled-messages-loader.cjs');

const SOURCE_QUERY = '?nav-source';
const NAV_MANIFEST = 'nav-manifest.json';

/** A note's messages: its text, tag, panel heading and tab labels, the other note the service's answer may pick, and the messages its arguments may be (RouteNote). */
const noteIds = (note) => {
  if (!note) return [];
  const otherwise = note.read?.when?.otherwise;
  const argumentIds = Object.values(note.read?.messages ?? {}).flatMap((pick) => Object.values(pick.ids));
  return [note.id, note.tagId, note.panelTitleId, ...(note.panelTabIds ?? []), otherwise?.id, otherwise?.tagId, ...argumentIds].filter(Boolean);
};

/** The manifest: the nav as declared, plus its group labels, titles, purposes and notes per locale. */
function navManifest(nav, catalogue, file) {
  const ids = [...nav.groups.map((g) => g.labelId), ...nav.routes.flatMap((r) => [r.titleId, r.purposeId, ...noteIds(r.note)])];
  const texts = {};
  for (const [locale, table] of Object.entries(catalogue)) {
    texts[locale] = {};
    for (const id of ids) {
      if (typeof table[id] !== 'string') throw new Error(`${file}: message "${id}" is missing in the ${locale} catalogue`);
      texts[locale][id] = table[id];
    }
  }
  const manifest = { groups: nav.groups, routes: nav.routes, messages: compileCatalogue(texts, file) };
  if (nav.rootMounts) manifest.rootMounts = true;
  return manifest;
}

/** Pitching loader: emits the manifest, then lets the module compile as usual. */
module.exports.pitch = async function pitch() {
  const callback = this.async();
  try {
    const { nav } = await this.importModule(`${this.resourcePath}${SOURCE_QUERY}`);
    if (!nav || !Array.isArray(nav.groups) || !Array.isArray(nav.routes)) throw new Error(`${this.resourcePath} must export \`nav\` ({ groups, routes })`);
    const catalogueFile = path.join(path.dirname(this.resourcePath), 'i18n', 'messages.ts');
    const { messages } = await this.importModule(`${catalogueFile}${CATALOGUE_SOURCE_QUERY}`);
    this.emitFile(NAV_MANIFEST, `${JSON.stringify(navManifest(nav, messages, catalogueFile))}\n`);
    callback();
  } catch (error) {
    callback(error);
  }
};

/** The webpack rule for a remote's `src/nav.ts`. */
const navManifestRule = {
  test: /[\\/]src[\\/]nav\.ts$/,
  resourceQuery: { not: [/nav-source/] },
  enforce: 'post',
  use: __filename,
};

module.exports.navManifestRule = navManifestRule;
module.exports.navManifest = navManifest;
module.exports.NAV_MANIFEST = NAV_MANIFEST;
