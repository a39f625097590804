import type { RemoteNav } from '@criadero/remote-contract';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'apeiron', labelId: 'apeiron.nav.group.apeiron', order: 10 },
  ],
  routes: [
    {
      path: '/apeiron-tools/breeding-calculator',
      group: 'apeiron',
      order: 1,
      titleId: 'apeiron.breeding.title',
      purposeId: 'apeiron.breeding.purpose',
    },
    {
      path: '/apeiron-tools/marketplace',
      group: 'apeiron',
      order: 2, isNew: true,
      titleId: 'apeiron.marketplace.title',
      purposeId: 'apeiron.marketplace.purpose',
    },
    {
      path: '/apeiron-tools/leaderboard',
      group: 'apeiron',
      order: 3,
      titleId: 'apeiron.leaderboard.title',
      purposeId: 'apeiron.leaderboard.purpose',
    },
    {
      path: '/apeiron-tools/guild-war',
      group: 'apeiron',
      order: 4,
      titleId: 'apeiron.guildWar.title',
      purposeId: 'apeiron.guildWar.purpose',
    },
  ],
};
