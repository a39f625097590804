// The breeding calculator's shared links: the page's state kept on the server under an id made
// from its content (the same state always gives the same link), so a link stays short whatever
// the page holds. Anyone may make and open one; making one is rate limited per address.
import { Type, type Static } from 'typebox';
import { SHARE_LINK_ID_PATTERN, SHARE_LINK_MAX_AXIES } from './share-link-rules';

export * from './share-link-rules';

const strict = { additionalProperties: false } as const;

/** An Axie id as links and hidden lists carry it: 1 to 12 digits. */
export const AxieIdSchema = Type.String({ pattern: '^\\d{1,12}$' });

/**
 * The page a link restores, as the page writes it. The shape is checked here; what each value
 * means (a part id, a model) is the page's to read, and one it does not know is named there.
 */
const SharedPageSchema = Type.Object(
  {
    v: Type.Literal(2),
    ids: Type.Array(AxieIdSchema, { maxItems: SHARE_LINK_MAX_AXIES }),
    /** wallets whose Axies are imported whole instead of `ids` */
    wallets: Type.Array(Type.String({ pattern: '^0x[0-9a-f]{40}$' }), { maxItems: 100 }),
    /** the page's filter: part ids, classes, numbers, by kind */
    selection: Type.Record(Type.String({ pattern: '^[A-Za-z]{1,20}$' }), Type.Array(Type.Union([Type.String({ maxLength: 60 }), Type.Number()]), { maxItems: 400 })),
    config: Type.Object(
      {
        breed_count: Type.Array(Type.Integer({ minimum: 0, maximum: 7 }), { minItems: 2, maxItems: 2 }),
        priorityOrder: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 6 }),
        auctionType: Type.String({ maxLength: 20 }),
      },
      strict,
    ),
    maxPrice: Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.Null()]),
    combination: Type.Array(
      Type.Object(
        {
          id: Type.String({ maxLength: 60 }),
          type: Type.String({ maxLength: 10 }),
          part: Type.String({ maxLength: 60 }),
          operation: Type.String({ maxLength: 10 }),
          percent: Type.Number({ minimum: 0, maximum: 100 }),
        },
        strict,
      ),
      { maxItems: 200 },
    ),
    model: Type.String({ maxLength: 40 }),
    metric: Type.String({ maxLength: 20 }),
    hidden: Type.Array(AxieIdSchema, { maxItems: SHARE_LINK_MAX_AXIES }),
    pair: Type.Union([Type.Tuple([AxieIdSchema, AxieIdSchema]), Type.Null()]),
    /** the sharer's breeding fees (null: the published ones) */
    fees: Type.Union([
      Type.Object(
        {
          asOf: Type.String({ maxLength: 40 }),
          slpByBreedCount: Type.Array(Type.Number({ minimum: 0, maximum: 1e9 }), { minItems: 1, maxItems: 8 }),
          axsPerBreed: Type.Number({ minimum: 0, maximum: 1e9 }),
          edited: Type.Boolean(),
        },
        strict,
      ),
      Type.Null(),
    ]),
  },
  strict,
);
export type SharedPageState = Static<typeof SharedPageSchema>;

export const ShareLinkBody = Type.Object({ state: SharedPageSchema }, strict);
export type ShareLinkBody = Static<typeof ShareLinkBody>;
export const ShareLinkCreated = Type.Object({ id: Type.String({ pattern: SHARE_LINK_ID_PATTERN }) }, strict);
export type ShareLinkCreated = Static<typeof ShareLinkCreated>;
export const ShareLinkParams = Type.Object({ id: Type.String({ pattern: SHARE_LINK_ID_PATTERN }) }, strict);
export const ShareLinkResponse = Type.Object({ id: Type.String(), state: SharedPageSchema }, strict);
export type ShareLinkResponse = Static<typeof ShareLinkResponse>;
