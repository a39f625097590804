import { defineRemote, lazyPage, type RemoteRoute } from '@criadero/platform';
import { messages } from './i18n/messages';

const routes: RemoteRoute[] = [
  {
    path: '/dashboard/profile',
    group: 'dashboard',
    order: 1, requiresLogin: true,
    titleId: 'billing.profile.title',
    purposeId: 'billing.profile.purpose',
    Component: lazyPage(() => import('./pages/ProfilePage')),
  },
  {
    path: '/dashboard/axie',
    group: 'dashboard',
    order: 2, requiresLogin: true,
    titleId: 'billing.axie.title',
    purposeId: 'billing.axie.purpose',
    Component: lazyPage(() => import('./pages/MyAxiesPage')),
  },
  {
    path: '/dashboard/creator-panel',
    group: 'dashboard',
    order: 3, requiresLogin: true, creatorOnly: true,
    titleId: 'billing.creatorPanel.title',
    purposeId: 'billing.creatorPanel.purpose',
    Component: lazyPage(() => import('./pages/CreatorPanelPage')),
  },
];

export default defineRemote({
  groups: [
    { id: 'dashboard', labelId: 'billing.nav.group.dashboard', order: 30 },
  ],
  routes,
  messages,
  // the plan and buy-credits modals every tool opens, and the retry of pending payments
  rootMounts: [lazyPage(() => import('./modals/BillingModals'))],
});
