import type { FastifyInstance } from 'fastify';
import { unauthenticated, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { CreditsLedger } from '@criadero/service-users';
import { AxieErrorBody, DEFAULT_SEARCH_LIMIT, SearchBody, SearchResponse, WalletPriceBody, WalletPriceResponse } from '@criadero/api-contracts/axie';
import { chargeSearch } from '../search/charge';
import { answerWithMarketFreshness } from './market-freshness';
import { isWalletImport, normalizeAddress, normalizeCriteria } from '../search/criteria';
import { searchMarket } from '../search/market-search';
import { walletFloor } from '../search/wallet-floor';

const errors = { 400: AxieErrorBody, 401: AxieErrorBody, 402: AxieErrorBody, 403: AxieErrorBody, 429: AxieErrorBody, 503: AxieErrorBody };

/**
 * `POST /api/search`: the marketplace search (1 credit, Elite free, session required) and the
 * wallet import (owner + auctionType All + sort PriceAsc: free, visitors too).
 * `POST /api/wallet-price`: a wallet valued at the market floor (free).
 */
export async function searchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const credits = new CreditsLedger(app.store);
  answerWithMarketFreshness(app);

  app.post(
    '/search',
    {
      schema: {
        tags: ['axie'],
        summary: 'Search the Axie marketplace (1 credit unless Elite); wallet import (owner + All + PriceAsc) is free',
        body: SearchBody,
        response: { 200: SearchResponse, ...errors },
      },
    },
    async (request) => {
      const criteria = normalizeCriteria(request.body, { limit: DEFAULT_SEARCH_LIMIT });
      const free = isWalletImport(criteria);
      if (!free && !request.account) throw unauthenticated();
      const repository = await app.axieMarket.ready();
      const found = await searchMarket(repository, criteria);
      let creditos: number | null = null;
      // a search that finds nothing costs nothing (issue 20): the balance is answered unchanged
      if (!free && found.ids.length > 0) creditos = (await chargeSearch(app, request, request.body.requestId, 'search', criteria)).creditos;
      else if (request.account) creditos = await credits.balance(request.account.accountId);
      return { axies: found.ids.join(' '), total: found.total, creditos };
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
      const repository = await app.axieMarket.ready();
      return { owner, method: 'floor' as const, ...(await walletFloor(repository, owner)) };
    },
  );
}
