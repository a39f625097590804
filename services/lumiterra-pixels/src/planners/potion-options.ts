import { createItemCoster, type Recipe } from './item-costs';
import type { PotionOption, PotionPricing } from '@criadero/api-contracts/lumiterra-pixels';

export interface PotionKind {
  level: number;
  itemId: number;
  restore: number;
}

const finite = (n: number | undefined): number | null => (n !== undefined && Number.isFinite(n) ? n : null);

/** Buy and craft cost of every potion level, from prices and recipes. */
export function pricePotions(potions: readonly PotionKind[], prices: ReadonlyMap<number, number>, recipes: readonly Recipe[]): PotionPricing[] {
  const coster = createItemCoster(prices, recipes);
  return potions.map((potion) => {
    const buy = finite(prices.get(potion.itemId));
    const craft = finite(coster.craft(potion.itemId).cost);
    let best: PotionOption | null = null;
    if (buy !== null) best = { level: potion.level, restore: potion.restore, unitCost: buy, source: 'buy' };
    if (craft !== null && (best === null || craft < best.unitCost)) {
      best = { level: potion.level, restore: potion.restore, unitCost: craft, source: 'craft' };
    }
    return { ...potion, buy, craft, best, costPerEnergy: best ? best.unitCost / potion.restore : null };
  });
}
