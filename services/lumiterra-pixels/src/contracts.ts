// HTTP contract of the Lumiterra and Pixels routes: TypeBox request schemas
// (unknown fields are rejected) and the response shapes the remote reads.
import { Type, type Static } from 'typebox';
import type { PriceProvenance } from './prices/price-source';
import type { EnergyPlan } from './planners/energy-plan';
import type { PotionPricing } from './planners/potion-options';
import type { TaskPlan } from './planners/task-planner';
import type { ReputationGate, TaskBoardData } from './config';
import type { ItemTypeId } from './catalogue/items';

export const MARKET_QUALITIES = [1, 2, 3, 4, 5] as const;
export const MAX_LEVEL = 9;
export const POTION_LEVELS = 10;
export const MAX_TASKS = 40;

const Level = Type.Integer({ minimum: 0, maximum: MAX_LEVEL });

export const MarketSearchBody = Type.Object(
  {
    requestId: Type.String({ pattern: '^[A-Za-z0-9._:-]{1,128}$', description: 'client id of this search: a retry with the same id is not charged twice' }),
    type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(4), Type.Literal(6), Type.Literal(7), Type.Literal(8)])),
    quality: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    minLevel: Type.Optional(Level),
    maxLevel: Type.Optional(Level),
    tradable: Type.Optional(Type.Boolean()),
    name: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type MarketSearchRequest = Static<typeof MarketSearchBody>;

/** Energy amounts are in-game units; the planner rounds them to thousandths, the unit the game stores. */
const Energy = (max: number, description: string) => Type.Number({ minimum: 0, maximum: max, description });

export const EnergyPlanBody = Type.Object(
  {
    currentEnergy: Energy(1000, 'energy now'),
    maxEnergy: Type.Optional(Type.Number({ minimum: 90, maximum: 1000, description: 'default: the rules (150)' })),
    kills: Type.Integer({ minimum: 0, maximum: 50_000 }),
    harvests: Type.Integer({ minimum: 0, maximum: 50_000 }),
    energyPerKill: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10 })),
    energyPerHarvest: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10 })),
    potionsOnHand: Type.Array(Type.Integer({ minimum: 0, maximum: 10_000 }), {
      minItems: POTION_LEVELS,
      maxItems: POTION_LEVELS,
      description: 'potions on hand by level 0..9',
    }),
  },
  { additionalProperties: false },
);
export type EnergyPlanRequest = Static<typeof EnergyPlanBody>;

const Coins = Type.Number({ minimum: 0, maximum: 1e9 });

export const BoardTaskSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
    item: Type.String({ minLength: 1, maxLength: 60 }),
    amount: Type.Integer({ minimum: 1, maximum: 100_000 }),
    rewardCoins: Coins,
    rewardPixel: Coins,
    exp: Type.Number({ minimum: 0, maximum: 1e9 }),
    unitCost: Coins,
    minutesPerUnit: Type.Number({ minimum: 0, maximum: 1440 }),
    minReputation: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false },
);

export const TaskPlanBody = Type.Object(
  {
    tasks: Type.Array(BoardTaskSchema, { minItems: 1, maxItems: MAX_TASKS }),
    timeBudgetMinutes: Type.Number({ minimum: 0, maximum: 10_080 }),
    coinBudget: Type.Union([Coins, Type.Null()]),
    reputation: Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()]),
    pixelToCoins: Type.Number({ minimum: 0, maximum: 1e9 }),
  },
  { additionalProperties: false },
);
export type TaskPlanRequest = Static<typeof TaskPlanBody>;

export interface MarketFiltersResponse {
  types: ItemTypeId[];
  qualities: number[];
  maxLevel: number;
  itemCount: number;
  catalogue: { source: string; asOf: string };
  prices: PriceProvenance;
}

export interface MarketItem {
  id: number;
  name: string;
  nameEs: string;
  type: ItemTypeId;
  qualities: number[];
  level: number;
  tradable: boolean;
  price: number | null;
}

export interface MarketSearchResponse {
  items: MarketItem[];
  total: number;
  creditos: number;
  /** a credit was spent (false for Elite) */
  charged: boolean;
  prices: PriceProvenance;
}

export interface EnergyRulesResponse {
  source: string;
  asOf: string;
  maxEnergy: number;
  energyPerKill: number;
  energyPerHarvest: number;
  dailyPotionRestoreCap: number;
  potions: PotionPricing[];
  prices: PriceProvenance;
}

export interface EnergyPlanResponse extends EnergyPlan {
  potions: PotionPricing[];
  prices: PriceProvenance;
  rules: { maxEnergy: number; energyPerKill: number; energyPerHarvest: number; dailyPotionRestoreCap: number };
}

export type TaskBoardResponse = TaskBoardData;

export interface TaskPlanResponse extends TaskPlan {
  gates: (ReputationGate & { unlocked: boolean | null })[];
}
