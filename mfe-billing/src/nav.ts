import type { RemoteNav } from '@criadero/remote-contract';
import { navRoutes } from '@criadero/remote-contract/nav-routes';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'dashboard', labelId: 'billing.nav.group.dashboard', order: 30 },
  ],
  routes: navRoutes([
    { path: '/dashboard/profile', group: 'dashboard', key: 'billing.profile', requiresLogin: true },
    { path: '/dashboard/axie', group: 'dashboard', key: 'billing.axie', requiresLogin: true },
    { path: '/dashboard/creator-panel', group: 'dashboard', key: 'billing.creatorPanel', requiresLogin: true, creatorOnly: true },
  ]),
  // the billing modals and the retry of pending payments (rootMounts in routes.tsx)
  rootMounts: true,
};
