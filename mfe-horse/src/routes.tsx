import { plannedTool } from '@criadero/ui';
import { defineRemote, type RemoteRoute } from '@criadero/platform';
import { messages } from './i18n/messages';

const routes: RemoteRoute[] = [
  {
    path: '/planet-horse-tools/marketplace',
    group: 'horse',
    order: 1,
    titleId: 'horse.marketplace.title',
    purposeId: 'horse.marketplace.purpose',
    Component: plannedTool('horse.marketplace.title', 'horse.marketplace.purpose'),
  },
  {
    path: '/planet-horse-tools/leveling-calculator',
    group: 'horse',
    order: 2,
    titleId: 'horse.leveling.title',
    purposeId: 'horse.leveling.purpose',
    Component: plannedTool('horse.leveling.title', 'horse.leveling.purpose'),
  },
];

export default defineRemote({
  groups: [
    { id: 'horse', labelId: 'horse.nav.group.horse', order: 80 },
  ],
  routes,
  messages,
});
