export const IMMUTABLE: 'public, max-age=31536000, immutable';
/** `IMMUTABLE` for content-hashed files, `no-cache` for every other file. */
export function cacheControlFor(filePath: string): string;
/** @fastify/static options for a built bundle: precompressed copies, the cache policy, no developer-only files in production. */
export function bundleStaticOptions(
  root: string,
  options?: { production?: boolean },
): {
  root: string;
  preCompressed: true;
  allowedPath: (pathName: string) => boolean;
  setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => void;
};
