import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { startTransition, useCallback, useEffect } from 'react';
import type { NavRoute, RemoteModule, RemoteRegistryEntry } from '@criadero/remote-contract';
import { localeAtom } from '@criadero/session';
import { fetchRegistry, openingRemote } from './registry';
import { loadRemoteRoutes, registerAll } from './load-remote';

/**
 * A remote as the shell knows it. `idle`: only its registry entry (and nav) is known, none of
 * its code is loaded; it loads on the first visit to one of its routes (or a hover on its link).
 */
export type RemoteStatus =
  | { status: 'idle'; entry: RemoteRegistryEntry }
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
  const store = useStore();
  return useCallback(
    async (entry: RemoteRegistryEntry) => {
      // the store changes at once (no second load starts); the screens it changes render as a transition
      startTransition(() => setState((s) => ({ ...s, remotes: { ...s.remotes, [entry.name]: { status: 'loading', entry } } })));
      try {
        // the active locale's messages only; another is fetched when the visitor switches to it
        const module = await loadRemoteRoutes(entry, { locales: [store.get(localeAtom)], preloadPath: window.location.pathname });
        // a transition: the page this draws renders in slices that let the browser answer input
        startTransition(() => setState((s) => ({ ...s, remotes: { ...s.remotes, [entry.name]: { status: 'ready', entry, module } } })));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setState((s) => ({ ...s, remotes: { ...s.remotes, [entry.name]: { status: 'failed', entry, message } } }));
      }
    },
    [setState, store],
  );
}

/** Starts loading a remote that nothing has asked for yet (idle); a no-op in any other state. */
export function useEnsureRemote() {
  const store = useStore();
  const load = useLoadRemote();
  return useCallback(
    (name: string) => {
      const remote = store.get(platformAtom).remotes[name];
      if (remote?.status === 'idle') void load(remote.entry);
    },
    [store, load],
  );
}

/**
 * Runs once in the shell: the registry, then registration. Remotes whose entry carries their
 * nav stay idle until needed; one without it (an older registry, a nav manifest that could not
 * be read) is loaded at once, since its route table is the only way to learn its routes.
 */
export function useBootRemotes() {
  const setState = useSetAtom(platformAtom);
  const load = useLoadRemote();
  useEffect(() => {
    let cancelled = false;
    fetchRegistry()
      .then((entries) => {
        if (cancelled) return;
        registerAll(entries);
        // a transition, as above: the menu and the home page render in slices
        startTransition(() => setState({
          registry: 'ready',
          remotes: Object.fromEntries(entries.map((entry) => [entry.name, { status: entry.nav ? 'idle' : 'loading', entry } as RemoteStatus])),
        }));
        entries.filter((entry) => !entry.nav).forEach((entry) => void load(entry));
        // the page being opened: its remote starts loading now rather than after the render that asks for it
        const opening = openingRemote(entries, window.location.pathname);
        if (opening?.nav) void load(opening);
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

/** What the shell draws of a remote: its nav when the registry carries it, else its loaded route table. */
export function navOf(remote: RemoteStatus): { groups: RemoteModule['groups']; routes: NavRoute[] } | undefined {
  if (remote.entry.nav) return remote.entry.nav;
  return remote.status === 'ready' ? remote.module : undefined;
}
