import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { STRIP_TOKENS, TokensBody, TokensResponse } from '@criadero/api-contracts/schemas/tokens';
import { AppError, emptyBodyAsObject, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { PriceSourceError } from '../prices/price-source';
import type { PriceService } from '../prices/price-service';

const Catalogue = Type.Object(
  {
    tokens: Type.Array(
      Type.Object(
        { key: Type.String(), symbol: Type.String(), strip: Type.Boolean(), coingeckoId: Type.Optional(Type.String()), roninAddress: Type.Optional(Type.String()) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** The token price strip (and any configured token) in USD. */
export async function tokensRoutes(instance: FastifyInstance, options: { prices: PriceService }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const byKey = new Map(options.prices.tokens.map((token) => [token.key, token]));
  const stripKeys = options.prices.tokens.filter((t) => t.strip).map((t) => t.key);
  const defaultKeys = stripKeys.length > 0 ? stripKeys : [...STRIP_TOKENS];

  app.post(
    '/tokens/',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['market'],
        summary: 'USD prices keyed by token (default: ronin, smooth-love-potion, axie-infinity, ethereum)',
        body: TokensBody,
        response: { 200: TokensResponse, 400: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      const keys = request.body.tokens ?? defaultKeys;
      const unknown = keys.filter((key) => !byKey.has(key));
      if (unknown.length > 0) throw new AppError(400, 'UNKNOWN_TOKEN', { detail: unknown.join(', ') });
      let quotes;
      try {
        quotes = await options.prices.prices(keys.map((key) => byKey.get(key)!));
      } catch (error) {
        if (error instanceof PriceSourceError) throw new AppError(503, 'PRICES_UNAVAILABLE', { cause: error });
        throw error;
      }
      const body: Record<string, { usd: number; last_updated_at: number; source: 'coingecko' | 'stored' }> = {};
      for (const [key, quote] of quotes) body[key] = { usd: quote.usd, last_updated_at: quote.lastUpdatedAt, source: quote.source };
      return body;
    },
  );

  app.get(
    '/tokens/catalog',
    { schema: { tags: ['market'], summary: 'Tokens this service can price', response: { 200: Catalogue } } },
    async () => ({ tokens: options.prices.tokens.map((token) => ({ ...token })) }),
  );
}
