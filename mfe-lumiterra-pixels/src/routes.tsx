import { defineRemote, lazyPage, type RemoteRoute } from '@criadero/platform';
import { messages } from './i18n/messages';

const routes: RemoteRoute[] = [
  {
    path: '/lumiterra-tools/marketplace',
    group: 'lumiterra',
    order: 1,
    titleId: 'lumiterraPixels.lumiterraMarket.title',
    purposeId: 'lumiterraPixels.lumiterraMarket.purpose',
    Component: lazyPage(() => import('./pages/LumiterraMarketPage')),
  },
  {
    path: '/lumiterra-tools/energy',
    group: 'lumiterra',
    order: 2,
    titleId: 'lumiterraPixels.energy.title',
    purposeId: 'lumiterraPixels.energy.purpose',
    Component: lazyPage(() => import('./pages/EnergyPlannerPage')),
  },
  {
    path: '/pixels-tools/taskboard',
    group: 'pixels',
    order: 3,
    titleId: 'lumiterraPixels.taskboard.title',
    purposeId: 'lumiterraPixels.taskboard.purpose',
    Component: lazyPage(() => import('./pages/TaskBoardPage')),
  },
];

export default defineRemote({
  groups: [
    { id: 'lumiterra', labelId: 'lumiterraPixels.nav.group.lumiterra', order: 40 },
    { id: 'pixels', labelId: 'lumiterraPixels.nav.group.pixels', order: 50 },
  ],
  routes,
  messages,
});
