// Test support: runs webpack on a fixture's config and gives its stats, or the build's errors as a rejection.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

/** Builds `config` (a fixture folder's webpack config) with no minification; resolves with its Stats. */
export function compileFixture(config) {
  return new Promise((resolve, reject) => {
    webpack({ mode: 'production', optimization: { minimize: false }, ...config }, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats);
    });
  });
}
