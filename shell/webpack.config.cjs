const path = require('node:path');
const { createHostConfig, createEmbedConfig } = require('@criadero/build-config/webpack');

const runtimePlugins = [path.join(__dirname, 'src/remotes/remote-failure-plugin.ts')];

module.exports = (_env, argv) => [
  createHostConfig(
    { dir: __dirname, name: 'shell', runtimePlugins, copy: [{ from: path.join(__dirname, 'public'), to: '.' }] },
    argv,
  ),
  // embed.js for partner sites: one tool in a shadow root
  createEmbedConfig({ dir: __dirname, name: 'criadero_embed', entry: './src/embed/index.ts', runtimePlugins }, argv),
];
