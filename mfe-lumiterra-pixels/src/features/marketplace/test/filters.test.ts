import { EMPTY_FORM, levelsInOrder, toSearchRequest } from '../filters';

describe('market form', () => {
  it('sends only the filters that are set', () => {
    expect(toSearchRequest(EMPTY_FORM, 'r1')).toEqual({ requestId: 'r1' });
    expect(toSearchRequest({ type: '4', quality: '2', minLevel: '0', maxLevel: '3', tradable: 'no', name: '  slime ' }, 'r2')).toEqual({
      requestId: 'r2',
      type: 4,
      quality: 2,
      minLevel: 0,
      maxLevel: 3,
      tradable: false,
      name: 'slime',
    });
  });
  it('checks the level range', () => {
    expect(levelsInOrder({ ...EMPTY_FORM, minLevel: '5', maxLevel: '2' })).toBe(false);
    expect(levelsInOrder({ ...EMPTY_FORM, minLevel: '2', maxLevel: '2' })).toBe(true);
    expect(levelsInOrder({ ...EMPTY_FORM, minLevel: '7' })).toBe(true);
  });
});
