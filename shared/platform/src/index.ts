// The contract between the shell (host) and each remote. A remote exposes `./routes` whose
// default export is a RemoteModule; the shell builds navigation and routing from it, so a game
// team adds a tool by editing its own remote only.
import type { ComponentType, LazyExoticComponent } from 'react';

export const LOCALES = ['es', 'en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

export type Messages = Record<string, string>;
export type LocalizedMessages = Record<Locale, Messages>;

/** A navigation group (one per game, plus the dashboard). Several remotes may add to one group. */
export interface NavGroup {
  id: string;
  /** message id of the group label */
  labelId: string;
  /** position in the side navigation (lower first) */
  order: number;
}

export interface RemoteRoute {
  /** exact path, e.g. /axie-infinity-tools/breeding-calculator */
  path: string;
  /** nav group id */
  group: string;
  /** message id of the page/nav title */
  titleId: string;
  /** message id of one sentence saying what the tool is for (home page, page intro) */
  purposeId: string;
  /** position inside its group */
  order: number;
  isNew?: boolean;
  /** the shell shows the 'Panel de Usuario' login page instead when there is no session */
  requiresLogin?: boolean;
  /** only creators see it in the navigation and may open it */
  creatorOnly?: boolean;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
}

export interface RemoteModule {
  groups: NavGroup[];
  routes: RemoteRoute[];
  /** every message the remote renders, per locale */
  messages: LocalizedMessages;
  /**
   * Components the shell mounts once at its root, inside its providers, on every page: what a
   * remote offers the whole site (billing's plan and buy-credits modals, which any tool opens
   * through the session atoms, and its retry of pending payments). A failing one renders nothing.
   */
  rootMounts?: ComponentType[];
}

/** One entry of the deploy-time registry served at /remotes.json. */
export interface RemoteRegistryEntry {
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js) */
  entry: string;
  version: string;
  /** display name of the game team's bundle, e.g. "Apeiron" (shown when it is unavailable) */
  title?: string;
  /** path prefixes this remote owns: used to show "tool unavailable" when it is down */
  prefixes: string[];
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

export function defineRemote(module: RemoteModule): RemoteModule {
  return module;
}

export { lazyPage, retryFailedPages } from './lazy-page';
