import { beforeEach } from 'vitest';
import type { PairValueBody, PairValueResponse } from '@criadero/api-contracts/axie';
import { apiServer, http, HttpResponse } from '@criadero/ui/testing';

/**
 * What every ranking now asks besides the engine: the SLP and AXS prices and the market value of
 * its pairs' offspring (the table's cost and profit columns). Answered before each test of a file
 * that imports this (a test's own answer for either path, added later, wins): fixed token prices,
 * and a market with no sales, so each pair's profit is "not enough sales".
 */
export const DEFAULT_TOKEN_PRICES = { slpUsd: 0.004, axsUsd: 6 };

function noSalesAnswer(body: PairValueBody): PairValueResponse {
  return {
    builds: body.builds.map((b) => ({ class: b.class, parts: b.parts, sales: [], medianUsd: null, listings: { count: 0, lowestUsd: null }, valueUsd: null })),
    rule: { windowDays: 90, sampleSize: 20, minSales: 3 },
    marketFee: { rate: 0.0425, source: 'Order.marketFeePercentage' },
    asOf: '2026-11-20',
  };
}

beforeEach(() => {
  apiServer.use(
    http.all('/api/tokens/', () => HttpResponse.json({ 'smooth-love-potion': { usd: DEFAULT_TOKEN_PRICES.slpUsd }, 'axie-infinity': { usd: DEFAULT_TOKEN_PRICES.axsUsd } })),
    http.post('/api/axie/pair-value', async ({ request }) => HttpResponse.json(noSalesAnswer((await request.json()) as PairValueBody))),
  );
});
