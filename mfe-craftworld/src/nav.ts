import type { RemoteNav } from '@criadero/remote-contract';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'dashboard', labelId: 'craftworld.nav.group.dashboard', order: 30 },
    { id: 'craftworld', labelId: 'craftworld.nav.group.craftworld', order: 70 },
  ],
  routes: [
    {
      path: '/dashboard/craftworld',
      group: 'dashboard',
      order: 1,
      requiresLogin: true,
      titleId: 'craftworld.dashboard.title',
      purposeId: 'craftworld.dashboard.purpose',
    },
    {
      path: '/craft-world-tools/resource-optimizer',
      group: 'craftworld',
      order: 2,
      titleId: 'craftworld.optimizer.title',
      purposeId: 'craftworld.optimizer.purpose',
    },
    {
      path: '/craft-world-tools/workshop-guide',
      group: 'craftworld',
      order: 3,
      titleId: 'craftworld.workshop.title',
      purposeId: 'craftworld.workshop.purpose',
    },
    {
      path: '/craft-world-tools/factory-guide',
      group: 'craftworld',
      order: 4,
      titleId: 'craftworld.factory.title',
      purposeId: 'craftworld.factory.purpose',
    },
  ],
};
