// The one list of Module Federation shared singletons. The shell and every remote build with
// it, so there is exactly one React, one router, one jotai store, one intl and one session.
// Versions are pinned to what is installed in the workspace: a remote built against another
// version is reported by the MF runtime instead of silently loading a second copy.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@criadero/router',
  'jotai',
  'jotai/utils',
  'react-intl',
  'styled-components',
  '@criadero/session',
  '@criadero/session/',
  '@criadero/ui',
  '@criadero/remote-contract',
];

// Walks node_modules folders like Node does (some packages do not export ./package.json).
function installedVersion(pkg, fromDir) {
  const parts = pkg.split('/');
  const base = pkg.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  for (const dir of require.resolve.paths(base) ? module.constructor._nodeModulePaths(fromDir) : []) {
    const manifest = path.join(dir, base, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
  }
  throw new Error(`shared dependency ${base} is not installed (from ${fromDir})`);
}

/** @param {string} fromDir the package being built (resolution starts there) */
function sharedSingletons(fromDir) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg, fromDir);
    shared[pkg] = { singleton: true, requiredVersion: version, version, strictVersion: false };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons, installedVersion };
