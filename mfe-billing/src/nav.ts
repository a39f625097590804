import type { RemoteNav } from '@criadero/remote-contract';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'dashboard', labelId: 'billing.nav.group.dashboard', order: 30 },
  ],
  routes: [
    {
      path: '/dashboard/profile',
      group: 'dashboard',
      order: 1, requiresLogin: true,
      titleId: 'billing.profile.title',
      purposeId: 'billing.profile.purpose',
    },
    {
      path: '/dashboard/axie',
      group: 'dashboard',
      order: 2, requiresLogin: true,
      titleId: 'billing.axie.title',
      purposeId: 'billing.axie.purpose',
    },
    {
      path: '/dashboard/creator-panel',
      group: 'dashboard',
      order: 3, requiresLogin: true, creatorOnly: true,
      titleId: 'billing.creatorPanel.title',
      purposeId: 'billing.creatorPanel.purpose',
    },
  ],
  // the billing modals and the retry of pending payments (rootMounts in routes.tsx)
  rootMounts: true,
};
