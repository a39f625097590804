import { defineRemote, lazyPage, routesWithPages } from '@criadero/remote-contract';
import { messages } from './i18n/messages';
import { nav } from './nav';

const routes = routesWithPages(nav, {
  '/lumiterra-tools/marketplace': lazyPage(() => import('./pages/LumiterraMarketPage')),
  '/lumiterra-tools/energy': lazyPage(() => import('./pages/EnergyPlannerPage')),
  '/pixels-tools/taskboard': lazyPage(() => import('./pages/TaskBoardPage')),
});

export default defineRemote({
  groups: nav.groups,
  routes,
  messages,
});
