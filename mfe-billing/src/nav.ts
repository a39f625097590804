import type { RemoteNav } from '@criadero/platform';

/**
 * This remote's navigation: paths, groups, order and flags (data only). The route table
 * (routes.tsx) adds the pages; the build writes it with its titles to nav-manifest.json, which
 * the registry carries so the shell draws the menu without loading this remote.
 */
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
