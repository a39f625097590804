import type { FastifyReply } from 'fastify';

export const IMMUTABLE: 'public, max-age=31536000, immutable';
export const REVALIDATE: 'no-cache';
/** `IMMUTABLE` for content-hashed files, `REVALIDATE` for every other file. */
export function cacheControlFor(filePath: string): string;
/** Whether a built file is served: source maps and mf-stats.json only outside production. */
export function isPublished(filePath: string, production: boolean): boolean;
/** @fastify/static options for a built bundle: precompressed copies, the cache policy, no developer-only files in production. */
export function bundleStaticOptions(
  root: string,
  options?: { production?: boolean },
): {
  root: string;
  preCompressed: true;
  allowedPath: (pathName: string) => boolean;
  setHeaders: (reply: FastifyReply, filePath: string) => void;
};
