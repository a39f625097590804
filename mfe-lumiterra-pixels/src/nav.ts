import type { RemoteNav } from '@criadero/remote-contract';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'lumiterra', labelId: 'lumiterraPixels.nav.group.lumiterra', order: 40 },
    { id: 'pixels', labelId: 'lumiterraPixels.nav.group.pixels', order: 50 },
  ],
  routes: [
    {
      path: '/lumiterra-tools/marketplace',
      group: 'lumiterra',
      order: 1,
      titleId: 'lumiterraPixels.lumiterraMarket.title',
      purposeId: 'lumiterraPixels.lumiterraMarket.purpose',
    },
    {
      path: '/lumiterra-tools/energy',
      group: 'lumiterra',
      order: 2,
      titleId: 'lumiterraPixels.energy.title',
      purposeId: 'lumiterraPixels.energy.purpose',
    },
    {
      path: '/pixels-tools/taskboard',
      group: 'pixels',
      order: 3,
      titleId: 'lumiterraPixels.taskboard.title',
      purposeId: 'lumiterraPixels.taskboard.purpose',
    },
  ],
};
