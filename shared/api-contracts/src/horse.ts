// HTTP contract of the Planet Horse routes (`/api/horse/*`): TypeBox schemas (unknown fields are
// rejected) the service validates with, and the static types mfe-horse types its calls with
// (`import type`: no TypeBox in the bundle).
import { Type, type Static } from 'typebox';
import { INITIAL_LEVEL_RANGE, MAX_LEVEL, MIN_LEVEL, RARITIES, TARGET_LEVEL_RANGE } from '@criadero/horse-leveling';
import { FilterRangeSchema, PagedSearchBody, PagedSearchResponse } from './schemas/paid-search';
import type { ErrorCode, ErrorTexts } from './errors';

const RaritySchema = Type.Enum(RARITIES);

// ---- POST /api/horse/leveling ------------------------------------------------------------

export const LevelingBody = Type.Object(
  {
    initialLevel: Type.Integer({ minimum: INITIAL_LEVEL_RANGE.min, maximum: INITIAL_LEVEL_RANGE.max }),
    targetLevel: Type.Integer({ minimum: TARGET_LEVEL_RANGE.min, maximum: TARGET_LEVEL_RANGE.max }),
    rarity: RaritySchema,
  },
  { additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

const LevelingStepSchema = Type.Object(
  {
    fromLevel: Count,
    toLevel: Count,
    phorse: Count,
    basePhorse: Count,
    medals: Count,
    baseMedals: Count,
    xpRequired: Count,
    aboveCap: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const LevelingResponse = Type.Object(
  {
    phorseTokens: Count,
    basePhorseTokens: Count,
    medals: Count,
    baseMedals: Count,
    rarity: RaritySchema,
    rarityMultiplier: Type.Object({ phorse: Type.Number(), medals: Type.Number() }, { additionalProperties: false }),
    initialLevel: Count,
    targetLevel: Count,
    progress: Type.Number({ minimum: 0, maximum: 1 }),
    phorseDiscountPercent: Type.Number({ minimum: 0, maximum: 100 }),
    levelCap: Count,
    exceedsLevelCap: Type.Boolean(),
    xpRequired: Count,
    steps: Type.Array(LevelingStepSchema),
    dataAsOf: Type.String({ description: 'date of the game tables used' }),
  },
  { additionalProperties: false },
);
export type LevelingResponse = Static<typeof LevelingResponse>;

// ---- POST /api/horse/search --------------------------------------------------------------

export const GENDERS = ['Male', 'Female'] as const;
export const SORTS = ['price-asc', 'price-desc', 'level-desc', 'level-asc', 'stats-desc', 'power-desc', 'sprint-desc', 'speed-desc'] as const;
export type HorseSort = (typeof SORTS)[number];
export const DEFAULT_SORT: HorseSort = 'price-asc';
const MAX_STAT = 1000;
const MAX_PRICE_USD = 1_000_000;

/** The filters of a search: what one credit buys. Sorting and paging its results are free. */
const HorseFiltersSchema = Type.Object(
  {
    rarities: Type.Optional(Type.Array(RaritySchema, { minItems: 1, maxItems: RARITIES.length, uniqueItems: true })),
    gender: Type.Optional(Type.Enum(GENDERS)),
    level: Type.Optional(FilterRangeSchema(MIN_LEVEL, MAX_LEVEL, true)),
    power: Type.Optional(FilterRangeSchema(0, MAX_STAT, false)),
    sprint: Type.Optional(FilterRangeSchema(0, MAX_STAT, false)),
    speed: Type.Optional(FilterRangeSchema(0, MAX_STAT, false)),
    priceUsd: Type.Optional(FilterRangeSchema(0, MAX_PRICE_USD, false)),
  },
  { additionalProperties: false },
);
export type HorseFilters = Static<typeof HorseFiltersSchema>;
export const RANGE_FILTERS = ['level', 'power', 'sprint', 'speed', 'priceUsd'] as const;

export const HorseSearchBody = PagedSearchBody(HorseFiltersSchema, Type.Enum(SORTS));
export type HorseSearchRequest = Static<typeof HorseSearchBody>;

/** One horse for sale, in the adapter's normalised form (prices in USD). */
export const HorseListingSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[0-9]{1,12}$', description: 'NFT token id' }),
    name: Type.String({ minLength: 1, maxLength: 80 }),
    rarity: RaritySchema,
    gender: Type.Enum(GENDERS),
    level: Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL }),
    gen: Type.Integer({ minimum: 0, maximum: 100 }),
    power: Type.Number({ minimum: 0, maximum: MAX_STAT }),
    sprint: Type.Number({ minimum: 0, maximum: MAX_STAT }),
    speed: Type.Number({ minimum: 0, maximum: MAX_STAT }),
    breedsUsed: Type.Integer({ minimum: 0, maximum: 100 }),
    breedsMax: Type.Integer({ minimum: 0, maximum: 100 }),
    priceUsd: Type.Number({ minimum: 0, maximum: MAX_PRICE_USD }),
    listedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type HorseListing = Static<typeof HorseListingSchema>;

export const MarketSourceInfoSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('sample'), Type.Literal('live')]),
    /** shown in the UI next to the results */
    label: Type.String(),
    /** ISO date of the data */
    asOf: Type.String(),
  },
  { additionalProperties: false },
);
export type MarketSourceInfo = Static<typeof MarketSourceInfoSchema>;

export const HorseMarketInfoResponse = Type.Object({ source: MarketSourceInfoSchema }, { additionalProperties: false });
export type HorseMarketInfoResponse = Static<typeof HorseMarketInfoResponse>;

export const HorseSearchResponse = PagedSearchResponse({ horses: Type.Array(HorseListingSchema) }, Type.Enum(SORTS), MarketSourceInfoSchema);
export type HorseSearchResponse = Static<typeof HorseSearchResponse>;

// ---- errors ---------------------------------------------------------------------------------

/** The horse service's texts for the platform codes it answers with (its `HorseError` reads them here). */
export const HORSE_ERROR_MESSAGES = {
  // the horse market did not answer; the search is refused before any debit
  NOT_READY: {
    es: 'El mercado no está disponible ahora; no se gastó ningún crédito.',
    en: 'The market is unavailable right now; no credit was spent.',
    pt: 'O mercado está indisponível agora; nenhum crédito foi gasto.',
  },
} as const satisfies Partial<Record<ErrorCode, ErrorTexts>>;

export type HorseErrorCode = keyof typeof HORSE_ERROR_MESSAGES;
