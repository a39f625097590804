import { defineRemote, lazyPage, routesWithPages } from '@criadero/remote-contract';
import { messages } from './i18n/messages';
import { nav } from './nav';

const routes = routesWithPages(nav, {
  '/lumiterra-tools/marketplace': lazyPage(() => import('./features/marketplace/LumiterraMarketPage')),
  '/lumiterra-tools/energy': lazyPage(() => import('./features/energy/EnergyPlannerPage')),
  '/pixels-tools/taskboard': lazyPage(() => import('./features/taskboard/TaskBoardPage')),
});

export default defineRemote({
  groups: nav.groups,
  routes,
  messages,
});
