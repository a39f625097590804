import { searchGate } from './search-gate';

describe('searchGate', () => {
  it('sends visitors to log in', () => expect(searchGate(null)).toBe('login'));
  it('lets Elite search without asking, even with no credits', () => expect(searchGate({ premium: 2, creditos: 0 })).toBe('free'));
  it('opens the buy-credits modal at zero credits (Premium too)', () => {
    expect(searchGate({ premium: 0, creditos: 0 })).toBe('buyCredits');
    expect(searchGate({ premium: 1, creditos: 0 })).toBe('buyCredits');
  });
  it('lets anyone logged in search sample data without asking, even with no credits', () => {
    const sample = { live: false, label: 'Datos de muestra', asOf: '2026-11-22' };
    expect(searchGate({ premium: 0, creditos: 0 }, sample)).toBe('free');
    expect(searchGate({ premium: 1, creditos: 3 }, sample)).toBe('free');
    expect(searchGate(null, sample)).toBe('login');
  });
  it('asks for a live source, and for one not known yet', () => {
    expect(searchGate({ premium: 0, creditos: 3 }, { live: true, label: 'Export', asOf: '2026-11-20' })).toBe('confirm');
    expect(searchGate({ premium: 0, creditos: 0 }, { live: true, label: 'Export', asOf: '2026-11-20' })).toBe('buyCredits');
    expect(searchGate({ premium: 0, creditos: 3 }, null)).toBe('confirm');
  });
  it('asks to confirm spending a credit otherwise (Premium included)', () => {
    expect(searchGate({ premium: 0, creditos: 3 })).toBe('confirm');
    expect(searchGate({ premium: 1, creditos: 4 })).toBe('confirm');
  });
});
