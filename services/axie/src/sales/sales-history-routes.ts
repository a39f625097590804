import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { SalesHistoryBody, SalesHistoryResponse, toolErrors, type SourceInfo } from '@criadero/api-contracts/axie';
import { ToolsError } from '../errors';
import { liveSource, marketSource } from '../market/answer-source';
import type { AxiesRepository } from '../market/store/axies-repository';
import { AxieSalesLookup, oneAxieHistory } from './axie-sales';
import { pairValueRoutes } from './pair-value-routes';
import { SalesIndexes } from './sales-history';

/**
 * The source labelled as of its own date or the newest sale's day, whichever is later: an import
 * is as of its date, but the generated sample's nominal date is older than the sales it made up.
 */
function withAsOfNoEarlierThan(source: SourceInfo, newestSaleDay: string): SourceInfo {
  return newestSaleDay > source.asOf ? { ...source, asOf: newestSaleDay } : source;
}

/**
 * `POST /axie/sales-history`: recent sales of the market index (filters, series, per-part
 * medians) or one axie's, the marketplace's for a real axie the index lacks; and the pair value
 * (`pair-value-routes.ts`), which reads the same sales index.
 */
export async function salesHistoryRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const sales = new SalesIndexes(app.store, app.axieMarket.repository, app.axieMarket.follower);
  const marketSales = app.axieMarket.liveClient ? new AxieSalesLookup(app.axieMarket.liveClient) : null;
  // built when sales data lands: right after each market load, not on the first request
  app.axieMarket.loader.onLoaded(() => {
    sales.refresh().catch((error: unknown) => app.log.error({ err: error }, 'sales index could not be built'));
  });
  // the pair value reads the same sales index
  await app.register(pairValueRoutes, { sales });

  /**
   * One axie's sales: the index's, or for a real id the index lacks the marketplace's (with
   * AXIE_API_KEY); 404 LIVE_LOOKUP_NOT_CONFIGURED without a key, AXIE_NOT_FOUND when the
   * marketplace does not know it either.
   */
  const oneAxieSales = async (repository: AxiesRepository, id: number, query: Parameters<typeof oneAxieHistory>[2]) => {
    const indexed = await repository.byId(id);
    if (indexed) return { history: oneAxieHistory(indexed, await repository.salesOf(id), query), origin: 'index' as const };
    const { detail } = app.axieMarket;
    if (!detail || !marketSales) throw new ToolsError(404, 'LIVE_LOOKUP_NOT_CONFIGURED', String(id));
    const [doc, sales] = await Promise.all([detail.byId(id), marketSales.salesOf(id)]);
    if (!doc) throw new ToolsError(404, 'AXIE_NOT_FOUND', String(id));
    return { history: oneAxieHistory(doc, sales, query), origin: 'marketplace' as const };
  };

  app.post(
    '/axie/sales-history',
    { schema: { tags: ['axie'], summary: 'Recent sales matching filters, price series (median and range) and per-part medians', body: SalesHistoryBody, response: { 200: SalesHistoryResponse, ...toolErrors } } },
    async (request) => {
      const { page = 1, pageSize = 25, axieId, ...filter } = request.body;
      if (filter.priceUsd && filter.priceUsd[0]! > filter.priceUsd[1]!) throw new ToolsError(400, 'INVALID_RANGE', 'priceUsd');
      if (filter.breedCount && filter.breedCount[0]! > filter.breedCount[1]!) throw new ToolsError(400, 'INVALID_RANGE', 'breedCount');
      const repository = await app.axieMarket.ready();
      const one = axieId === undefined ? null : await oneAxieSales(repository, Number(axieId), { ...filter, page, pageSize });
      const history = one ? one.history : await (await sales.current()).query({ ...filter, page, pageSize });
      return {
        sales: history.rows.map(({ sale, axie }) => ({
          axieId: String(sale.axieId),
          class: axie.class,
          breedCount: axie.breedCount,
          priceUsd: sale.priceUsd,
          priceWei: sale.priceWei,
          timestamp: sale.timestamp,
          seller: sale.from,
          buyer: sale.to,
          txHash: sale.txHash,
        })),
        total: history.total,
        page,
        pageSize,
        stats: history.stats,
        bucket: history.bucket,
        series: history.series,
        byPart: history.byPart,
        scanned: history.scanned,
        truncated: history.truncated,
        ...(one ? { axie: { id: String(Number(axieId)), origin: one.origin } } : {}),
        source: one?.origin === 'marketplace' ? liveSource(request) : withAsOfNoEarlierThan(marketSource(app, request), history.asOf),
      };
    },
  );
}
