import { describe, expect, it } from 'vitest';
import { PART_VARIANTS, TITLE_NAMES, classicStats, partVariant, statsFromClasses, titleOfName, variantCount } from '../src/card/index.js';
import { decodeGenes } from '../src/decode/index.js';
import { generateGenes } from '../src/generate/index.js';
import { PART_TYPES } from '../src/types.js';

/** Axie 2371 (get-axie-detail.2371.real-2022.json in the project's public data): Origin, plant, mystic Red Nimo ears. */
const AXIE_2371 = '0x30004000060414240c4410840c2108c4d0251144142010060c63110404611844';

describe('classic stats', () => {
  it("match the marketplace's answer for axie 2371 (get-axie-detail.2371.real-2022.json in the project's public data)", () => {
    const genes = decodeGenes(AXIE_2371);
    expect(genes.class).toBe('plant');
    expect(classicStats(genes)).toEqual({ hp: 57, speed: 35, skill: 31, morale: 41 });
    expect(statsFromClasses('plant', PART_TYPES.map((t) => genes[t].d.class))).toEqual(classicStats(genes));
  });
});

describe('variant parts and titles (the marketplace filters numMystic…, title)', () => {
  it("axie 2371 shows one mystic part and the title the marketplace calls 'Origin'", () => {
    const genes = decodeGenes(AXIE_2371);
    expect(variantCount(genes, 'mystic')).toBe(1);
    expect(PART_VARIANTS.filter((v) => v !== 'mystic').map((v) => variantCount(genes, v))).toEqual([0, 0, 0, 0]);
    expect(genes.title).toBe('origin');
    expect(TITLE_NAMES[genes.title!]).toBe('Origin');
  });

  it('specialGenes count as the marketplace counts them: both Christmas sets as xmas, summer-2022 as summer, bionic as none', () => {
    expect(partVariant('xmas-2019')).toBe('xmas');
    expect(partVariant('xmas')).toBe('xmas');
    expect(partVariant('summer-2022')).toBe('summer');
    expect(partVariant('bionic')).toBeNull();
    expect(partVariant(null)).toBeNull();
  });

  it('reads a title name in any case, and no unknown name', () => {
    expect(titleOfName('origin')).toBe('origin');
    expect(titleOfName('MEO CORP II')).toBe('meo2');
    expect(titleOfName('Shiny')).toBeUndefined();
  });

  it('the 512-bit title field round-trips: generated Origin genes decode as Origin', () => {
    const origins = Array.from({ length: 400 }, (_, i) => decodeGenes(generateGenes(i + 1))).filter((g) => g.title === 'origin');
    expect(origins.length).toBeGreaterThan(0);
  });
});
