import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const REMOTE_DIRS = ['mfe-axie', 'mfe-apeiron', 'mfe-craftworld', 'mfe-horse', 'mfe-lumiterra-pixels', 'mfe-billing'] as const;

export interface RemoteEntrySize {
  remote: string;
  files: string[];
  /** bytes of the build's brotli copies: what the remote's host sends a browser that accepts br */
  brotliBytes: number;
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

/** The brotli copy's size, or the file's own when the build made no copy (it would not shrink). */
const sentBytes = (file: string) => (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size);

/**
 * What the shell fetches from a remote on the first visit to one of its routes, before the
 * page's own chunk: remoteEntry.js and the synchronous chunks of the exposed `./routes` (read
 * from the built mf-manifest.json), as sent.
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
    return { remote: dir, files, brotliBytes: files.reduce((sum, file) => sum + sentBytes(join(dist, file)), 0) };
  });
}
