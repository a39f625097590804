const path = require('node:path');
const { createHostConfig } = require('@criadero/build-config/webpack');

module.exports = (_env, argv) =>
  createHostConfig(
    {
      dir: __dirname,
      name: 'shell',
      runtimePlugins: [path.join(__dirname, 'src/remotes/remote-failure-plugin.ts')],
      copy: [{ from: path.join(__dirname, 'public'), to: '.' }],
    },
    argv,
  );
