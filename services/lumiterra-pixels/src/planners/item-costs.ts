/** A crafting recipe: materials in, an expected number of one product out. */
export interface Recipe {
  recipeId: number;
  productItemId: number;
  /** expected products per craft (weighted average of the recipe's outcomes) */
  expectedYield: number;
  materials: { itemId: number; qty: number }[];
}

/** What an item costs and how: bought at the listed price, or crafted by a recipe. */
export interface ItemCost {
  cost: number;
  how: 'buy' | 'craft';
  recipeId?: number;
}

/**
 * Cheapest way to obtain each item: its market price, or a recipe whose
 * materials are themselves obtained the cheapest way (recursively). Items with
 * neither a price nor a usable recipe cost Infinity. Recipe cycles are cut.
 */
export function createItemCoster(prices: ReadonlyMap<number, number>, recipes: readonly Recipe[]) {
  const byProduct = new Map<number, Recipe[]>();
  for (const recipe of recipes) {
    const list = byProduct.get(recipe.productItemId) ?? [];
    list.push(recipe);
    byProduct.set(recipe.productItemId, list);
  }
  const memo = new Map<number, ItemCost>();
  const visiting = new Set<number>();

  function craftCost(itemId: number): ItemCost {
    let best: ItemCost = { cost: Infinity, how: 'craft' };
    for (const recipe of byProduct.get(itemId) ?? []) {
      if (recipe.expectedYield <= 0) continue;
      let total = 0;
      for (const material of recipe.materials) total += material.qty * cheapest(material.itemId).cost;
      const unit = total / recipe.expectedYield;
      if (unit < best.cost) best = { cost: unit, how: 'craft', recipeId: recipe.recipeId };
    }
    return best;
  }

  function cheapest(itemId: number): ItemCost {
    const known = memo.get(itemId);
    if (known) return known;
    const price = prices.get(itemId);
    const bought: ItemCost = { cost: price ?? Infinity, how: 'buy' };
    if (visiting.has(itemId)) return bought;
    visiting.add(itemId);
    const crafted = craftCost(itemId);
    visiting.delete(itemId);
    const result = crafted.cost < bought.cost ? crafted : bought;
    memo.set(itemId, result);
    return result;
  }

  return {
    cheapest,
    /** the cheapest craft of the item, whatever its own price */
    craft: (itemId: number) => craftCost(itemId),
  };
}
