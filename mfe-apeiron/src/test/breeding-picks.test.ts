import { parsePlanetId } from '../state/breeding-picks';

describe('parsePlanetId', () => {
  it('accepts ids with or without #, trimmed', () => {
    expect(parsePlanetId(' #4821 ')).toBe('4821');
    expect(parsePlanetId('12')).toBe('12');
  });
  it('rejects anything else', () => {
    expect(parsePlanetId('')).toBe('');
    expect(parsePlanetId('12a')).toBe('');
    expect(parsePlanetId('1234567890')).toBe('');
    expect(parsePlanetId('-3')).toBe('');
  });
});
