// Independent deploys of one remote. The CDN folder holds immutable versions:
//   <cdn>/<version>/mf-manifest.json, remoteEntry.js, chunks...   (never overwritten)
//   <cdn>/releases.json                                            (publish order)
// The registry (remotes.json) names the version each remote serves; publishing and rolling
// back only ever rewrite that one entry, so the shell and the other remotes are untouched.
// The entry also carries the version's nav-manifest.json (`nav`): the shell draws the remote's
// menu from it without loading the remote.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import semver from 'semver';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

export class DeployError extends Error {
  name = 'DeployError';
}

const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);

/** Atomic replace: readers never see a half-written registry. */
function writeJsonAtomic(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

function registryEntry(registryFile, remote) {
  const registry = readJson(registryFile, null);
  const entry = registry?.remotes?.find((r) => r.name === remote);
  if (!entry) throw new DeployError(`${registryFile} has no remote named ${remote}`);
  return { registry, entry };
}

function pointRegistry({ registryFile, remote, cdnUrl, version, versionDir }) {
  const { registry, entry } = registryEntry(registryFile, remote);
  entry.entry = `${cdnUrl.replace(/\/$/, '')}/${version}/mf-manifest.json`;
  entry.version = version;
  // that version's navigation; a build without one (older) leaves the gateway to look for it
  const nav = readJson(join(versionDir, 'nav-manifest.json'), null);
  if (nav) entry.nav = nav;
  else delete entry.nav;
  writeJsonAtomic(registryFile, registry);
  return entry;
}

/**
 * The shared packages a remote requires (strictly, as every bundle of the workspace declares its
 * singletons) that the shell's copy does not satisfy: with `loaded-first` the shell's copy is the
 * one the remote gets, so the runtime would refuse the remote on every page load.
 */
export function unsatisfiedShared(remoteManifest, shellManifest) {
  const shellVersions = new Map((shellManifest.shared ?? []).map((s) => [s.name, s.version]));
  return (remoteManifest.shared ?? [])
    .filter((s) => s.requiredVersion && shellVersions.has(s.name))
    .filter((s) => !semver.satisfies(shellVersions.get(s.name), s.requiredVersion))
    .map((s) => `${s.name}: the shell has ${shellVersions.get(s.name)}, the remote requires ${s.requiredVersion}`);
}

/**
 * Copies a built remote into <cdn>/<version>/ (refusing to overwrite a published version, and a
 * remote whose shared-package ranges the served shell does not satisfy), records the release, then
 * points the registry entry at it.
 */
export function publish({ remote, distDir, cdnDir, cdnUrl, registryFile, version, shellManifest }) {
  if (!VERSION.test(version ?? '')) throw new DeployError(`bad version "${version}"`);
  const manifest = readJson(join(distDir, 'mf-manifest.json'), null);
  if (!manifest) throw new DeployError(`${distDir} has no mf-manifest.json: build the remote first`);
  if (manifest.name !== remote) throw new DeployError(`${distDir} holds ${manifest.name}, not ${remote}`);
  const shell = readJson(shellManifest ?? '', null);
  if (!shell) throw new DeployError(`the served shell's mf-manifest.json is needed to check shared versions (${shellManifest ?? 'not given'})`);
  const unsatisfied = unsatisfiedShared(manifest, shell);
  if (unsatisfied.length > 0) throw new DeployError(`${remote} ${version} cannot run on this shell: ${unsatisfied.join('; ')}`);
  registryEntry(registryFile, remote); // fail before copying anything
  const target = join(cdnDir, version);
  if (existsSync(target)) throw new DeployError(`${remote} ${version} is already published; versions are immutable`);
  cpSync(distDir, target, { recursive: true });
  const releasesFile = join(cdnDir, 'releases.json');
  const releases = readJson(releasesFile, { remote, versions: [] });
  releases.versions.push({ version, publishedAt: new Date().toISOString() });
  writeJsonAtomic(releasesFile, releases);
  return pointRegistry({ registryFile, remote, cdnUrl, version, versionDir: target });
}

/** Points the registry back at the release published before the one it serves now (or at `to`). */
export function rollback({ remote, cdnDir, cdnUrl, registryFile, to }) {
  const releases = readJson(join(cdnDir, 'releases.json'), { versions: [] }).versions.map((r) => r.version);
  const current = readJson(registryFile, { remotes: [] }).remotes.find((r) => r.name === remote)?.version;
  let version = to;
  if (!version) {
    const index = releases.indexOf(current);
    if (index <= 0) throw new DeployError(`no release of ${remote} before ${current ?? 'the current one'}`);
    version = releases[index - 1];
  }
  if (!releases.includes(version) || !existsSync(join(cdnDir, version, 'mf-manifest.json'))) {
    throw new DeployError(`${remote} ${version} was never published`);
  }
  return pointRegistry({ registryFile, remote, cdnUrl, version, versionDir: join(cdnDir, version) });
}
