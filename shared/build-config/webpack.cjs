// Webpack factories for the shell (host) and the remotes. Everything that differs between
// packages is a parameter; everything else (TS via swc, MF shared singletons, manifest) is here.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-deps.cjs');
const { SharedVersionCheckPlugin } = require('./shared-version-check.cjs');
// The host's page preloads the scripts of its first render (see startup-preload-plugin.cjs).
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
// Message catalogues are precompiled at build time, so the browser never parses ICU.
const { messageCatalogueRule, messageParserAlias, perLocaleCatalogueRule } = require('./precompiled-messages-loader.cjs');
// A remote's navigation is written to nav-manifest.json from its src/nav.ts at build time.
const { navManifestRule } = require('./nav-manifest-loader.cjs');
// Each route's page chunks and each locale's messages chunk, for the gateway's Link preloads.
const { RouteAssetsPlugin } = require('./route-assets-plugin.cjs');

/** What is precompressed: text files the browser fetches (source maps only reach devtools). */
const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every compressible file, next to it
 * (`main.js.br`, `main.js.gz`): the static hosts send them (@fastify/static `preCompressed`),
 * so nothing is compressed per request. A file that does not shrink by 20 % gets no copy.
 */
function compressionPlugins() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } }),
    new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/** Production builds ship precompressed copies; development builds do not. */
const withCompression = (config, plugins) => (config.mode === 'production' ? [...plugins, ...compressionPlugins()] : plugins);

function baseConfig({ dir, mode, publicPath, entry = './src/index.ts', outDir = 'dist', clean = true }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, outDir),
      publicPath,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean,
      uniqueName: path.basename(dir),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: messageParserAlias,
      // siwe's message grammar (apg-js) needs Buffer in the browser
      fallback: { buffer: require.resolve('buffer/') },
    },
    module: {
      rules: [
        messageCatalogueRule,
        navManifestRule,
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

// Every bundle runs in browsers only: let the MF runtime drop its Node.js loading paths.
const BROWSER_ONLY = { optimization: { target: 'web' } };

/**
 * A remote: exposes only `./routes` (its route table, nav entries and messages; embeds load
 * their tool through it too). publicPath 'auto' so the same build works from any origin.
 */
function createRemoteConfig({ dir, name, sharedBuiltAgainst }, argv = {}) {
  const config = baseConfig({ dir, mode: argv.mode, publicPath: 'auto' });
  // the remote's own messages ship one chunk per locale (the shell loads the active one)
  config.module.rules[config.module.rules.indexOf(messageCatalogueRule)] = perLocaleCatalogueRule(path.join(dir, 'src', 'i18n', 'messages.ts'));
  config.plugins = withCompression(config, [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      manifest: true,
      shared: sharedSingletons(dir, sharedBuiltAgainst),
      dts: false,
      experiments: BROWSER_ONLY,
    }),
    new SharedVersionCheckPlugin(dir),
    new RouteAssetsPlugin({ routesFile: path.join(dir, 'src', 'routes.tsx') }),
  ]);
  return config;
}

/** A host's federation (the shell and embed.js): no remote at build time, the shared singletons, the shell's copy first. */
function hostFederation({ dir, name, runtimePlugins }) {
  return new ModuleFederationPlugin({
    name,
    remotes: {},
    shared: sharedSingletons(dir),
    shareStrategy: 'loaded-first',
    runtimePlugins,
    dts: false,
    experiments: BROWSER_ONLY,
  });
}

/** The host: no remote is known at build time; they come from /remotes.json at run time. */
function createHostConfig({ dir, name, runtimePlugins = [], copy = [] }, argv = {}) {
  // the embed loader builds into dist/embed in the same run: keep it
  const config = baseConfig({ dir, mode: argv.mode, publicPath: '/', clean: { keep: /^embed\// } });
  // The entry keeps a plain name (main.js, revalidated: no-cache): the federation runtime in
  // it cannot resolve [contenthash] in its own filename (see mfe-axie's webpack config).
  const CopyPlugin = require('copy-webpack-plugin');
  config.plugins = withCompression(config, [
    hostFederation({ dir, name, runtimePlugins }),
    new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html') }),
    new StartupPreloadPlugin(),
    ...(copy.length ? [new CopyPlugin({ patterns: copy })] : []),
  ]);
  return config;
}

/**
 * A second host for partner pages (embed.js): same shared singletons as the shell, but
 * publicPath 'auto' because it runs on someone else's origin, and no HTML page.
 */
function createEmbedConfig({ dir, name, entry, runtimePlugins = [] }, argv = {}) {
  const config = baseConfig({ dir, mode: argv.mode, publicPath: 'auto', entry: { embed: entry }, outDir: 'dist/embed' });
  config.plugins = withCompression(config, [
    hostFederation({ dir, name, runtimePlugins }),
  ]);
  return config;
}

module.exports = { createRemoteConfig, createHostConfig, createEmbedConfig, compressionPlugins };
