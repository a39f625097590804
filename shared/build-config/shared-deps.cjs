// The one list of Module Federation shared singletons. The shell and every remote build with
// it, so there is exactly one React, one router, one jotai store, one intl and one session.
// Each bundle declares the version it was built with and requires its major (`^x.y.z`), strictly:
// with `loaded-first` the shell's copy is the one every remote gets, so a remote built against
// another major of the UI kit or the session would run against an API it was not written for.
// The MF runtime refuses it instead, and the shell shows that tool as unavailable. The workspace
// singletons (`@criadero/*`) carry real versions, bumped with changesets (docs/architecture.md).
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

/** `react/` → `react`, `@criadero/session/` → `@criadero/session` */
const packageName = (key) => (key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]);

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

/**
 * @param {string} fromDir the package being built (resolution starts there)
 * @param {Record<string, string>} [builtAgainst] package → version to declare instead of the
 *   installed one: what a bundle built against another release of that package declares (the
 *   browser test of an incompatible remote builds one this way)
 */
function sharedSingletons(fromDir, builtAgainst = {}) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = builtAgainst[packageName(pkg)] ?? installedVersion(pkg, fromDir);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: true };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons, installedVersion, packageName };
