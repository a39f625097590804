import type { GameData } from '../game-data/game-data';
import { effectiveMinutes, masteryMultiplier, speedOf, type Speed } from '@criadero/craftworld-rules';

/** One of the player's factories as entered in the optimizer. */
export interface FactorySetup {
  token: string;
  level: number;
  workers: number;
  workshopLevel: number;
  masteryLevel: number;
}

/** Prices per unit of each resource, in one currency (USD from the market, or COIN from the exchange). */
export type PriceTable = Record<string, number>;

interface InputLine {
  token: string;
  /** per batch, after mastery */
  perBatch: number;
  unitPrice: number | null;
  /** perBatch × unitPrice */
  cost: number | null;
}

/** Everything the optimizer says about one factory, with the factors behind each number. */
export interface ProductResult {
  index: number;
  token: string;
  level: number;
  workers: number;
  workshopLevel: number;
  masteryLevel: number;
  speed: Speed;
  masteryMultiplier: number;
  /** minutes per batch in the table, before speed-ups */
  baseMinutes: number;
  /** baseMinutes / speed.multiplier */
  batchMinutes: number;
  /** 60 / batchMinutes */
  batchesPerHour: number;
  outputPerBatch: number;
  inputs: InputLine[];
  /** tokens without a price: the money figures below are null then */
  missingPrices: string[];
  inputCostPerBatch: number | null;
  /** outputPerBatch × buyPrice */
  outputValuePerBatch: number | null;
  /** inputCostPerBatch / outputPerBatch */
  craftCostPerUnit: number | null;
  /** the market price of the product */
  buyPrice: number | null;
  /** buyPrice − craftCostPerUnit: what crafting one unit saves over buying it */
  savingPerUnit: number | null;
  decision: 'craft' | 'buy' | 'unpriced';
  /** outputValuePerBatch − inputCostPerBatch */
  profitPerBatch: number | null;
  /** profitPerBatch × batchesPerHour */
  profitPerHour: number | null;
}

export class UnknownFactoryError extends Error {
  override name = 'UnknownFactoryError';
}

/** The level row of a factory, or an UnknownFactoryError naming what is wrong. */
export function levelRow(data: GameData, token: string, level: number) {
  const levels = data.factories[token];
  if (!levels) throw new UnknownFactoryError(`no factory makes ${token}`);
  const row = levels[level - 1];
  if (!row) throw new UnknownFactoryError(`${token} has levels 1 to ${levels.length}, not ${level}`);
  return row;
}

const priceOf = (prices: PriceTable, token: string): number | null => {
  const price = prices[token];
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : null;
};

/** Per-batch figures of one factory: craft cost versus buy price and profit per hour. */
export function evaluateFactory(data: GameData, setup: FactorySetup, prices: PriceTable, boost: number, index = 0): ProductResult {
  const row = levelRow(data, setup.token, setup.level);
  const speed = speedOf(data, setup.token, setup.workers, setup.workshopLevel, boost);
  const mastery = masteryMultiplier(data, setup.masteryLevel);
  const batchMinutes = effectiveMinutes(row.durationMin, speed);
  const inputs: InputLine[] = row.inputs.map((input) => {
    const perBatch = input.amount / mastery;
    const unitPrice = priceOf(prices, input.token);
    return { token: input.token, perBatch, unitPrice, cost: unitPrice === null ? null : perBatch * unitPrice };
  });
  const buyPrice = priceOf(prices, setup.token);
  const missingPrices = [...new Set([...inputs.filter((i) => i.unitPrice === null).map((i) => i.token), ...(buyPrice === null ? [setup.token] : [])])];
  const priced = missingPrices.length === 0;
  const inputCostPerBatch = priced ? inputs.reduce((sum, i) => sum + i.cost!, 0) : null;
  const outputValuePerBatch = buyPrice === null ? null : row.output.amount * buyPrice;
  const craftCostPerUnit = inputCostPerBatch === null ? null : inputCostPerBatch / row.output.amount;
  const savingPerUnit = priced ? buyPrice! - craftCostPerUnit! : null;
  const profitPerBatch = priced ? outputValuePerBatch! - inputCostPerBatch! : null;
  const batchesPerHour = 60 / batchMinutes;
  return {
    index,
    token: setup.token,
    level: setup.level,
    workers: setup.workers,
    workshopLevel: setup.workshopLevel,
    masteryLevel: setup.masteryLevel,
    speed,
    masteryMultiplier: mastery,
    baseMinutes: row.durationMin,
    batchMinutes,
    batchesPerHour,
    outputPerBatch: row.output.amount,
    inputs,
    missingPrices,
    inputCostPerBatch,
    outputValuePerBatch,
    craftCostPerUnit,
    buyPrice,
    savingPerUnit,
    decision: savingPerUnit === null ? 'unpriced' : savingPerUnit > 0 ? 'craft' : 'buy',
    profitPerBatch,
    profitPerHour: profitPerBatch === null ? null : profitPerBatch * batchesPerHour,
  };
}
