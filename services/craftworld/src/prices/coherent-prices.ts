import type { FactoryLevel } from '../game-data/game-data';

/** What one unit of `levels`' output costs in inputs at its cheapest level (null if an input has no price). */
export function cheapestInputCost(levels: readonly FactoryLevel[], prices: Readonly<Record<string, number>>): number | null {
  let best: number | null = null;
  for (const level of levels) {
    if (level.inputs.some((input) => prices[input.token] === undefined)) continue;
    const cost = level.inputs.reduce((sum, input) => sum + input.amount * prices[input.token]!, 0) / level.output.amount;
    if (best === null || cost < best) best = cost;
  }
  return best;
}

/**
 * Sample prices a player can learn from: the raw resources keep their price, and every
 * crafted one is worth `margin` times what its inputs cost at the factory's cheapest level, so each
 * factory earns something at some level. Computed in recipe order; a product whose inputs have no
 * price keeps its own. Used by scripts/coherent-sample-prices.ts to write the market's stored table.
 */
export function coherentPrices(factories: Readonly<Record<string, readonly FactoryLevel[]>>, prices: Readonly<Record<string, number>>, margin = 1.15) {
  const out: Record<string, number> = { ...prices };
  const done = new Set(Object.keys(prices).filter((token) => !(token in factories)));
  let progress = true;
  while (progress) {
    progress = false;
    for (const [token, levels] of Object.entries(factories)) {
      if (done.has(token)) continue;
      // wait until every input made by another factory is priced
      if (levels.some((level) => level.inputs.some((input) => input.token in factories && input.token !== token && !done.has(input.token)))) continue;
      const cost = cheapestInputCost(levels, out);
      if (cost !== null) out[token] = Number((cost * margin).toPrecision(6));
      done.add(token);
      progress = true;
    }
  }
  return out;
}
