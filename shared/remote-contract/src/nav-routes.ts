import type { NavRoute } from './index';

/**
 * One route of a remote's nav as written in its `src/nav.ts`: the path, the group, the catalogue
 * key its title and purpose hang from (`<key>.title`, `<key>.purpose`), its flags and its page's note.
 */
export type NavEntry = Pick<NavRoute, 'path' | 'group' | 'isNew' | 'requiresLogin' | 'creatorOnly' | 'note'> & { key: string };

/**
 * The routes of a remote's nav from its entries, in the order listed (order 1, 2, …). Imported
 * by subpath (`@criadero/remote-contract/nav-routes`), so each remote's build carries it: the
 * shared singleton is the package's main entry only, and the nav is evaluated at build time.
 */
export function navRoutes(entries: readonly NavEntry[]): NavRoute[] {
  return entries.map(({ key, ...entry }, i) => ({ ...entry, order: i + 1, titleId: `${key}.title`, purposeId: `${key}.purpose` }));
}
