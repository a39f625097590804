import { defineRemote, lazyPage, routesWithPages } from '@criadero/remote-contract';
import { messages } from './i18n/messages';
import { nav } from './nav';

const routes = routesWithPages(nav, {
  '/dashboard/profile': lazyPage(() => import('./features/profile/ProfilePage')),
  '/dashboard/axie': lazyPage(() => import('./features/my-axies/MyAxiesPage')),
  '/dashboard/creator-panel': lazyPage(() => import('./features/creator-panel/CreatorPanelPage')),
});

export default defineRemote({
  groups: nav.groups,
  routes,
  messages,
  // the plan and buy-credits modals every tool opens, and the retry of pending payments
  rootMounts: [lazyPage(() => import('./features/billing-modals/BillingModals'))],
});
