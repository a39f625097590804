import { searchGate } from './search-gate';

describe('searchGate', () => {
  it('sends visitors to log in', () => expect(searchGate(null)).toBe('login'));
  it('lets Elite search without asking, even with no credits', () => expect(searchGate({ premium: 2, creditos: 0 })).toBe('free'));
  it('opens the buy-credits modal at zero credits (Premium too)', () => {
    expect(searchGate({ premium: 0, creditos: 0 })).toBe('buyCredits');
    expect(searchGate({ premium: 1, creditos: 0 })).toBe('buyCredits');
  });
  it('asks to confirm spending a credit otherwise (Premium included)', () => {
    expect(searchGate({ premium: 0, creditos: 3 })).toBe('confirm');
    expect(searchGate({ premium: 1, creditos: 4 })).toBe('confirm');
  });
});
