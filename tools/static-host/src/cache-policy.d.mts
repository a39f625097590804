import type { FastifyReply } from 'fastify';

export const IMMUTABLE: 'public, max-age=31536000, immutable';
export const REVALIDATE: 'no-cache';
/** `IMMUTABLE` for content-hashed files, `REVALIDATE` for every other file. */
export function cacheControlFor(filePath: string): string;
/** @fastify/static options for a built bundle: precompressed copies and the cache policy. */
export function bundleStaticOptions(root: string): {
  root: string;
  preCompressed: true;
  setHeaders: (reply: FastifyReply, filePath: string) => void;
};
