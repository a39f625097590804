// Build-time report of shared-singleton mismatches: a remote that declares a range the
// platform's shared version does not satisfy would, at run time, get the shell's copy anyway
// (singletons, loaded-first) — so say it loudly while building, not in a user's console.
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const { SINGLETONS, installedVersion, packageName } = require('./shared-deps.cjs');

/** @returns {{ pkg: string, declared: string, shared: string }[]} */
function sharedVersionMismatches(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = { ...manifest.devDependencies, ...manifest.peerDependencies, ...manifest.dependencies };
  const mismatches = [];
  for (const pkg of new Set(SINGLETONS.map(packageName))) {
    const range = declared[pkg];
    if (!range) continue;
    const shared = installedVersion(pkg, dir);
    if (!semver.satisfies(shared, range, { includePrerelease: true })) mismatches.push({ pkg, declared: range, shared });
  }
  return mismatches;
}

// The router is shared through the @criadero/router facade; a bundle that depends on
// react-router(-dom) itself would carry a second router with its own context.
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'];

/** @returns {string[]} router packages the package at `dir` depends on directly */
function routerBypasses(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (manifest.name === '@criadero/router') return [];
  const declared = { ...manifest.devDependencies, ...manifest.peerDependencies, ...manifest.dependencies };
  return ROUTER_PACKAGES.filter((pkg) => pkg in declared);
}

/** Webpack plugin: warnings (errors with CRIADERO_STRICT_SHARED=1) for each mismatch. */
class SharedVersionCheckPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedVersionCheckPlugin', (compilation) => {
      for (const m of sharedVersionMismatches(this.dir)) {
        const error = new compiler.webpack.WebpackError(
          `[criadero] ${path.basename(this.dir)} declares ${m.pkg}@${m.declared} but the platform shares ${m.pkg}@${m.shared} as a singleton; the shared copy will be used at run time`,
        );
        (process.env.CRIADERO_STRICT_SHARED === '1' ? compilation.errors : compilation.warnings).push(error);
      }
      for (const pkg of routerBypasses(this.dir)) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(`[criadero] ${path.basename(this.dir)} depends on ${pkg}: import the router from @criadero/router (the shared singleton), or it gets a second router`),
        );
      }
    });
  }
}

module.exports = { sharedVersionMismatches, routerBypasses, SharedVersionCheckPlugin };
