import type { RouteNote } from '@criadero/remote-contract';

/** The energy planner's note, from its rules read (the page's notice; its nav serves it with the page) */
export const ENERGY_NOTE = {
  id: 'lumiterraPixels.energy.notice',
  read: { path: '/api/lumiterra/energy/rules', texts: { rulesAsOf: 'asOf', pricesAsOf: 'prices.asOf', currency: 'prices.currency' } },
} as const satisfies RouteNote;
