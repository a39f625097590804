// How long a browser may keep a built file, and how it is sent: the one policy for every bundle
// host (each remote's static host, tools/static-host, and the gateway serving the shell in
// production). Here, beside the webpack factories, because it follows how they name files.
import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// webpack.cjs's `[name].[contenthash:8].js` (and its .br/.gz copies): the name changes with the bytes
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;

/**
 * Hashed files never change, so they are cached for a year; every other file (index.html,
 * mf-manifest.json, remoteEntry.js, nav-manifest.json, embed.js, favicon.svg) names the
 * hashed ones and must be revalidated after a deploy.
 */
export function cacheControlFor(filePath) {
  return HASHED.test(basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

// Build by-products that only a developer needs: source maps and Module Federation's build
// statistics (mf-stats.json; the runtime reads mf-manifest.json). Published in development,
// never in production (docs/deploy.md, "What a deployment publishes").
const DEVELOPER_ONLY = /(\.map|(^|\/)mf-stats\.json)(\.(br|gz))?$/;

/** Whether a built file is served: everything but developer-only files when `production`. */
function isPublished(filePath, production) {
  return !production || !DEVELOPER_ONLY.test(filePath);
}

/**
 * @fastify/static options for a built bundle: the build's brotli and gzip copies sent to the
 * browsers that accept them (`preCompressed`, with `Vary: Accept-Encoding`), the cache policy,
 * and in production no source maps or build statistics (404).
 */
export function bundleStaticOptions(root, { production = process.env.NODE_ENV === 'production' } = {}) {
  return {
    root,
    preCompressed: true,
    allowedPath: (pathName) => isPublished(pathName, production),
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  };
}
