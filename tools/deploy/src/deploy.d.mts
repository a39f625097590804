export class DeployError extends Error {}

export interface RegistryEntry {
  name: string;
  entry: string;
  version: string;
  [key: string]: unknown;
}

export function publish(options: {
  remote: string;
  distDir: string;
  cdnDir: string;
  cdnUrl: string;
  registryFile: string;
  version: string;
  /** the mf-manifest.json of the shell the site serves: its shared versions must satisfy the remote's ranges */
  shellManifest: string;
}): RegistryEntry;

export function unsatisfiedShared(
  remoteManifest: { shared?: { name: string; requiredVersion?: string }[] },
  shellManifest: { shared?: { name: string; version: string }[] },
): string[];

export function rollback(options: {
  remote: string;
  cdnDir: string;
  cdnUrl: string;
  registryFile: string;
  to?: string;
}): RegistryEntry;
