import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** @typedef {{ root: string, name: string, declared: Set<string> }} PackageInfo */

// package.json files read in this process, by path; re-read when the file changes (editors keep
// ESLint running while package.json files are edited)
const cache = new Map();

/**
 * The package a file belongs to: the nearest folder above it with a package.json, its name and
 * every dependency it declares (dependencies, devDependencies, peer and optional).
 * @param {string} file absolute path
 * @returns {PackageInfo | undefined}
 */
export function packageOf(file) {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) return readManifest(dir, manifest);
    if (dirname(dir) === dir) return undefined;
  }
}

function readManifest(root, manifest) {
  const mtime = statSync(manifest).mtimeMs;
  const hit = cache.get(manifest);
  if (hit && hit.mtime === mtime) return hit.info;
  const json = JSON.parse(readFileSync(manifest, 'utf8'));
  const declared = new Set(
    ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(json[field] ?? {})),
  );
  const info = { root, name: json.name ?? '', declared };
  cache.set(manifest, { mtime, info });
  return info;
}
