// index.html names the scripts the host's first render needs, so the browser fetches them beside
// main.js instead of after it.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The script files a host loads before its first render: the chunks of the entry's async
 * boundary (`import('./bootstrap')`) and, for each shared singleton those chunks consume, the
 * chunks of the host's own provided copy (with loaded-first and no remote registered yet, the
 * copy the runtime picks; a consume's fallback is bundled apart and not loaded then), following
 * what those copies consume in turn. A lazy import inside them (a dialog, a wallet) is not
 * followed: it loads when used.
 */
function startupScripts(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryChunks = new Set(entry.chunks);
  const groupsOf = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
  // share key -> the chunk groups of the host's provided copy (registered by the entry at start)
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, [...(provided.get(module._name) ?? []), ...groupsOf(module)]);
  }
  const chunks = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (entryChunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        (provided.get(module.options.shareKey) ?? groupsOf(module)).forEach(visit);
      }
    }
  };
  for (const chunk of entryChunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // the providers' own blocks load only when a consumer asks for them (followed above)
      if (module.type !== 'provide-module') groupsOf(module).forEach(visit);
    }
  }
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
}

/**
 * Adds a `<link rel="preload" as="script" fetchpriority="low">` per startup script to the page
 * HtmlWebpackPlugin writes, and marks the entry's own `<script defer>` low as well. All of them
 * at one priority: Chromium holds back a low request on an HTTP/1.1 origin while high ones are in
 * flight (a high preload beside the low deferred entry left the entry that runs them all to
 * arrive last). Low, as a deferred script is by default: none of them blocks the first paint (the
 * served page draws the opening texts), and a high-priority script counts as render-blocking in
 * Lighthouse's model of a phone, which then waits for all of them before the first paint.
 */
class StartupPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = data.publicPath;
        const preloads = startupScripts(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` }),
        );
        for (const tag of [...data.headTags, ...data.bodyTags]) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'low';
        }
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
