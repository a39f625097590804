import type { FactorySetup, GameDataResponse, OptimizerInput, PriceSheetResponse } from '../../api/craftworld-api';

export interface OptimizerForm {
  factories: FactorySetup[];
  timeBudgetHours: number;
  speedBoost: 1 | 2;
  /** prices the player typed over the source's */
  priceOverrides: Record<string, number>;
}

export const DEFAULT_FORM: OptimizerForm = {
  factories: [
    { token: 'MUD', level: 5, workers: 1, workshopLevel: 2, masteryLevel: 1 },
    { token: 'CLAY', level: 3, workers: 0, workshopLevel: 1, masteryLevel: 0 },
    { token: 'SAND', level: 2, workers: 0, workshopLevel: 0, masteryLevel: 0 },
  ],
  timeBudgetHours: 2,
  speedBoost: 1,
  priceOverrides: {},
};

/** Tokens whose price matters to the entered factories: their products and inputs, in table order. */
export function relevantTokens(data: GameDataResponse, factories: FactorySetup[]): string[] {
  const seen = new Set<string>();
  for (const f of factories) {
    const row = data.factories[f.token]?.[f.level - 1];
    if (!row) continue;
    seen.add(f.token);
    for (const input of row.inputs) seen.add(input.token);
  }
  return [...seen];
}

/** The request for the optimizer: the source's prices with the player's overrides, for the tokens in play. */
export function toInput(data: GameDataResponse, form: OptimizerForm, sheet: PriceSheetResponse): OptimizerInput {
  const prices: Record<string, number> = {};
  for (const token of relevantTokens(data, form.factories)) {
    const price = form.priceOverrides[token] ?? sheet.prices[token];
    if (price !== undefined && Number.isFinite(price) && price >= 0) prices[token] = price;
  }
  return { factories: form.factories, prices, currency: sheet.currency, timeBudgetHours: form.timeBudgetHours, speedBoost: form.speedBoost };
}

/** A saved setup back into the form: its prices become overrides (they were the player's at the time). */
export const fromInput = (input: OptimizerInput): OptimizerForm => ({
  factories: input.factories,
  timeBudgetHours: input.timeBudgetHours,
  speedBoost: input.speedBoost,
  priceOverrides: input.prices,
});

/** Keeps a factory row valid when its chain changes (levels differ per chain). */
export function clampSetup(data: GameDataResponse, setup: FactorySetup): FactorySetup {
  const max = data.factories[setup.token]?.length ?? 1;
  return { ...setup, level: Math.min(Math.max(1, setup.level), max) };
}
