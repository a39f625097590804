// Webpack factories for the shell (host) and the remotes. Everything that differs between
// packages is a parameter; everything else (TS via swc, MF shared singletons, manifest) is here.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-deps.cjs');
const { SharedVersionCheckPlugin } = require('./shared-version-check.cjs');
// Message catalogues are precompiled at build time, so the browser never parses ICU.
const { messageCatalogueRule, messageParserAlias } = require('./precompiled-messages-loader.cjs');

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
 * A remote: exposes `./routes` (its route table, nav entries and messages) plus whatever
 * tools it lets partners embed. publicPath 'auto' so the same build works from any origin.
 */
function createRemoteConfig({ dir, name, exposes }, argv = {}) {
  const config = baseConfig({ dir, mode: argv.mode, publicPath: 'auto' });
  config.plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      manifest: true,
      shared: sharedSingletons(dir),
      dts: false,
      experiments: BROWSER_ONLY,
    }),
    new SharedVersionCheckPlugin(dir),
  ];
  return config;
}

/** The host: no remote is known at build time; they come from /remotes.json at run time. */
function createHostConfig({ dir, name, runtimePlugins = [], copy = [] }, argv = {}) {
  // the embed loader builds into dist/embed in the same run: keep it
  const config = baseConfig({ dir, mode: argv.mode, publicPath: '/', clean: { keep: /^embed\// } });
  const CopyPlugin = require('copy-webpack-plugin');
  config.plugins = [
    new ModuleFederationPlugin({
      name,
      remotes: {},
      shared: sharedSingletons(dir),
      shareStrategy: 'loaded-first',
      runtimePlugins,
      dts: false,
      experiments: BROWSER_ONLY,
    }),
    new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html') }),
    ...(copy.length ? [new CopyPlugin({ patterns: copy })] : []),
  ];
  return config;
}

/**
 * A second host for partner pages (embed.js): same shared singletons as the shell, but
 * publicPath 'auto' because it runs on someone else's origin, and no HTML page.
 */
function createEmbedConfig({ dir, name, entry, runtimePlugins = [] }, argv = {}) {
  const config = baseConfig({ dir, mode: argv.mode, publicPath: 'auto', entry: { embed: entry }, outDir: 'dist/embed' });
  config.plugins = [
    new ModuleFederationPlugin({
      name,
      remotes: {},
      shared: sharedSingletons(dir),
      shareStrategy: 'loaded-first',
      runtimePlugins,
      dts: false,
      experiments: BROWSER_ONLY,
    }),
  ];
  return config;
}

module.exports = { createRemoteConfig, createHostConfig, createEmbedConfig };
