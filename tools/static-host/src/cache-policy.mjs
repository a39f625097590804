// How long a browser may keep a built file, and how it is sent: the one policy for every bundle
// host (each remote's static host and the gateway serving the shell).
import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// webpack's `[name].[contenthash:8].js` (and its .br/.gz copies): the name changes with the bytes
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;

/**
 * Hashed files never change, so they are cached for a year; every other file (index.html,
 * mf-manifest.json, remoteEntry.js, nav-manifest.json, embed.js, favicon.svg) names the
 * hashed ones and must be revalidated after a deploy.
 */
export function cacheControlFor(filePath) {
  return HASHED.test(basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

/**
 * @fastify/static options for a built bundle: the build's brotli and gzip copies sent to the
 * browsers that accept them (`preCompressed`, with `Vary: Accept-Encoding`), and the cache policy.
 */
export function bundleStaticOptions(root) {
  return {
    root,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  };
}
