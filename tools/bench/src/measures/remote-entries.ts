import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSize } from './gzip';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
export const REMOTE_DIRS = ['mfe-axie', 'mfe-apeiron', 'mfe-craftworld', 'mfe-horse', 'mfe-lumiterra-pixels', 'mfe-billing'] as const;

export interface RemoteEntrySize {
  remote: string;
  files: string[];
  gzipBytes: number;
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

/**
 * What the shell fetches from a remote before it can draw the navigation: remoteEntry.js and
 * the synchronous chunks of the exposed `./routes` (read from the built mf-manifest.json).
 */
export function remoteEntrySizes(): RemoteEntrySize[] {
  return REMOTE_DIRS.map((dir) => {
    const dist = join(REPO, dir, 'dist');
    const manifestFile = join(dist, 'mf-manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`${dir} is not built (no dist/mf-manifest.json): run npx turbo run build --filter=./${dir}`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const routes = manifest.exposes.find((e) => e.path === './routes');
    if (!routes) throw new Error(`${dir} does not expose ./routes`);
    const files = [join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name), ...routes.assets.js.sync];
    return { remote: dir, files, gzipBytes: files.reduce((sum, file) => sum + gzipSize(readFileSync(join(dist, file))), 0) };
  });
}
