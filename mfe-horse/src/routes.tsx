import { defineRemote, lazyPage, routesWithPages } from '@criadero/remote-contract';
import { messages } from './i18n/messages';
import { nav } from './nav';

const routes = routesWithPages(nav, {
  '/planet-horse-tools/marketplace': lazyPage(() => import('./features/marketplace/MarketplacePage')),
  '/planet-horse-tools/leveling-calculator': lazyPage(() => import('./features/leveling-calculator/LevelingCalculatorPage')),
});

export default defineRemote({
  groups: nav.groups,
  routes,
  messages,
});
