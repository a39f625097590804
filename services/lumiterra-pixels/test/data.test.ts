import { describe, expect, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadItemCatalogue } from '../src/catalogue/items';
import { fold, searchItems } from '../src/catalogue/item-search';
import { loadEnergyRules, loadTaskBoard } from '../src/config';
import { SamplePriceSource } from '../src/prices/sample-price-source';

describe('bundled data', () => {
  it('has the 892 game items, each with a Spanish name', () => {
    const { items, asOf } = loadItemCatalogue();
    expect(items).toHaveLength(892);
    expect(asOf).toBe('2025-01-10');
    expect(items.filter((i) => i.nameEs.trim() === '')).toEqual([]);
    expect(new Set(items.map((i) => i.id)).size).toBe(892);
  });

  it('has the potion restores of the game table (levels 0..9)', () => {
    const rules = loadEnergyRules();
    expect(rules.potions.map((p) => p.restore)).toEqual([2, 4, 10, 17, 25, 34, 44, 55, 67, 80]);
    expect(rules).toMatchObject({ maxEnergy: 150, energyPerKill: 1, energyPerHarvest: 1 });
    // every potion level 1..9 has a recipe: slime of the level + empty bottle
    for (let level = 1; level <= 9; level++) {
      const potion = rules.potions[level]!;
      expect(rules.recipes.some((r) => r.productItemId === potion.itemId && r.materials.some((m) => m.itemId === 479))).toBe(true);
    }
  });

  it('labels the sample prices and refuses a price file not marked as sample', async () => {
    const source = new SamplePriceSource();
    expect(source.provenance()).toEqual({ source: 'sample', sample: true, currency: 'RON', asOf: '2026-11-22' });
    const prices = await source.prices([709, 841, 999_999]);
    expect(prices.get(709)).toBeGreaterThan(0);
    expect(prices.has(841)).toBe(false); // the Lv0 potion is not tradable
    expect(prices.has(999_999)).toBe(false);

    const file = join(mkdtempSync(join(tmpdir(), 'lumiterra-prices-')), 'prices.json');
    writeFileSync(file, JSON.stringify({ sample: false, currency: 'RON', asOf: '2026-01-01', method: 'x', prices: {} }));
    expect(() => new SamplePriceSource(file)).toThrow(/sample/);
  });

  it('has a task board with rules, gates and sample tasks', () => {
    const board = loadTaskBoard();
    expect(board.rules).toMatchObject({ newTaskDelayMinutes: 5, dailyResetUtcHour: 0 });
    expect(board.reputationGates.gates.map((g) => g.reputation)).toEqual([325, 540, 945, 1500, 1500, 1905, 2205, 3000]);
  });
});

describe('item search', () => {
  const { items } = loadItemCatalogue();
  it('finds Spanish and English names without accents or case', () => {
    expect(fold('Poción ÉPICA')).toBe('pocion epica');
    const byEs = searchItems(items, { name: 'ESPADA DE MADERA' });
    expect(byEs.map((i) => i.name)).toContain('Wooden Sword');
    const byEn = searchItems(items, { name: 'wooden sword' });
    expect(byEn.map((i) => i.id)).toEqual(byEs.map((i) => i.id));
  });
  it('combines filters', () => {
    const found = searchItems(items, { type: 4, minLevel: 2, maxLevel: 2, tradable: true });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => i.type === 4 && i.level === 2 && i.tradable)).toBe(true);
    expect(searchItems(items, {})).toHaveLength(892);
  });
});
