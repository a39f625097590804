import { Type, type Static } from 'typebox';

/** The coins of the price strip (CoinGecko ids), always priced by `POST /api/tokens/`. */
export const STRIP_TOKENS = ['ronin', 'smooth-love-potion', 'axie-infinity', 'ethereum'] as const;

export const TokensBody = Type.Object(
  {
    tokens: Type.Optional(
      Type.Array(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }), {
        minItems: 1,
        maxItems: 64,
        uniqueItems: true,
        description: 'configured token keys; default: the four strip coins',
      }),
    ),
  },
  { additionalProperties: false },
);

const TokenPrice = Type.Object(
  {
    usd: Type.Number(),
    last_updated_at: Type.Integer({ description: 'unix seconds of the quote' }),
    source: Type.Union([Type.Literal('coingecko'), Type.Literal('stored')]),
  },
  { additionalProperties: false },
);

/** USD prices keyed by token key (`ronin`, `smooth-love-potion`, ...). */
export const TokensResponse = Type.Record(Type.String(), TokenPrice);

export type TokensBody = Static<typeof TokensBody>;
type TokenPrice = Static<typeof TokenPrice>;
export type TokensResponse = Static<typeof TokensResponse>;
