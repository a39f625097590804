/**
 * The tools half of the axie contract: the other Axie tools (all under /api). Unknown fields are refused (the
 * platform's Ajv does not strip them); errors are `{ error, code }` with ToolsErrorBody codes.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { ERROR_CODES } from '../errors';
import { AXIE_CLASSES, PART_TYPES } from '@criadero/genetics';
import { AxieIdInput } from './market';
import { AXIE_ERROR_MESSAGES, TOOLS_ERROR_MESSAGES } from './errors';

const strict = { additionalProperties: false } as const;
// the static type is the union of the values (a readonly array would widen it to string)
const literals = <const T extends string[]>(values: readonly [...T]) => Type.Enum([...values] as [...T]);
const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const range = (max: number) => Type.Array(Type.Number({ minimum: 0, maximum: max }), { minItems: 2, maxItems: 2, description: '[min, max]' });

const ToolsErrorBody = Type.Object(
  { error: Type.String(), code: Type.String({ enum: [...ERROR_CODES, ...Object.keys(AXIE_ERROR_MESSAGES), ...Object.keys(TOOLS_ERROR_MESSAGES)] }) },
  strict,
);
export const toolErrors = { 400: ToolsErrorBody, 404: ToolsErrorBody, 429: ToolsErrorBody, 502: ToolsErrorBody, 503: ToolsErrorBody };

const Page = { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) };
const Search = Type.String({ maxLength: 60 });

const SourceSchema = Type.Object(
  {
    // 'live': one real axie asked of the marketplace now
    kind: literals(['sample', 'api', 'generated', 'graphql', 'imported', 'live']),
    label: Type.String({ description: "what the data is, in the caller's language (Accept-Language); 'imported' land cards: the importer's own label" }),
    asOf: Type.String(),
    url: Type.Optional(Type.String({ description: 'where an imported list comes from' })),
  },
  strict,
);
export type SourceInfo = Static<typeof SourceSchema>;

/** Where one axie of an answer comes from: the loaded index (sample or import) or the live marketplace. */
const Origin = literals(['index', 'marketplace']);
export type AxieOrigin = Static<typeof Origin>;

const SeasonSchema = Type.Object({ id: Type.Integer(), name: Type.String(), startedAt: nullable(Type.Integer()), endedAt: nullable(Type.Integer()) }, strict);
export const SeasonsResponse = Type.Object({ seasons: Type.Array(SeasonSchema), source: SourceSchema }, strict);
export type SeasonsResponse = Static<typeof SeasonsResponse>;

export const LeaderboardBody = Type.Object({ seasonId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })), q: Type.Optional(Search), ...Page }, strict);
export type LeaderboardBody = Static<typeof LeaderboardBody>;
const PlayerSchema = Type.Object(
  { userId: Type.String(), name: Type.String(), rank: Type.String(), tier: Type.Integer(), topRank: Type.Integer(), vstar: Type.Integer() },
  strict,
);
export type Player = Static<typeof PlayerSchema>;
export const LeaderboardResponse = Type.Object(
  {
    seasonId: Type.Integer(),
    players: Type.Array(PlayerSchema),
    total: Type.Integer({ description: 'players matching q' }),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    source: SourceSchema,
  },
  strict,
);
export type LeaderboardResponse = Static<typeof LeaderboardResponse>;

export const TeamBody = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }), seasonId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })) }, strict);
export type TeamBody = Static<typeof TeamBody>;
/** A rune or charm as the service serves it (and as `npm run import:origins-items` stores it). */
export const ItemSchema = Type.Object(
  {
    id: Type.String(),
    kind: literals(['rune', 'charm']),
    name: Type.String(),
    class: Type.String(),
    rarity: Type.String(),
    description: Type.String(),
    seasonId: Type.Integer(),
    season: Type.String(),
    craftable: Type.Boolean(),
    potentialPoint: nullable(Type.Integer()),
    imageUrl: nullable(Type.String()),
  },
  strict,
);
export type OriginsItem = Static<typeof ItemSchema>;
const PartSchema = Type.Object({ type: Type.String(), id: Type.String(), name: Type.String(), class: Type.String() }, strict);
const FighterSchema = Type.Object(
  {
    axieId: Type.Integer(),
    name: Type.String(),
    position: Type.Integer(),
    class: nullable(Type.String()),
    image: nullable(Type.String()),
    parts: Type.Array(PartSchema),
    runes: Type.Array(Type.Object({ id: Type.String(), item: nullable(ItemSchema) }, strict)),
    charms: Type.Array(Type.Object({ part: Type.String(), id: Type.String(), item: nullable(ItemSchema) }, strict)),
  },
  strict,
);
export const TeamResponse = Type.Object(
  { userId: Type.String(), teamName: Type.String(), battleAt: nullable(Type.Integer()), fighters: Type.Array(FighterSchema), source: SourceSchema },
  strict,
);
export type TeamResponse = Static<typeof TeamResponse>;

export const ItemsBody = Type.Object(
  {
    kind: literals(['rune', 'charm']),
    classes: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z]{1,16}$' }), { maxItems: 10 })),
    rarities: Type.Optional(Type.Array(literals(['Common', 'Rare', 'Epic', 'Mystic']), { maxItems: 4 })),
    seasonIds: Type.Optional(Type.Array(Type.Integer({ minimum: -10, maximum: 999 }), { maxItems: 30 })),
    q: Type.Optional(Search),
    ...Page,
  },
  strict,
);
export type ItemsBody = Static<typeof ItemsBody>;
export const ItemsResponse = Type.Object(
  {
    items: Type.Array(ItemSchema),
    total: Type.Integer({ description: 'items matching the filters' }),
    catalogueSize: Type.Integer({ description: 'items the source holds' }),
    fullCatalogueSize: Type.Integer({ description: 'size of the real catalogue (reported by the docs or the API)' }),
    sample: Type.Boolean({ description: 'true when only the public 20-item sample is served' }),
    seasons: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, strict), { description: 'seasons present in the data' }),
    classes: Type.Array(Type.String()),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    source: SourceSchema,
  },
  strict,
);
export type ItemsResponse = Static<typeof ItemsResponse>;

export const CardsFilterBody = Type.Object(
  {
    classes: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z]{1,16}$' }), { maxItems: 10 })),
    partTypes: Type.Optional(Type.Array(literals(['Eyes', 'Ears', 'Mouth', 'Horn', 'Back', 'Tail']), { maxItems: 6 })),
    stages: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 2 }), { maxItems: 3 })),
    energy: Type.Optional(range(10)),
    attack: Type.Optional(range(1000)),
    q: Type.Optional(Search),
    ...Page,
  },
  strict,
);
export type CardsFilterBody = Static<typeof CardsFilterBody>;
export const CardSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    partClass: Type.String(),
    partType: Type.String(),
    partValue: Type.Optional(Type.Integer({ description: 'Origins cards only' })),
    partName: Type.Optional(Type.String({ description: 'imported land-battle cards only' })),
    partId: Type.Optional(Type.String({ description: 'imported land-battle cards only, when the list gives it' })),
    energy: Type.Integer(),
    attack: Type.Integer(),
    defense: Type.Integer(),
    healing: Type.Integer(),
    abilityType: Type.Optional(Type.String({ description: 'absent when an imported list does not give it' })),
    stage: Type.Integer(),
    tags: Type.Array(Type.String()),
  },
  strict,
);
/** An Origins card, or an imported land-battle card (partName/partId instead of partValue, abilityType optional). */
export type OriginsCard = Static<typeof CardSchema>;
export const CardsListResponse = Type.Object(
  { cards: Type.Array(CardSchema), total: Type.Integer(), catalogueSize: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer(), source: SourceSchema },
  strict,
);
export type CardsListResponse = Static<typeof CardsListResponse>;

export const PoisonResponse = Type.Object(
  {
    rule: Type.Object(
      {
        damagePerStack: Type.Integer(),
        decayPerTurn: Type.Integer(),
        maxStacks: Type.Integer(),
        turnCap: Type.Integer(),
        trigger: Type.String(),
        text: Type.String(),
        season: Type.String({ description: 'which season the numbers come from' }),
        status: Type.String(),
        turnCapNote: Type.String(),
      },
      strict,
    ),
    cards: Type.Array(
      Type.Object(
        { id: Type.Integer(), name: Type.String(), class: Type.String(), part: Type.String(), stage: Type.Integer(), energy: Type.Integer(), attack: Type.Integer(), description: Type.String() },
        strict,
      ),
    ),
  },
  strict,
);
export type PoisonResponse = Static<typeof PoisonResponse>;

const PartIdInput = Type.String({ pattern: '^[a-z]+-[a-z0-9-]+$', maxLength: 64 });
export const SalesHistoryBody = Type.Object(
  {
    classes: Type.Optional(Type.Array(literals(AXIE_CLASSES), { maxItems: 9 })),
    parts: Type.Optional(Type.Array(PartIdInput, { maxItems: 12, description: 'shown part ids; every one must be present' })),
    breedCount: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 7 }), { minItems: 2, maxItems: 2 })),
    priceUsd: Type.Optional(range(1e9)),
    /** only sales in the last N days before the newest sale of the data */
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    axieId: Type.Optional({ ...AxieIdInput, description: "one axie's sales (a real id the index lacks is asked of the marketplace with AXIE_API_KEY)" }),
    ...Page,
  },
  strict,
);
export type SalesHistoryBody = Static<typeof SalesHistoryBody>;
const Stats = Type.Object(
  { count: Type.Integer(), medianUsd: nullable(Type.Number()), minUsd: nullable(Type.Number()), maxUsd: nullable(Type.Number()), p25Usd: nullable(Type.Number()), p75Usd: nullable(Type.Number()) },
  strict,
);
const HistorySaleSchema = Type.Object(
  {
    axieId: Type.String(),
    class: Type.String(),
    breedCount: Type.Integer(),
    priceUsd: Type.Number(),
    priceWei: Type.String(),
    timestamp: Type.Integer({ description: 'unix seconds' }),
    seller: Type.String(),
    buyer: Type.String(),
    txHash: Type.String(),
  },
  strict,
);
export const SalesHistoryResponse = Type.Object(
  {
    sales: Type.Array(HistorySaleSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    stats: Stats,
    bucket: literals(['day', 'week', 'month']),
    series: Type.Array(Type.Object({ start: Type.Integer({ description: 'unix seconds' }), count: Type.Integer(), medianUsd: Type.Number(), minUsd: Type.Number(), maxUsd: Type.Number() }, strict)),
    byPart: Type.Array(
      Type.Object({ partId: Type.String(), name: Type.String(), type: Type.String(), class: Type.String(), count: Type.Integer(), medianUsd: Type.Number() }, strict),
    ),
    scanned: Type.Integer({ description: 'sales the statistics cover (capped)' }),
    truncated: Type.Boolean(),
    axie: Type.Optional(Type.Object({ id: Type.String(), origin: Origin }, { ...strict, description: 'with axieId: the axie and where it came from' })),
    source: SourceSchema,
  },
  strict,
);
export type SalesHistoryResponse = Static<typeof SalesHistoryResponse>;

export const TreeBody = Type.Object(
  {
    axieId: AxieIdInput,
    up: Type.Optional(Type.Integer({ minimum: 0, maximum: 4, description: 'ancestor generations (default 2)' })),
    down: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: 'offspring generations (default 1)' })),
  },
  strict,
);
export type TreeBody = Static<typeof TreeBody>;
const TreeNode = Type.Object(
  {
    id: Type.String(),
    generation: Type.Integer({ description: '0 the axie, -1 parents, -2 grandparents, +1 children…' }),
    class: Type.String(),
    stage: Type.Integer(),
    breedCount: Type.Integer(),
    sireId: nullable(Type.String()),
    matronId: nullable(Type.String()),
    image: Type.String(),
    parts: Type.Array(PartSchema),
    childrenCount: Type.Integer({ description: 'children in the data' }),
    origin: Origin,
  },
  strict,
);
export const TreeResponse = Type.Object(
  {
    root: Type.String(),
    nodes: Type.Array(TreeNode),
    missing: Type.Array(Type.String(), { description: 'ancestor ids the data does not hold' }),
    truncated: Type.Boolean({ description: 'offspring lists were cut at the per-axie limit' }),
    source: SourceSchema,
  },
  strict,
);
export type TreeNode = Static<typeof TreeNode>;
export type TreeResponse = Static<typeof TreeResponse>;

export const ShowroomBody = Type.Object({ ids: Type.Array(AxieIdInput, { minItems: 1, maxItems: 12 }) }, strict);
export type ShowroomBody = Static<typeof ShowroomBody>;
const GeneSchema = Type.Object({ id: Type.String(), name: Type.String(), class: Type.String(), specialGenes: nullable(Type.String()) }, strict);
/** One gene (d, r1 or r2) of a showroom part. */
export type Gene = Static<typeof GeneSchema>;
const CardRefSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), energy: Type.Integer(), attack: Type.Integer(), defense: Type.Integer(), healing: Type.Integer(), description: Type.String() },
  strict,
);
/** The Origins card of a part (its original or its evolved form). */
export type CardRef = Static<typeof CardRefSchema>;
const NullableCardRef = nullable(CardRefSchema);
const ShowroomAxieSchema = Type.Object(
  {
    id: Type.String(),
    class: Type.String(),
    stage: Type.Integer(),
    breedCount: Type.Integer(),
    bodyShape: Type.String(),
    image: Type.String(),
    purity: Type.Number(),
    stats: Type.Object({ hp: Type.Integer(), speed: Type.Integer(), skill: Type.Integer(), morale: Type.Integer() }, strict),
    parts: Type.Array(Type.Object({ type: literals(PART_TYPES), d: GeneSchema, r1: GeneSchema, r2: GeneSchema, card: NullableCardRef, evolvedCard: NullableCardRef }, strict)),
    priceUsd: nullable(Type.Number()),
    origin: Origin,
  },
  strict,
);
export type ShowroomAxie = Static<typeof ShowroomAxieSchema>;
export const ShowroomResponse = Type.Object(
  {
    axies: Type.Array(ShowroomAxieSchema),
    missing: Type.Array(Type.String()),
    liveLookup: Type.Boolean({ description: 'ids outside the loaded data are asked of the marketplace (AXIE_API_KEY set)' }),
    statsNote: Type.String(),
    source: SourceSchema,
  },
  strict,
);
export type ShowroomResponse = Static<typeof ShowroomResponse>;

const EvolutionPartSchema = Type.Object(
  {
    partId: Type.String(),
    name: Type.String(),
    class: Type.String(),
    type: Type.String(),
    variants: Type.Array(Type.Object({ partId: Type.String(), name: Type.String(), specialGenes: Type.String() }, strict)),
    original: NullableCardRef,
    evolved: NullableCardRef,
  },
  strict,
);
export type EvolutionPart = Static<typeof EvolutionPartSchema>;
export const PartsEvolutionResponse = Type.Object({ parts: Type.Array(EvolutionPartSchema), source: SourceSchema }, strict);
export type PartsEvolutionResponse = Static<typeof PartsEvolutionResponse>;
