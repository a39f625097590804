import type { FastifyInstance } from 'fastify';

/**
 * Adds to every successful answer of the routes registered in `app`'s scope how current the
 * market is (`syncedAt`, `marketDegraded`: the contract's marketFreshnessFields), so the pages can
 * say how old a search answer is.
 */
export function answerWithMarketFreshness(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'object' || payload === null) return payload;
    const freshness = await app.axieMarketSync.freshness();
    return { ...payload, syncedAt: freshness.syncedAt, marketDegraded: freshness.degraded };
  });
}
