import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RARITIES, levelCap, type Rarity } from '@criadero/horse-leveling';
import { loadHorseConfig } from '../src/config';
import { FileHorseMarket } from '../src/market/file-market';
import { ListingsFileError, parseListings } from '../src/market/listings-file';

const sampleFile = loadHorseConfig({}).listingsFile;
const rarityData = JSON.parse(readFileSync(fileURLToPath(new URL('../data/rarity.json', import.meta.url)), 'utf8')) as {
  rarityBase: Record<Rarity, { 'Growth Min': number; 'Growth Max': number; 'Starting Stats': [number, number]; 'Origin Breeding': number }>;
};

describe('the shipped sample listings', () => {
  const market = FileHorseMarket.fromFile(sampleFile);
  const { horses } = parseListings(JSON.parse(readFileSync(sampleFile, 'utf8')));

  it('is labelled as sample data with a date', () => {
    expect(market.info.kind).toBe('sample');
    expect(market.info.label).toMatch(/sample/i);
    expect(Number.isNaN(Date.parse(market.info.asOf))).toBe(false);
  });

  it('follows the game rules: levels within the rarity cap, stats within start + growth per level, origin breed counts', () => {
    expect(horses.length).toBeGreaterThanOrEqual(200);
    expect(new Set(horses.map((h) => h.rarity))).toEqual(new Set(RARITIES));
    for (const h of horses) {
      const base = rarityData.rarityBase[h.rarity];
      expect(h.level, h.id).toBeLessThanOrEqual(levelCap(h.rarity));
      const low = base['Starting Stats'][0] + (h.level - 1) * base['Growth Min'] - 0.01;
      const high = base['Starting Stats'][1] + (h.level - 1) * base['Growth Max'] + 0.01;
      for (const stat of [h.power, h.sprint, h.speed]) {
        expect(stat, `${h.id} stat`).toBeGreaterThanOrEqual(low);
        expect(stat, `${h.id} stat`).toBeLessThanOrEqual(high);
      }
      if (h.gen === 0) expect(h.breedsMax).toBe(base['Origin Breeding']);
      else expect(h.breedsMax).toBeLessThanOrEqual(3);
    }
  });
});

describe('listings-file checks', () => {
  const good = JSON.parse(readFileSync(sampleFile, 'utf8')) as { source: object; horses: Array<Record<string, unknown>> };
  const first = good.horses[0]!;
  const withHorses = (horses: unknown[]) => ({ source: good.source, horses });

  it.each([
    ['a horse listed twice', withHorses([first, first]), /listed twice/],
    ['more breeds used than allowed', withHorses([{ ...first, breedsUsed: 3, breedsMax: 2 }]), /more breeds/],
    ['an unknown rarity', withHorses([{ ...first, rarity: 'Golden' }]), /rarity/],
    ['an unknown field', withHorses([{ ...first, colour: 'bay' }]), /horses\/0/],
    ['a level above 30', withHorses([{ ...first, level: 31 }]), /level/],
    ['no source label', { horses: [] }, /source/],
    ['an undated source', { source: { kind: 'sample', label: 'x', asOf: 'yesterday' }, horses: [] }, /asOf/],
  ])('refuses %s', (_name, data, message) => {
    expect(() => parseListings(data, 'test.json')).toThrow(ListingsFileError);
    expect(() => parseListings(data, 'test.json')).toThrow(message);
  });

  it('refuses a file that is not JSON, naming it', () => {
    expect(() => FileHorseMarket.fromFile(fileURLToPath(new URL('../README.md', import.meta.url)))).toThrow(/README\.md/);
  });
});
