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
}): RegistryEntry;

export function rollback(options: {
  remote: string;
  cdnDir: string;
  cdnUrl: string;
  registryFile: string;
  to?: string;
}): RegistryEntry;
