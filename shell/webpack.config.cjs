const path = require('node:path');
const { createHostConfig, createEmbedConfig } = require('@criadero/build-config/webpack');
const { firstPaintTextsRule } = require('./first-paint-texts-loader.cjs');

const runtimePlugins = [path.join(__dirname, 'src/remotes/remote-failure-plugin.ts')];

/** The host, writing beside index.html the texts the gateway draws before any script runs. */
function hostConfig(argv) {
  const config = createHostConfig({ dir: __dirname, name: 'shell', runtimePlugins, copy: [{ from: path.join(__dirname, 'public'), to: '.' }] }, argv);
  config.module.rules.unshift(firstPaintTextsRule);
  return config;
}

module.exports = (_env, argv) => [
  hostConfig(argv),
  // embed.js for partner sites: one tool in a shadow root
  createEmbedConfig({ dir: __dirname, name: 'criadero_embed', entry: './src/embed/index.ts', runtimePlugins }, argv),
];
