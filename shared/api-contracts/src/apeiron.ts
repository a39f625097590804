// HTTP contract and dataset format of the Apeiron service (`/api/apeiron/*`): TypeBox schemas
// (JSON Schema; unknown fields are rejected) the service validates with, and the static types
// mfe-apeiron types its calls with (`import type`: no TypeBox in the bundle).
import { Type, type Static, type TSchema } from 'typebox';
import { AVATAR_CLASSES, ELEMENTS, PLANET_TYPE_NAMES, type PairAnalysis, type BreedingConfig } from '@criadero/apeiron-breeding';
import { PageProperties } from './schemas/common';
import { FilterRangeSchema, PagedSearchBody, PagedSearchResponse } from './schemas/paid-search';
import type { ErrorCode, ErrorTexts } from './errors';

// Static type kept as the string union (TypeBox infers `never` for a mapped union of literals)
const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));
const strict = { additionalProperties: false } as const;

const PlanetTypeSchema = literals(PLANET_TYPE_NAMES);
const AvatarClassSchema = literals(AVATAR_CLASSES);
const ElementSchema = literals(ELEMENTS);
export const STAGES = ['core', 'young', 'adult'] as const;
export type Stage = (typeof STAGES)[number];
const StageSchema = literals(STAGES);

const PLANET_ID = '^[0-9]{1,9}$';
const PlanetIdSchema = Type.String({ pattern: PLANET_ID, description: 'planet NFT token id' });
const Points = Type.Integer({ minimum: 0, maximum: 100 });
const MAX_PRICE_USD = 1_000_000;
const MAX_AGE_DAYS = 100_000;

const ElementsSchema = Type.Object({ fire: Points, water: Points, earth: Points, air: Points }, { ...strict, description: 'elemental points, adding up to 100' });
const LegacySchema = Type.Object({ element: ElementSchema, threshold: Type.Integer({ minimum: 1, maximum: 100 }) }, strict);

const PlanetSchema = Type.Object(
  {
    id: PlanetIdSchema,
    type: PlanetTypeSchema,
    elements: ElementsSchema,
    avatarClass: AvatarClassSchema,
    breedCount: Type.Integer({ minimum: 0, maximum: 3, description: 'conjunctions done' }),
    generation: Type.Integer({ minimum: 0, maximum: 1000, description: '0 = Primeval' }),
    parentIds: Type.Union([Type.Null(), Type.Tuple([PlanetIdSchema, PlanetIdSchema])]),
    legacy: Type.Union([Type.Null(), LegacySchema]),
    ageDays: Type.Integer({ minimum: 0, maximum: MAX_AGE_DAYS }),
    stage: StageSchema,
    /** null when not for sale */
    listing: Type.Union([Type.Null(), Type.Object({ priceUsd: Type.Number({ minimum: 0, maximum: MAX_PRICE_USD }), listedAt: Type.String({ format: 'date-time' }) }, strict)]),
  },
  strict,
);
export type Planet = Static<typeof PlanetSchema>;

const EntityId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });
const Name = Type.String({ minLength: 1, maxLength: 60 });
const Count = Type.Integer({ minimum: 0 });

const PlayerSchema = Type.Object(
  {
    id: EntityId,
    name: Name,
    guildId: Type.Union([Type.Null(), EntityId]),
    rating: Type.Integer({ minimum: 0, maximum: 10_000 }),
    wins: Count,
    losses: Count,
    planets: Count,
  },
  strict,
);
export type Player = Static<typeof PlayerSchema>;

const GuildSchema = Type.Object({ id: EntityId, name: Name, tag: Type.String({ pattern: '^[A-Z0-9]{2,5}$' }) }, strict);
export type Guild = Static<typeof GuildSchema>;

const WarSchema = Type.Object(
  {
    id: EntityId,
    season: Type.Integer({ minimum: 1, maximum: 1000 }),
    round: Type.Integer({ minimum: 1, maximum: 1000 }),
    date: Type.String({ format: 'date-time' }),
    guildA: EntityId,
    guildB: EntityId,
    status: literals(['scheduled', 'finished'] as const),
    scoreA: Type.Union([Type.Null(), Count]),
    scoreB: Type.Union([Type.Null(), Count]),
  },
  strict,
);
export type War = Static<typeof WarSchema>;

const SourceInfoSchema = Type.Object(
  {
    kind: literals(['sample', 'import'] as const),
    /** shown in the UI next to the data */
    label: Type.String({ minLength: 1, maxLength: 200 }),
    /** ISO date of the data */
    asOf: Type.String({ minLength: 10, maxLength: 30 }),
  },
  strict,
);
export type SourceInfo = Static<typeof SourceInfoSchema>;

export const DATASET_FORMAT = 'criadero.apeiron/v1';
const MAX_ITEMS = 200_000;

/** An import file. Each section present replaces that section in the store; absent ones are kept. */
export const DatasetSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    format: Type.Literal(DATASET_FORMAT),
    _note: Type.Optional(Type.String()),
    source: SourceInfoSchema,
    planets: Type.Optional(Type.Array(PlanetSchema, { maxItems: MAX_ITEMS })),
    players: Type.Optional(Type.Array(PlayerSchema, { maxItems: MAX_ITEMS })),
    guilds: Type.Optional(Type.Array(GuildSchema, { maxItems: 10_000 })),
    wars: Type.Optional(Type.Array(WarSchema, { maxItems: MAX_ITEMS })),
  },
  { ...strict, $id: 'https://criadero.app/schemas/apeiron-dataset.schema.json', title: 'Criadero Apeiron dataset' },
);
export type Dataset = Static<typeof DatasetSchema>;
export const SECTIONS = ['planets', 'players', 'guilds', 'wars'] as const;
export type Section = (typeof SECTIONS)[number];

// ---- GET /api/apeiron/planets/:id -----------------------------------------------------------

export const PlanetParams = Type.Object({ id: PlanetIdSchema }, strict);
export const PlanetResponse = Type.Object({ planet: PlanetSchema, parents: Type.Array(PlanetSchema), source: SourceInfoSchema }, strict);
export type PlanetResponse = Static<typeof PlanetResponse>;

// ---- breeding ------------------------------------------------------------------------------

/** The configuration is validated by configIssues(); the schema only documents its shape. */
const Loose = (description: string): TSchema => Type.Unsafe<unknown>({ type: 'object', additionalProperties: true, description });
export const BreedingConfigResponse = Type.Object(
  { config: Loose('BreedingConfig of @criadero/apeiron-breeding'), examplePair: Type.Union([Type.Null(), Type.Tuple([PlanetIdSchema, PlanetIdSchema])]) },
  strict,
);
export type BreedingConfigResponse = { config: BreedingConfig; examplePair: [string, string] | null };

export const PairBody = Type.Object({ a: PlanetIdSchema, b: PlanetIdSchema }, strict);
export const PairResponse = Type.Object(
  { a: PlanetSchema, b: PlanetSchema, analysis: Loose('PairAnalysis of @criadero/apeiron-breeding'), config: Loose('BreedingConfig'), source: SourceInfoSchema },
  strict,
);
export type PairResponse = { a: Planet; b: Planet; analysis: PairAnalysis; config: BreedingConfig; source: SourceInfo };

// ---- POST /api/apeiron/market/search ---------------------------------------------------------

export const SORTS = ['price-asc', 'price-desc', 'age-desc', 'age-asc', 'breed-asc', 'purity-desc', 'id-asc'] as const;
export type PlanetSort = (typeof SORTS)[number];
export const DEFAULT_SORT: PlanetSort = 'price-asc';
const Range = (maximum: number, integer: boolean) => FilterRangeSchema(0, maximum, integer);

const MarketFiltersSchema = Type.Object(
  {
    types: Type.Optional(Type.Array(PlanetTypeSchema, { minItems: 1, maxItems: PLANET_TYPE_NAMES.length, uniqueItems: true })),
    classes: Type.Optional(Type.Array(AvatarClassSchema, { minItems: 1, maxItems: AVATAR_CLASSES.length, uniqueItems: true })),
    stages: Type.Optional(Type.Array(StageSchema, { minItems: 1, maxItems: STAGES.length, uniqueItems: true })),
    fire: Type.Optional(Range(100, true)),
    water: Type.Optional(Range(100, true)),
    earth: Type.Optional(Range(100, true)),
    air: Type.Optional(Range(100, true)),
    breedCount: Type.Optional(Range(3, true)),
    ageDays: Type.Optional(Range(MAX_AGE_DAYS, true)),
    priceUsd: Type.Optional(Range(MAX_PRICE_USD, false)),
    legacyOnly: Type.Optional(Type.Boolean()),
  },
  strict,
);
export type MarketFilters = Static<typeof MarketFiltersSchema>;
export const RANGE_FILTERS = ['fire', 'water', 'earth', 'air', 'breedCount', 'ageDays', 'priceUsd'] as const;

export const MarketSearchBody = PagedSearchBody(MarketFiltersSchema, literals(SORTS));

export const MarketSearchResponse = PagedSearchResponse({ planets: Type.Array(PlanetSchema) }, literals(SORTS), SourceInfoSchema);
export type MarketSearchResponse = Static<typeof MarketSearchResponse>;

export const MarketInfoResponse = Type.Object({ listed: Count, source: SourceInfoSchema }, strict);
export type MarketInfoResponse = Static<typeof MarketInfoResponse>;

// ---- GET /api/apeiron/leaderboard ------------------------------------------------------------

const Digits = (max: number) => Type.String({ pattern: `^[0-9]{1,${max}}$` });
export const LeaderboardQuery = Type.Object(
  {
    page: Type.Optional(Digits(5)),
    pageSize: Type.Optional(Digits(3)),
    q: Type.Optional(Type.String({ maxLength: 40 })),
    guild: Type.Optional(EntityId),
  },
  strict,
);
export const LEADERBOARD_PAGE_SIZE = 20;
export const LEADERBOARD_MAX_PAGE_SIZE = 100;

const LeaderboardEntrySchema = Type.Object(
  { rank: Type.Integer({ minimum: 1 }), player: PlayerSchema, guild: Type.Union([Type.Null(), GuildSchema]) },
  strict,
);
export const LeaderboardResponse = Type.Object(
  {
    entries: Type.Array(LeaderboardEntrySchema),
    ...PageProperties,
    source: SourceInfoSchema,
  },
  strict,
);
export type LeaderboardResponse = Static<typeof LeaderboardResponse>;

// ---- GET /api/apeiron/guild-war --------------------------------------------------------------

const StandingSchema = Type.Object(
  { guildId: EntityId, played: Count, won: Count, drawn: Count, lost: Count, points: Count, scoreFor: Count, scoreAgainst: Count },
  strict,
);
export type Standing = Static<typeof StandingSchema>;

const GuildWithMembersSchema = Type.Object({ ...GuildSchema.properties, members: Type.Array(PlayerSchema) }, strict);
export type GuildWithMembers = Static<typeof GuildWithMembersSchema>;

export const GuildWarResponse = Type.Object(
  {
    guilds: Type.Array(GuildWithMembersSchema),
    wars: Type.Array(WarSchema),
    standings: Type.Array(StandingSchema),
    source: SourceInfoSchema,
  },
  strict,
);
export type GuildWarResponse = Static<typeof GuildWarResponse>;

// ---- errors ---------------------------------------------------------------------------------

/**
 * Apeiron's texts for the platform codes it answers with, more precise than the platform's own
 * (the service's `ApeironError` reads them here). `{planets}`: the ids the player typed, as `#1, #2`.
 */
export const APEIRON_ERROR_MESSAGES = {
  // the game's data source (the Apeiron API or the imported data) did not answer
  NOT_READY: {
    es: 'Los datos de Apeiron no están disponibles ahora; inténtalo más tarde',
    en: 'Apeiron data is not available right now; try again later',
    pt: 'Os dados de Apeiron não estão disponíveis agora; tente mais tarde',
  },
  NOT_FOUND: {
    es: 'No hay ningún planeta {planets} en los datos: revisa los ids.',
    en: 'There is no planet {planets} in the data: check the ids.',
    pt: 'Não há nenhum planeta {planets} nos dados: confira os ids.',
  },
} as const satisfies Partial<Record<ErrorCode, ErrorTexts>>;

export type ApeironErrorCode = keyof typeof APEIRON_ERROR_MESSAGES;
