// The contract between the shell (host) and each remote. A remote exposes `./routes` whose
// default export is a RemoteModule; the shell builds navigation and routing from it, so a game
// team adds a tool by editing its own remote only.
import type { ComponentType, LazyExoticComponent } from 'react';

export const LOCALES = ['es', 'en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

export type Messages = Record<string, string>;
export type LocalizedMessages = Record<Locale, Messages>;

/** A navigation group (one per game, plus the dashboard). Several remotes may add to one group. */
interface NavGroup {
  id: string;
  /** message id of the group label */
  labelId: string;
  /** position in the side navigation (lower first) */
  order: number;
}

/** A route as the navigation knows it: everything but the page code (a remote's `src/nav.ts`). */
export interface NavRoute {
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
  /** the note its page shows under the purpose (ToolPage's `notice`): its text known at build time, or read from the service's answer (`read`) */
  note?: RouteNote;
}

/**
 * A page's note as its nav carries it: the message id and, for a message with arguments, their
 * values as the page passes them, each a day (ISO `YYYY-MM-DD`) the page shows with
 * `FormattedDate dateStyle="long" timeZone="UTC"`. The gateway draws it in the served page.
 */
export interface RouteNote {
  id: string;
  /** a short label the page draws before the text in the notice's tag style (SourceNote's 'Datos de ejemplo') */
  tagId?: string;
  /**
   * how the page draws it: ToolPage's notice (the default), a compact note opening the tool (.9rem,
   * no top margin: Craft World's CommunityNote), or the first text of the tool's first panel (the
   * axie tools' Panel and Note: muted, .85rem)
   */
  look?: 'notice' | 'compact' | 'panel';
  /** for look 'panel': the panel's heading above the note (a Section's title) */
  panelTitleId?: string;
  /** for look 'panel': the labels of the tab strip opening the panel (@criadero/ui's Tabs, the first tab chosen), above the note */
  panelTabIds?: string[];
  /** the page shows the note only when its address gives none of these query parameters a value (the breeding tree's hint, before an axie is asked for) */
  unlessQuery?: string[];
  dates?: Record<string, string>;
  /** for a note whose values are the service's data: where the page reads them */
  read?: RouteNoteRead;
}

/**
 * Where a note's values come from at run time: the read (under `/api`) the page itself makes for
 * them (a GET, or a POST of `body`: the page's first request as it sends it), which of the
 * answer's fields (a dotted path to a string or a number, shown as a plain argument shows it: as
 * is; a `{name, number}` argument formats a number in the page's language) fills each argument, which arguments are one of the remote's messages picked by a field's
 * value (`messages`: the source's kind shown as its label), and, when the page picks its note by
 * a field, that field: the note is `id` (with `tagId`) while the field equals `equals`, else
 * `otherwise` (none without it). The gateway asks its own services for that answer, once per
 * language (an answer's texts are in the asker's language), and draws the note with it; a failed
 * read leaves the note out.
 */
interface RouteNoteRead {
  path: string;
  body?: Record<string, unknown>;
  texts: Record<string, string>;
  messages?: Record<string, { field: string; ids: Record<string, string> }>;
  when?: { field: string; equals: string | number | boolean; otherwise?: { id: string; tagId?: string } };
  /** two arguments the page shows another note for when they are the same text (SourceNote drops a label that repeats the kind): none is served then */
  unlessSame?: [string, string];
}

export interface RemoteRoute extends NavRoute {
  Component: LazyExoticComponent<ComponentType> | ComponentType;
}

/**
 * A remote's navigation, data only (`src/nav.ts`): the one source of its paths, groups and
 * flags. Its route table adds the page code to these routes; its build writes them, with their
 * titles, to `nav-manifest.json` (see NavManifest).
 */
export interface RemoteNav {
  groups: NavGroup[];
  routes: NavRoute[];
  /** the remote has `rootMounts`: the shell loads it once a visitor logs in or asks for a modal */
  rootMounts?: boolean;
}

/**
 * `nav-manifest.json`, written by each remote's build next to its mf-manifest.json and carried by
 * its registry entry (`nav`): what the shell needs to draw the menu, the home page and the
 * login/creator gates without loading the remote. `messages` holds only the group labels,
 * titles and purposes, per locale, precompiled like every catalogue in a bundle.
 */
export interface NavManifest extends RemoteNav {
  messages: LocalizedMessages;
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
  /** the remote's navigation (its nav-manifest.json): lets the shell draw it before loading the remote */
  nav?: NavManifest;
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

export function defineRemote(module: RemoteModule): RemoteModule {
  return module;
}

/** The route table from a remote's nav and its pages by path: one source for paths and flags. */
export function routesWithPages(nav: RemoteNav, pages: Record<string, RemoteRoute['Component']>): RemoteRoute[] {
  const extra = Object.keys(pages).filter((path) => !nav.routes.some((route) => route.path === path));
  if (extra.length) throw new Error(`pages for paths the nav does not declare: ${extra.join(', ')}`);
  return nav.routes.map((route) => {
    const Component = pages[route.path];
    if (!Component) throw new Error(`no page for ${route.path}`);
    return { ...route, Component };
  });
}

export { lazyPage, retryFailedPages } from './lazy-page';

const LOAD_LOCALE = Symbol.for('criadero.loadLocale');

/**
 * Makes `messages[locale]` available. A remote's bundle ships its catalogue one chunk per locale
 * (build-config's perLocale catalogue rule): `messages` starts empty and fetches a locale on
 * demand. Anywhere else (tests, the shell's own catalogue) every locale is already there.
 */
export async function loadLocaleMessages(messages: LocalizedMessages, locale: Locale): Promise<void> {
  if (messages[locale]) return;
  const load = (messages as { [LOAD_LOCALE]?: (locale: Locale) => Promise<void> })[LOAD_LOCALE];
  if (load) await load(locale);
}
