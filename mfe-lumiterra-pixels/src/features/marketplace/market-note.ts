import type { RouteNote } from '@criadero/remote-contract';

/** The marketplace's note while its prices are the sample, from its filters read (the page's notice; its nav serves it with the page) */
export const MARKET_NOTE = {
  id: 'lumiterraPixels.market.sampleNotice',
  read: {
    path: '/api/lumiterra/marketplace/filters',
    texts: { asOf: 'prices.asOf', currency: 'prices.currency', catalogueAsOf: 'catalogue.asOf', count: 'itemCount' },
    when: { field: 'prices.sample', equals: true },
  },
} as const satisfies RouteNote;
