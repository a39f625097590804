import { describe, expect, it } from 'vitest';
import { createItemCoster, type Recipe } from '../src/planners/item-costs';
import { pricePotions } from '../src/planners/potion-options';

// potion 100 = slime 10 + bottle 20 → 3 potions; slime 10 = 12 × material 30
const recipes: Recipe[] = [
  { recipeId: 1, productItemId: 100, expectedYield: 3, materials: [{ itemId: 10, qty: 1 }, { itemId: 20, qty: 1 }] },
  { recipeId: 2, productItemId: 10, expectedYield: 1, materials: [{ itemId: 30, qty: 12 }] },
];

describe('item costs', () => {
  it('crafts when the materials are cheaper than the market', () => {
    const coster = createItemCoster(new Map([[10, 2], [20, 0.05], [30, 0.1]]), recipes);
    expect(coster.cheapest(10)).toEqual({ cost: 1.2000000000000002, how: 'craft', recipeId: 2 });
    expect(coster.craft(100).cost).toBeCloseTo((1.2 + 0.05) / 3, 12);
  });

  it('buys an intermediate when buying it is cheaper', () => {
    const coster = createItemCoster(new Map([[10, 0.9], [20, 0.05], [30, 0.1]]), recipes);
    expect(coster.cheapest(10)).toEqual({ cost: 0.9, how: 'buy' });
    expect(coster.craft(100).cost).toBeCloseTo(0.95 / 3, 12);
  });

  it('cannot cost what has neither a price nor priced materials', () => {
    const coster = createItemCoster(new Map([[20, 0.05]]), recipes);
    expect(coster.cheapest(100).cost).toBe(Infinity);
  });

  it('survives a recipe cycle', () => {
    const cyclic: Recipe[] = [
      { recipeId: 1, productItemId: 1, expectedYield: 1, materials: [{ itemId: 2, qty: 1 }] },
      { recipeId: 2, productItemId: 2, expectedYield: 1, materials: [{ itemId: 1, qty: 1 }] },
    ];
    expect(createItemCoster(new Map([[1, 5]]), cyclic).cheapest(2)).toEqual({ cost: 5, how: 'craft', recipeId: 2 });
  });

  it('prices each potion level by buy and craft and keeps the cheaper', () => {
    const [potion] = pricePotions([{ level: 1, itemId: 100, restore: 4 }], new Map([[100, 1], [10, 2], [20, 0.05], [30, 0.1]]), recipes);
    expect(potion).toMatchObject({ buy: 1, best: { source: 'craft', level: 1, restore: 4 } });
    expect(potion!.craft).toBeCloseTo(1.25 / 3, 12);
    expect(potion!.costPerEnergy).toBeCloseTo(1.25 / 12, 12);
    const [unpriced] = pricePotions([{ level: 0, itemId: 999, restore: 2 }], new Map(), recipes);
    expect(unpriced).toMatchObject({ buy: null, craft: null, best: null, costPerEnergy: null });
  });
});
