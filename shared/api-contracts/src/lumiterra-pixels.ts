// HTTP contract of the Lumiterra and Pixels routes (`/api/lumiterra/*`, `/api/pixels/*`): TypeBox
// request schemas (unknown fields are rejected) the service validates with, and the response
// shapes, with the planners' result types they carry, that mfe-lumiterra-pixels types its calls
// with (`import type`: no TypeBox in the bundle).
import { Type, type Static } from 'typebox';
import type { SearchCharge } from './schemas/paid-search';

/** Item types of the game table, named after what their items are (the table has numbers only). */
export const ITEM_TYPES = { 1: 'equipment', 3: 'consumable', 4: 'material', 6: 'pet', 7: 'taskToken', 8: 'totemPart' } as const;
export type ItemTypeId = keyof typeof ITEM_TYPES;

export const MARKET_QUALITIES = [1, 2, 3, 4, 5] as const;
export const MAX_LEVEL = 9;
const POTION_LEVELS = 10;
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

const BoardTaskSchema = Type.Object(
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
/** A task on the Pixels task board, with the player's own estimates of cost and time (`unitCost`: coins one unit costs to buy or make; `minutesPerUnit`: minutes to get one; `minReputation`: the task's gate, when it has one). */
export type BoardTask = Static<typeof BoardTaskSchema>;

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

// ---- what the service's price adapter and planners answer -----------------------------------

/** Where a price came from, shown next to every price in the UI. */
export interface PriceProvenance {
  /** adapter name, e.g. 'sample' */
  source: string;
  /** true for made-up sample prices (no public Lumiterra price API is known) */
  sample: boolean;
  currency: string;
  /** date the prices describe (ISO yyyy-mm-dd) */
  asOf: string;
}

export interface CurvePoint {
  /** actions done so far */
  action: number;
  energy: number;
}

export interface EnergySessionResult {
  totalActions: number;
  /** actions done with enough energy (an action at zero energy gives no EXP or items) */
  actionsCovered: number;
  energyNeeded: number;
  energyEnd: number;
  potionsUsed: number[];
  potionsLeft: number[];
  /** energy restored by the potions drunk */
  restoredByPotions: number;
  /** energy still missing to finish the plan (0 when it is covered) */
  shortfall: number;
  /** how much more potions may restore before the cap */
  potionCapLeft: number;
  /** the action index at which energy first ran out, or null */
  firstShortAt: number | null;
  /** energy (energy + kills) at points through the session, at most ~maxPoints of them */
  curve: CurvePoint[];
}

/** One way to get energy potions of a level: its restore and what one potion costs. */
export interface PotionOption {
  level: number;
  /** energy one potion restores (whole units, as in the game table) */
  restore: number;
  unitCost: number;
  source: 'buy' | 'craft';
}

interface CoverLine {
  level: number;
  count: number;
  restore: number;
  unitCost: number;
  source: 'buy' | 'craft';
}

export interface CoverResult {
  feasible: boolean;
  /** energy the chosen potions restore (>= the need when feasible) */
  restored: number;
  totalCost: number;
  lines: CoverLine[];
}

export interface PotionPricing {
  level: number;
  itemId: number;
  restore: number;
  /** market price of one potion; null when it has none (not tradable, or no quote) */
  buy: number | null;
  /** cheapest crafted cost of one potion (materials bought or crafted); null when no recipe can be costed */
  craft: number | null;
  /** the cheaper of the two, or null when neither exists */
  best: PotionOption | null;
  /** best unit cost divided by restore */
  costPerEnergy: number | null;
}

export interface EnergyPlan {
  session: EnergySessionResult;
  /** cheapest potions to craft or buy for the shortfall (empty when covered) */
  shopping: CoverResult;
  /** the shortfall is larger than the potion cap still allows */
  capExceeded: boolean;
}

export interface TaskEvaluation {
  id: string;
  cost: number;
  value: number;
  profit: number;
  minutes: number;
  /** profit per coin of item cost; null for free items */
  profitPerCost: number | null;
  /** profit per minute; null for instant tasks */
  profitPerMinute: number | null;
  eligible: boolean;
}

export interface TaskPlan {
  evaluations: TaskEvaluation[];
  /** ids of the chosen tasks, in board order */
  selected: string[];
  totalProfit: number;
  totalCost: number;
  totalMinutes: number;
  totalExp: number;
}

interface ReputationGate {
  id: string;
  reputation: number;
}

/** Pixels task board rules, reputation gates and the labelled sample board. */
export interface TaskBoardData {
  asOf: string;
  rules: { newTaskDelayMinutes: number; dailyResetUtcHour: number; source: string };
  reputationGates: { source: string; gates: ReputationGate[] };
  sample: { note: string; pixelToCoins: number; tasks: BoardTask[] };
}

// ---- responses --------------------------------------------------------------------------------

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
  charge: SearchCharge;
  prices: PriceProvenance;
}

export interface EnergyRulesResponse {
  source: string;
  asOf: string;
  maxEnergy: number;
  energyPerKill: number;
  energyPerHarvest: number;
  /** GameValue 40: energy potions may restore at most this much a day */
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
