import { describe, expect, it } from 'vitest';
import { classicStats } from '../src/card/index.js';
import { decodeGenes } from '../src/decode/index.js';

describe('classic stats', () => {
  it("match the marketplace's answer for axie 2371 (get-axie-detail.2371.real-2022.json in the project's public data)", () => {
    const genes = decodeGenes('0x30004000060414240c4410840c2108c4d0251144142010060c63110404611844');
    expect(genes.class).toBe('plant');
    expect(classicStats(genes)).toEqual({ hp: 57, speed: 35, skill: 31, morale: 41 });
  });
});
