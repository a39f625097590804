// The marketplace half of the axie contract: search, breeding search, cards, sales, portraits.
import { Type, type Static, type TLiteral, type TSchema, type TSchemaOptions } from 'typebox';
import { ERROR_CODES } from '../errors';
import { AXIE_CLASSES, BODY_SHAPES, PART_TYPES, TITLE_NAMES, type PartVariant } from '@criadero/genetics';
import { AXIE_ERROR_MESSAGES } from './errors';
import { ProvenanceSchema, SearchChargeSchema } from '../schemas/paid-search';

const MAX_BREED_COUNT = 7;
export const DEFAULT_MAX_PRICE_USD = 90;
export const DEFAULT_SEARCH_LIMIT = 100;
export const DEFAULT_BREEDING_LIMIT = 50;
const MAX_RESULTS = 500;
const MAX_CARD_IDS = 500;

// a tuple of literal schemas, so that the static type is the union of the values (an array of them gives never)
const literals = <const T extends string[]>(values: readonly [...T], options: TSchemaOptions = {}) =>
  Type.Union(values.map((v) => Type.Literal(v)) as [...{ [K in keyof T]: TLiteral<T[K]> }], options);

const capitalize = <S extends string>(s: S) => (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

/** An axie id: digits as a string, or a positive integer. */
export const AxieIdInput = Type.Union([Type.String({ pattern: '^[0-9]{1,12}$' }), Type.Integer({ minimum: 0, maximum: 999_999_999_999 })]);
const AxieClassInput = literals([...AXIE_CLASSES, ...AXIE_CLASSES.map(capitalize)], {
  description: 'axie class, lower case or capitalised (Beast = beast)',
});
const AUCTION_TYPES = ['Sale', 'NotForSale', 'All'] as const;
export type AuctionType = (typeof AUCTION_TYPES)[number];
const SORTS = ['PriceAsc', 'PriceDesc', 'IdAsc', 'IdDesc', 'Latest'] as const;
export type SortBy = (typeof SORTS)[number];

/** Body field of each variant-part count (the marketplace's criteria names). */
export const VARIANT_FIELDS = { mystic: 'numMystic', japan: 'numJapan', xmas: 'numXmas', summer: 'numSummer', nightmare: 'numNightmare' } as const satisfies Record<PartVariant, string>;
/** Classic stats a search takes as [min, max] ranges. */
export const STAT_FIELDS = ['hp', 'speed', 'skill', 'morale'] as const;
export type StatField = (typeof STAT_FIELDS)[number];
/** Highest classic stat a range may name (the highest an axie has is 61). */
const MAX_STAT = 100;

const partCounts = (what: string) =>
  Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { maxItems: 7, description: `accepted numbers of ${what} (0..6), any of them; [] = no condition` }));
const statRange = (stat: string) =>
  Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: MAX_STAT }), { minItems: 2, maxItems: 2, description: `[min, max] classic ${stat}, min ≤ max` }));

/**
 * Filters on the axie itself, named as the marketplace's criteria: purity,
 * variant-part counts, stat ranges and titles. No decoded axie shows a Nightmare part (their gene
 * values are not public), so numNightmare above 0 finds none in our data.
 */
const axieFilterFields = {
  pureness: partCounts('shown parts of the axie\'s class (purity)'),
  ...(Object.fromEntries(Object.entries(VARIANT_FIELDS).map(([variant, field]) => [field, partCounts(`shown ${variant} parts`)])) as Record<
    (typeof VARIANT_FIELDS)[PartVariant],
    ReturnType<typeof partCounts>
  >),
  ...(Object.fromEntries(STAT_FIELDS.map((stat) => [stat, statRange(stat)])) as Record<StatField, ReturnType<typeof statRange>>),
  title: Type.Optional(Type.Array(Type.String({ enum: Object.values(TITLE_NAMES) }), { maxItems: 4, description: "marketplace title names ('Origin', 'MEO Corp', 'MEO Corp II', 'Agamogenesis'), any of them" })),
};

/** The filters shared by /api/search and /api/breeding-search (spec §7 payload). */
const filterFields = {
  breedCount: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: MAX_BREED_COUNT }), { minItems: 2, maxItems: 2, description: '[min, max], 0..7, min ≤ max' }),
  ),
  classes: Type.Optional(Type.Array(AxieClassInput, { maxItems: 9 })),
  parts: Type.Optional(
    Type.Array(Type.String({ pattern: '^!?[a-z]+-[a-z0-9-]+$', maxLength: 64 }), {
      maxItems: 36,
      description: "part ids of the catalogue ('eyes-zeal'); a leading '!' excludes ('!tail-nimo')",
    }),
  ),
  maxPriceUSD: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e9, description: 'default 90; applies when auctionType is Sale' })),
  priorityOrder: Type.Optional(Type.Array(literals(PART_TYPES), { maxItems: 6 })),
  auctionType: Type.Optional(literals(AUCTION_TYPES, { description: 'default Sale' })),
  bodyShapes: Type.Optional(Type.Array(literals(BODY_SHAPES), { maxItems: BODY_SHAPES.length })),
  primaryColor: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 63 }), Type.Array(Type.Integer({ minimum: 0, maximum: 63 }), { maxItems: 64 })]),
  ),
  selectedAxies: Type.Optional(Type.Array(AxieIdInput, { maxItems: MAX_RESULTS, description: 'ids left out of the answer (already loaded)' })),
  requestId: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9._:-]{1,64}$', description: 'idempotency key: a retried call with the same id and filters is charged once' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESULTS })),
  ...axieFilterFields,
};

export const SearchBody = Type.Object(
  {
    ...filterFields,
    owner: Type.Optional(Type.String({ pattern: '^(0x|ronin:)[0-9a-fA-F]{40}$', description: "wallet, '0x' or 'ronin:' prefix" })),
    sort: Type.Optional(literals(SORTS, { description: 'default PriceAsc' })),
  },
  { additionalProperties: false },
);
export type SearchBody = Static<typeof SearchBody>;

/**
 * How current the market an answer comes from is. The service adds both to every successful
 * search answer (a hook on the search routes, so the handlers do not build them: hence optional).
 */
const marketFreshnessFields = {
  syncedAt: Type.Optional(
    Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'when the market searched last changed as the service knows it (ISO time of the last change applied; null = unknown)',
    }),
  ),
  marketDegraded: Type.Optional(Type.Boolean({ description: 'the market sync has been failing longer than its threshold: the answer may be stale (and is not charged)' })),
};

export const SearchResponse = Type.Object(
  {
    axies: Type.String({ description: 'space-separated ids, best first' }),
    total: Type.Integer({ minimum: 0, description: 'how many axies match (before limit)' }),
    creditos: Type.Union([Type.Integer(), Type.Null()], { description: 'credits left; null for a visitor' }),
    charge: SearchChargeSchema,
    ...marketFreshnessFields,
  },
  { additionalProperties: false },
);
export type SearchResponse = Static<typeof SearchResponse>;

export const BreedingSearchBody = Type.Object({ ...filterFields, axieId: AxieIdInput }, { additionalProperties: false });
export type BreedingSearchBody = Static<typeof BreedingSearchBody>;

export const BreedingSearchResponse = Type.Object(
  {
    error: Type.Null(),
    axies: Type.String({ description: 'space-separated partner ids, most likely first' }),
    total: Type.Integer({ minimum: 0, description: 'partners with a chance above 0' }),
    creditos: Type.Integer(),
    charge: SearchChargeSchema,
    ...marketFreshnessFields,
  },
  { additionalProperties: false },
);
export type BreedingSearchResponse = Static<typeof BreedingSearchResponse>;

export const WalletPriceBody = Type.Object(
  {
    owner: Type.String({ pattern: '^(0x|ronin:)[0-9a-fA-F]{40}$' }),
    method: Type.Optional(Type.Literal('floor')),
  },
  { additionalProperties: false },
);
export const WalletPriceResponse = Type.Object(
  {
    owner: Type.String(),
    method: Type.Literal('floor'),
    axies: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          class: Type.String(),
          breedCount: Type.Integer(),
          floorUsd: Type.Union([Type.Number(), Type.Null()]),
          floorAxieId: Type.Union([Type.String(), Type.Null()]),
        },
        { additionalProperties: false },
      ),
    ),
    totalUsd: Type.Number({ description: 'sum of the floors (axies without a floor count 0)' }),
    priced: Type.Integer({ description: 'axies that have a floor' }),
  },
  { additionalProperties: false },
);
export type WalletPriceResponse = Static<typeof WalletPriceResponse>;

export const AxieBody = Type.Object({ axieId: AxieIdInput }, { additionalProperties: false });
export const AxieResponse = Type.Object(
  {
    class: Type.String(),
    parts: Type.Array(Type.Object({ id: Type.String(), type: Type.String(), class: Type.String(), name: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type AxieResponse = Static<typeof AxieResponse>;

const nullableString = Type.Union([Type.String(), Type.Null()]);
const PartEntrySchema = Type.Object(
  { partId: Type.String(), name: Type.String(), class: Type.String(), type: Type.String(), specialGenes: nullableString, gen: Type.String() },
  { additionalProperties: false },
);
const BodyShapeEntrySchema = Type.Object(
  { partId: Type.String(), name: Type.String(), class: Type.Null(), type: Type.Literal('bodyShape'), specialGenes: Type.Null(), gen: Type.String(), value: Type.Integer() },
  { additionalProperties: false },
);
const ColorEntrySchema = Type.Object(
  {
    partId: Type.String(),
    name: Type.String(),
    class: Type.String(),
    type: Type.Literal('primaryColor'),
    specialGenes: Type.Null(),
    gen: Type.String(),
    value: Type.Integer(),
    hex: nullableString,
  },
  { additionalProperties: false },
);
const triple = <T extends TSchema>(entry: T) => Type.Object({ d: entry, r1: entry, r2: entry }, { additionalProperties: false });
const byPartType = <T extends TSchema>(value: T) => Type.Object(Object.fromEntries(PART_TYPES.map((t) => [t, value])) as Record<(typeof PART_TYPES)[number], T>, { additionalProperties: false });

/** The genetics engine's ParsedGenes (spec §3). */
const ParsedGenesSchema = Type.Object(
  {
    format: Type.Union([Type.Literal(512), Type.Literal(256)]),
    class: Type.String(),
    bodyShape: triple(BodyShapeEntrySchema),
    primaryColor: triple(ColorEntrySchema),
    ...(Object.fromEntries(PART_TYPES.map((t) => [t, triple(PartEntrySchema)])) as Record<(typeof PART_TYPES)[number], ReturnType<typeof triple<typeof PartEntrySchema>>>),
    current: byPartType(Type.String()),
    realParts: byPartType(Type.String()),
    title: nullableString,
    bodySkin: Type.Integer(),
    partSkins: byPartType(Type.Integer()),
  },
  { additionalProperties: false },
);

/** Creature card (spec §3) for the breeding calculator. */
export const CreatureCardSchema = Type.Object(
  {
    id: Type.String(),
    breedCount: Type.Integer({ minimum: 0, maximum: MAX_BREED_COUNT }),
    image: Type.String({ description: 'portrait URL (/api/axie-img?genes=… for generated axies; the marketplace image for imported ones)' }),
    stage: Type.Integer({ description: '4 adult, otherwise egg' }),
    class: Type.String(),
    order: Type.Union([
      Type.Object(
        {
          currentPrice: Type.String({ description: 'wei-like units (18 decimals) of the payment token' }),
          currentPriceUsd: Type.Number(),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    owner: Type.String(),
    parsedGenes: ParsedGenesSchema,
    percentFromParents: Type.Number(),
    genes: Type.String({ description: '512-bit genes, 0x + 128 hex digits' }),
    sireId: nullableString,
    matronId: nullableString,
  },
  { additionalProperties: false },
);
export type CreatureCard = Static<typeof CreatureCardSchema>;

export const CardsBody = Type.Object(
  { ids: Type.Array(AxieIdInput, { minItems: 1, maxItems: MAX_CARD_IDS }) },
  { additionalProperties: false },
);
export const CardsResponse = Type.Object({ axies: Type.Array(CreatureCardSchema) }, { additionalProperties: false });
export type CardsResponse = Static<typeof CardsResponse>;

export const SalesResponse = Type.Object(
  {
    sales: Type.Array(
      Type.Object(
        {
          txHash: Type.String(),
          from: Type.String(),
          to: Type.String(),
          timestamp: Type.Integer({ description: 'unix seconds' }),
          withPrice: Type.String({ description: 'wei-like units' }),
          withPriceUsd: Type.Number(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ImageQuery = Type.Object({ genes: Type.String({ minLength: 1, maxLength: 160 }) }, { additionalProperties: false });
export const ProxyQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) }, { additionalProperties: false });

/** Error body of this service: the platform's codes plus the axie service's own. */
export const AxieErrorBody = Type.Object(
  {
    error: Type.String(),
    code: Type.String({ enum: [...ERROR_CODES, ...Object.keys(AXIE_ERROR_MESSAGES)] }),
    creditos: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

const isoOrNull = (description: string) => Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

/** How current the market is and whether it can be trusted: what a page shows beside market data. */
const marketStatusFields = {
  checkedAt: isoOrNull('the last successful check of the source (a poll that found no change counts): the age a page shows counts from here; null = not checked yet'),
  staleSince: isoOrNull('while degraded: since when the market has not been checked (polls began to fail, else the last success)'),
  loadFailingSince: isoOrNull('the market never loaded: every attempt since then failed (searches cannot answer)'),
};

/**
 * `GET /api/axie/status/stream` (Server-Sent Events, no session): `event: market`, `data:` this,
 * sent when the stream opens and whenever it changes (each successful poll moves `checkedAt`).
 */
export const MarketStatusEvent = Type.Object(
  {
    loaded: Type.Boolean(),
    syncing: Type.Boolean({ description: 'a feed keeps the market current' }),
    failingSince: isoOrNull('polls have failed since then'),
    degraded: Type.Boolean({ description: 'failing or silent longer than the threshold: stale data, searches not charged' }),
    ...marketStatusFields,
    sentAt: Type.Optional(Type.String({ format: 'date-time', description: "the server's clock when the event was sent: a page counts ages on it, whatever its own clock says" })),
  },
  { additionalProperties: false },
);
export type MarketStatusEvent = Static<typeof MarketStatusEvent>;

/** GET /api/axie/status: which axie service answers, and the market it serves (whose provenance decides whether searches are paid). */
export const AxieStatusResponse = Type.Object(
  {
    service: Type.Literal('axie'),
    version: Type.String(),
    paidSearch: Type.Boolean(),
    market: Type.Object(
      {
        source: Type.Union([Type.Literal('generated'), Type.Literal('graphql')]),
        provenance: ProvenanceSchema,
        label: Type.String({ description: "what the data is (sample data or the imported marketplace), in the caller's language (Accept-Language)" }),
        asOf: Type.String(),
        loaded: Type.Boolean(),
        axies: Type.Union([Type.Integer(), Type.Null()]),
        syncing: Type.Boolean({ description: 'a feed keeps the market current (the generated sample evolves too)' }),
        syncedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'ISO time of the last change applied to this instance' }),
        lagSeconds: Type.Union([Type.Integer(), Type.Null()], { description: 'seconds since the last successful poll (by whichever instance polls)' }),
        changesApplied: Type.Integer({ description: 'changes applied to this instance since it started' }),
        failing: Type.Boolean({ description: 'the last poll failed' }),
        failingSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        degraded: Type.Boolean({ description: 'failing or silent longer than AXIE_SYNC_DEGRADED_AFTER_S: stale data, searches not charged' }),
        leader: Type.Boolean({ description: 'this instance polls the feed' }),
        ...marketStatusFields,
        listings: Type.Union(
          [
            Type.Object(
              {
                source: Type.Integer({ description: "listings the marketplace reported in the last complete sweep (the partitions' totals, eggs apart)" }),
                index: Type.Integer({ description: 'listings this index holds now' }),
                eggs: Type.Integer({ description: 'listed eggs the sweep skipped (no genes until they hatch)' }),
                clipped: Type.Integer({ description: 'parts of the market still at the search window after every split: their oldest listings are out of reach' }),
                sweptAt: Type.String({ format: 'date-time', description: 'when that sweep finished' }),
              },
              { additionalProperties: false },
            ),
            Type.Null(),
          ],
          { description: 'the marketplace sweep: how many listings the source reports and how many the index holds (null: no sweep finished yet, or the generated sample)' },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type AxieStatusResponse = Static<typeof AxieStatusResponse>;

/** `POST /api/axie/recheck`: a listing checked again before a player acts on it. */
export const RecheckBody = Type.Object({ axieId: AxieIdInput }, { additionalProperties: false });
export type RecheckBody = Static<typeof RecheckBody>;

export const RecheckResponse = Type.Object(
  {
    axieId: Type.String(),
    status: Type.Union([Type.Literal('listed'), Type.Literal('sold'), Type.Literal('delisted'), Type.Literal('unknown')], {
      description: 'listed: still for sale at priceUsd (and priceWei), which may differ from the search\'s (repriced); sold or delisted: no longer for sale (it left the index); unknown: no such axie',
    }),
    priceUsd: Type.Union([Type.Number(), Type.Null()]),
    priceWei: Type.Union([Type.String({ description: 'the token price now (wei-like, as a card\'s order.currentPrice)' }), Type.Null()]),
    checkedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type RecheckResponse = Static<typeof RecheckResponse>;
