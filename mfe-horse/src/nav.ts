import type { RemoteNav } from '@criadero/remote-contract';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
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
