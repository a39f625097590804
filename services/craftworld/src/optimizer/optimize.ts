import type { GameData } from '../game-data/game-data';
import { evaluateFactory, type FactorySetup, type PriceTable, type ProductResult } from './evaluate';
import { bestPlan, type ProductionPlan } from './plan';

export interface OptimizerInput {
  factories: FactorySetup[];
  prices: PriceTable;
  timeBudgetHours: number;
  /** 1, or 2 during the game's speed boost */
  speedBoost: number;
}

export interface OptimizerResult {
  products: ProductResult[];
  plan: ProductionPlan;
}

/** Per-product craft-versus-buy figures with the entered workers, and the best plan for the time budget. */
export function optimize(data: GameData, input: OptimizerInput): OptimizerResult {
  const products = input.factories.map((setup, index) => evaluateFactory(data, setup, input.prices, input.speedBoost, index));
  const plan = bestPlan(data, input.factories, input.prices, input.timeBudgetHours * 60, input.speedBoost);
  return { products, plan };
}
