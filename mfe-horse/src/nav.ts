import type { RemoteNav } from '@criadero/platform';

/**
 * This remote's navigation: paths, groups, order and flags (data only). The route table
 * (routes.tsx) adds the pages; the build writes it with its titles to nav-manifest.json, which
 * the registry carries so the shell draws the menu without loading this remote.
 */
export const nav: RemoteNav = {
  groups: [{ id: 'horse', labelId: 'horse.nav.group.horse', order: 80 }],
  routes: [
    {
      path: '/planet-horse-tools/marketplace',
      group: 'horse',
      order: 1,
      titleId: 'horse.marketplace.title',
      purposeId: 'horse.marketplace.purpose',
    },
    {
      path: '/planet-horse-tools/leveling-calculator',
      group: 'horse',
      order: 2,
      titleId: 'horse.leveling.title',
      purposeId: 'horse.leveling.purpose',
    },
  ],
};
