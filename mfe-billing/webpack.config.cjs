const { createRemoteConfig } = require('@criadero/build-config/webpack');

module.exports = (_env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'mfe_billing' }, argv);
