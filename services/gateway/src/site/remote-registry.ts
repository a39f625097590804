import { readFile } from 'node:fs/promises';

import type { RemoteRegistry, RemoteRegistryEntry } from '@criadero/remote-contract';
import { parseNavManifest } from './nav-manifests';

// The registry format is the shell's contract (shared/remote-contract); the gateway only checks it.
type RemoteEntry = RemoteRegistryEntry;
export type { RemoteRegistry };

class RegistryError extends Error {
  override name = 'RegistryError';
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Reads and checks the registry file; a deploy can change it without a restart. */
export async function readRemoteRegistry(file: string): Promise<RemoteRegistry> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new RegistryError(`cannot read remote registry ${file}: ${(error as Error).message}`);
  }
  const remotes = (raw as { remotes?: unknown }).remotes;
  if (!Array.isArray(remotes)) throw new RegistryError(`${file}: "remotes" must be a list`);
  return {
    remotes: remotes.map((remote: Record<string, unknown>, index) => {
      const where = `${file} remotes[${index}]`;
      if (typeof remote.name !== 'string' || !NAME.test(remote.name)) throw new RegistryError(`${where}: bad name`);
      if (typeof remote.entry !== 'string' || !/^https?:\/\//.test(remote.entry)) throw new RegistryError(`${where}: entry must be an http(s) URL`);
      if (typeof remote.version !== 'string') throw new RegistryError(`${where}: version must be a string`);
      const prefixes = remote.prefixes;
      if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string' && p.startsWith('/') && !p.startsWith('/api'))) {
        throw new RegistryError(`${where}: prefixes must be page paths outside /api`);
      }
      if (remote.title !== undefined && typeof remote.title !== 'string') throw new RegistryError(`${where}: title must be a string`);
      const entry: RemoteEntry = { name: remote.name, entry: remote.entry, version: remote.version, prefixes: prefixes as string[] };
      if (typeof remote.title === 'string') entry.title = remote.title;
      // the deploy tool writes the remote's nav manifest into its entry
      if (remote.nav !== undefined) {
        try {
          entry.nav = parseNavManifest(remote.nav, `${where} nav`);
        } catch (error) {
          throw new RegistryError((error as Error).message);
        }
      }
      return entry;
    }),
  };
}

/** The distinct origins the registry's remotes are served from. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  return [...new Set(registry.remotes.map((remote) => new URL(remote.entry).origin))];
}
