// HTTP contract of the Craft World routes (`/api/craft-world/*`): TypeBox schemas (unknown fields
// are rejected) the service validates with, and the static types mfe-craftworld types its calls
// with (`import type`: no TypeBox in the bundle).
import { Type, type Static } from 'typebox';
import type { ErrorTexts } from './errors';

const Token = Type.String({ pattern: '^[A-Z][A-Z0-9]{1,19}$', description: 'resource symbol, e.g. MUD' });
const Num = Type.Number();
const NumOrNull = Type.Union([Type.Number(), Type.Null()]);
const Iso = Type.String({ description: 'ISO date' });
const strict = { additionalProperties: false } as const;

const MAX_FACTORIES = 40;
const MAX_TIME_BUDGET_HOURS = 24 * 30;

// ---- shared pieces --------------------------------------------------------------------------

const AmountSchema = Type.Object({ token: Token, amount: Num }, strict);

const FactorySetupSchema = Type.Object(
  {
    token: Token,
    level: Type.Integer({ minimum: 1, maximum: 100 }),
    workers: Type.Integer({ minimum: 0, maximum: 4 }),
    workshopLevel: Type.Integer({ minimum: 0, maximum: 10 }),
    masteryLevel: Type.Integer({ minimum: 0, maximum: 10 }),
  },
  strict,
);
export type FactorySetup = Static<typeof FactorySetupSchema>;

const Prices = Type.Record(Type.String({ pattern: '^[A-Z][A-Z0-9]{1,19}$' }), Type.Number({ minimum: 0 }), { maxProperties: 100 });
const Currency = Type.Union([Type.Literal('USD'), Type.Literal('COIN')]);

/** What the player enters; saved as is in a setup. */
export const OptimizerInputSchema = Type.Object(
  {
    factories: Type.Array(FactorySetupSchema, { minItems: 1, maxItems: MAX_FACTORIES }),
    prices: Prices,
    currency: Currency,
    timeBudgetHours: Type.Number({ exclusiveMinimum: 0, maximum: MAX_TIME_BUDGET_HOURS }),
    speedBoost: Type.Union([Type.Literal(1), Type.Literal(2)]),
  },
  strict,
);
export type OptimizerInput = Static<typeof OptimizerInputSchema>;

// ---- GET /api/craft-world/data ----------------------------------------------------------------

const FactoryLevelSchema = Type.Object(
  { level: Type.Integer(), durationMin: Num, output: AmountSchema, inputs: Type.Array(AmountSchema), upgradeCost: Type.Union([AmountSchema, Type.Null()]) },
  strict,
);

export const GameDataResponse = Type.Object(
  {
    factories: Type.Record(Type.String(), Type.Array(FactoryLevelSchema)),
    workshopPercent: Type.Record(Type.String(), Type.Array(Num)),
    mastery: Type.Array(Num),
    workerSpeedStep: Num,
    maxWorkersPerFactory: Type.Integer(),
    source: Type.String(),
    asOf: Type.String(),
    community: Type.Literal(true),
  },
  strict,
);
export type GameDataResponse = Static<typeof GameDataResponse>;
export type FactoryLevel = Static<typeof FactoryLevelSchema>;

// ---- GET /api/craft-world/prices --------------------------------------------------------------

export const PriceSheetResponse = Type.Object(
  {
    currency: Currency,
    source: Type.Union([Type.Literal('coingecko'), Type.Literal('stored'), Type.Literal('exchange')]),
    asOf: Iso,
    sample: Type.Boolean({ description: 'true: the stored sample table, not market data' }),
    prices: Type.Record(Type.String(), Num),
  },
  strict,
);
export type PriceSheetResponse = Static<typeof PriceSheetResponse>;

// ---- POST /api/craft-world/optimizer (Craft World Premium) ------------------------------------

const SpeedSchema = Type.Object({ boost: Num, workerFactor: Num, workshopPercent: Num, multiplier: Num }, strict);
const InputLineSchema = Type.Object({ token: Token, perBatch: Num, unitPrice: NumOrNull, cost: NumOrNull }, strict);

const ProductSchema = Type.Object(
  {
    index: Type.Integer(),
    token: Token,
    level: Type.Integer(),
    workers: Type.Integer(),
    workshopLevel: Type.Integer(),
    masteryLevel: Type.Integer(),
    speed: SpeedSchema,
    masteryMultiplier: Num,
    baseMinutes: Num,
    batchMinutes: Num,
    batchesPerHour: Num,
    outputPerBatch: Num,
    inputs: Type.Array(InputLineSchema),
    missingPrices: Type.Array(Type.String()),
    inputCostPerBatch: NumOrNull,
    outputValuePerBatch: NumOrNull,
    craftCostPerUnit: NumOrNull,
    buyPrice: NumOrNull,
    savingPerUnit: NumOrNull,
    decision: Type.Union([Type.Literal('craft'), Type.Literal('buy'), Type.Literal('unpriced')]),
    profitPerBatch: NumOrNull,
    profitPerHour: NumOrNull,
  },
  strict,
);
export type ProductResult = Static<typeof ProductSchema>;

const PlanEntrySchema = Type.Object(
  {
    index: Type.Integer(),
    token: Token,
    level: Type.Integer(),
    workers: Type.Integer(),
    batchMinutes: Num,
    batches: Type.Integer(),
    minutesUsed: Num,
    inputCost: Num,
    outputValue: Num,
    profit: Num,
  },
  strict,
);

const PlanSchema = Type.Object(
  {
    timeBudgetMinutes: Num,
    workerPool: Type.Integer(),
    workersUsed: Type.Integer(),
    entries: Type.Array(PlanEntrySchema),
    idle: Type.Array(
      Type.Object({ index: Type.Integer(), token: Token, reason: Type.Union([Type.Literal('unprofitable'), Type.Literal('unpriced'), Type.Literal('too-slow')]) }, strict),
    ),
    totalProfit: Num,
    totalInputCost: Num,
    totalOutputValue: Num,
  },
  strict,
);

export const OptimizerResponse = Type.Object({ currency: Currency, products: Type.Array(ProductSchema), plan: PlanSchema }, strict);
export type OptimizerResponse = Static<typeof OptimizerResponse>;

// ---- /api/craft-world/setups ------------------------------------------------------------------

export const SetupBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 60 }), input: OptimizerInputSchema }, strict);
export type SetupBody = Static<typeof SetupBody>;

export const SetupSchema = Type.Object({ id: Type.String(), name: Type.String(), input: OptimizerInputSchema, createdAt: Iso }, strict);
export type SavedSetup = Static<typeof SetupSchema>;

export const SetupListResponse = Type.Object({ setups: Type.Array(SetupSchema), max: Type.Integer() }, strict);
export type SetupListResponse = Static<typeof SetupListResponse>;

export const SetupParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, strict);

// ---- errors ---------------------------------------------------------------------------------

/**
 * The Craft World service's own stable codes and their texts (the platform's list in `./errors` is
 * closed); the service's `CraftworldError` sends them in the same `{ error, code }` shape.
 */
export const CRAFTWORLD_ERROR_MESSAGES = {
  CRAFTWORLD_PREMIUM_REQUIRED: {
    es: 'El optimizador de recursos es una función de Craft World Premium: activa tu suscripción para ver los resultados',
    en: 'The resource optimizer is a Craft World Premium feature: activate your subscription to see the results',
    pt: 'O otimizador de recursos é um recurso do Craft World Premium: ative sua assinatura para ver os resultados',
  },
  CRAFTWORLD_UNKNOWN_FACTORY: {
    es: 'Esa fábrica o ese nivel no existe en la tabla',
    en: 'That factory or level is not in the table',
    pt: 'Essa fábrica ou esse nível não existe na tabela',
  },
  CRAFTWORLD_SETUP_LIMIT: {
    es: 'Has llegado al máximo de configuraciones guardadas: borra una para guardar otra',
    en: 'You reached the maximum of saved setups: delete one to save another',
    pt: 'Você atingiu o máximo de configurações salvas: apague uma para salvar outra',
  },
  CRAFTWORLD_SETUP_NOT_FOUND: {
    es: 'Configuración no encontrada',
    en: 'Setup not found',
    pt: 'Configuração não encontrada',
  },
} as const satisfies Record<string, ErrorTexts>;

export type CraftworldErrorCode = keyof typeof CRAFTWORLD_ERROR_MESSAGES;

/**
 * What a 402 CRAFTWORLD_PREMIUM_REQUIRED says for each Premium feature. One code for all of them
 * (clients lock the feature on it); the text names the feature that was refused.
 */
export const PREMIUM_FEATURE_ERROR_MESSAGES = {
  optimizer: CRAFTWORLD_ERROR_MESSAGES.CRAFTWORLD_PREMIUM_REQUIRED,
  setups: {
    es: 'Guardar configuraciones del optimizador es una función de Craft World Premium: activa tu suscripción para guardarlas',
    en: 'Saving optimizer setups is a Craft World Premium feature: activate your subscription to save them',
    pt: 'Salvar configurações do otimizador é um recurso do Craft World Premium: ative sua assinatura para salvá-las',
  },
} as const satisfies Record<string, ErrorTexts>;

export type PremiumFeature = keyof typeof PREMIUM_FEATURE_ERROR_MESSAGES;
