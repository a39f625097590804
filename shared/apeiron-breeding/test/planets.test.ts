import { describe, expect, it } from 'vitest';
import { bloodlineOf, dominantElement, elementIssues, PLANET_TYPES, planetTypeOf, typeElements } from '../src';
import { els } from './fixtures';

describe('planet types', () => {
  it('has the 15 types of the whitepaper, one per non-empty set of elements', () => {
    expect(PLANET_TYPES).toHaveLength(15);
    expect(new Set(PLANET_TYPES.map((t) => [...t.elements].sort().join('+'))).size).toBe(15);
  });

  it('names a planet by the elements it has points in', () => {
    expect(planetTypeOf(els(0, 0, 100, 0))).toBe('Gigas');
    expect(planetTypeOf(els(60, 40, 0, 0))).toBe('Tundra');
    expect(planetTypeOf(els(40, 36, 0, 24))).toBe('Oasis');
    expect(planetTypeOf(els(8, 17, 33, 41))).toBe('Normal');
    expect(() => planetTypeOf(els(0, 0, 0, 0))).toThrow(RangeError);
  });

  it('gives bloodlines by element count', () => {
    expect(bloodlineOf('Inferno')).toBe('Pure');
    expect(bloodlineOf('Karsts')).toBe('Duo');
    expect(bloodlineOf('Foresty')).toBe('Tri');
    expect(bloodlineOf('Normal')).toBe('Quad');
    expect(typeElements('Wasteland')).toEqual(['fire', 'earth', 'air']);
  });

  it('refuses distributions that do not share exactly 100 integer points', () => {
    expect(elementIssues(els(25, 25, 25, 25))).toEqual([]);
    expect(elementIssues(els(25, 25, 25, 24))[0]).toMatch(/add up to 100 \(got 99\)/);
    expect(elementIssues(els(25.5, 24.5, 25, 25))).toHaveLength(2);
    expect(elementIssues(els(-1, 51, 25, 25))[0]).toMatch(/fire/);
  });

  it('finds the dominant element, first in order on a tie', () => {
    expect(dominantElement(els(10, 50, 20, 20))).toBe('water');
    expect(dominantElement(els(40, 40, 20, 0))).toBe('fire');
  });
});
