import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { RemoteModule, RemoteRegistryEntry } from '@criadero/platform';
import { fetchRegistry } from './registry';
import { loadRemoteRoutes, registerAll } from './load-remote';

export type RemoteStatus =
  | { status: 'loading'; entry: RemoteRegistryEntry }
  | { status: 'ready'; entry: RemoteRegistryEntry; module: RemoteModule }
  | { status: 'failed'; entry: RemoteRegistryEntry; message: string };

export interface PlatformState {
  registry: 'loading' | 'ready' | 'failed';
  remotes: Record<string, RemoteStatus>;
}

export const platformAtom = atom<PlatformState>({ registry: 'loading', remotes: {} });

/** Loads (or reloads) one remote and records the outcome. */
export function useLoadRemote() {
  const setState = useSetAtom(platformAtom);
  return useCallback(
    async (entry: RemoteRegistryEntry) => {
      setState((s) => ({ ...s, remotes: { ...s.remotes, [entry.name]: { status: 'loading', entry } } }));
      try {
        const module = await loadRemoteRoutes(entry);
        setState((s) => ({ ...s, remotes: { ...s.remotes, [entry.name]: { status: 'ready', entry, module } } }));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setState((s) => ({ ...s, remotes: { ...s.remotes, [entry.name]: { status: 'failed', entry, message } } }));
      }
    },
    [setState],
  );
}

/** Runs once in the shell: registry, registration, then every remote's route table in parallel. */
export function useBootRemotes() {
  const setState = useSetAtom(platformAtom);
  const load = useLoadRemote();
  useEffect(() => {
    let cancelled = false;
    fetchRegistry()
      .then((entries) => {
        if (cancelled) return;
        registerAll(entries);
        setState({
          registry: 'ready',
          remotes: Object.fromEntries(entries.map((entry) => [entry.name, { status: 'loading', entry } as RemoteStatus])),
        });
        entries.forEach((entry) => void load(entry));
      })
      .catch((error: unknown) => {
        console.error('[criadero] remote registry unavailable', error);
        if (!cancelled) setState({ registry: 'failed', remotes: {} });
      });
    return () => {
      cancelled = true;
    };
  }, [load, setState]);
}

export function usePlatform() {
  return useAtomValue(platformAtom);
}
