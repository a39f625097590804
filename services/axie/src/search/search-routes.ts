import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieErrorBody, DEFAULT_SEARCH_LIMIT, SearchBody, SearchResponse, WalletPriceBody, WalletPriceResponse } from '@criadero/api-contracts/axie';
import { marketProvenance } from '../market/provenance';
import { chargeSearch } from './charge';
import { answerWithMarketFreshness } from '../market/market-freshness';
import { isWalletImport, normalizeAddress, normalizeCriteria } from './criteria';
import { searchMarket } from './market-search';
import { walletFloor } from './wallet-floor';

const errors = { 400: AxieErrorBody, 401: AxieErrorBody, 402: AxieErrorBody, 403: AxieErrorBody, 429: AxieErrorBody, 503: AxieErrorBody };

/**
 * `POST /api/search`: the marketplace search (session required; its cost is the paid-search
 * rule's: 1 credit over the live market, Elite free, free over the generated sample) and the
 * wallet import (owner + auctionType All + sort PriceAsc: free, visitors too).
 * `POST /api/wallet-price`: a wallet valued at the market floor (free).
 */
export async function searchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  answerWithMarketFreshness(app);

  app.post(
    '/search',
    {
      config: { searchProvenance: () => marketProvenance(app) },
      schema: {
        tags: ['axie'],
        summary: 'Search the Axie marketplace (1 credit over the live market unless Elite; free over the sample); wallet import (owner + All + PriceAsc) is free',
        body: SearchBody,
        response: { 200: SearchResponse, ...errors },
      },
    },
    async (request) => {
      const criteria = normalizeCriteria(request.body, { limit: DEFAULT_SEARCH_LIMIT });
      const answerOf = ({ ids, total }: { ids: number[]; total: number }) => ({ axies: ids.join(' '), total });
      if (isWalletImport(criteria)) {
        await app.axieMarket.ready();
        const found = await searchMarket(app.axieMarket.follower, criteria, await app.axieMarket.listingUsd.pricing());
        const creditos = request.account ? await app.searchCredits.balance(request.account.accountId) : null;
        return { ...answerOf(found), creditos, charge: { charged: false, replay: false, reason: 'wallet-import' as const } };
      }
      return chargeSearch(app, request, { market: 'axie-search', requestId: request.body.requestId, criteria }, async () => {
        const found = await searchMarket(app.axieMarket.follower, criteria, await app.axieMarket.listingUsd.pricing());
        return { answer: answerOf(found), found: found.ids.length };
      });
    },
  );

  app.post(
    '/wallet-price',
    {
      schema: {
        tags: ['axie'],
        summary: "A wallet's axies valued at the market floor (cheapest listing of the same class and breed count); free",
        body: WalletPriceBody,
        response: { 200: WalletPriceResponse, ...errors },
      },
    },
    async (request) => {
      const owner = normalizeAddress(request.body.owner);
      await app.axieMarket.ready();
      return { owner, method: 'floor' as const, ...(await walletFloor(app.axieMarket.follower, owner, await app.axieMarket.listingUsd.pricing())) };
    },
  );
}
