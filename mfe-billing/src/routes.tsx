import { defineRemote, lazyPage, routesWithPages } from '@criadero/remote-contract';
import { messages } from './i18n/messages';
import { nav } from './nav';

/**
 * The profile page with the payment modals its cards open, so they work before (or without) the
 * shell's root mount; of the mounted copies only one renders (billing-modals/single-instance.ts).
 */
const profileWithModals = () =>
  Promise.all([import('./features/profile/ProfilePage'), import('./features/billing-modals/BillingModals')]).then(([page, modals]) => ({
    default: function ProfileWithModals() {
      return (
        <>
          <page.default />
          <modals.default />
        </>
      );
    },
  }));

const routes = routesWithPages(nav, {
  '/dashboard/profile': lazyPage(profileWithModals),
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
