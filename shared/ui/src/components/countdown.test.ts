import { describe, expect, it } from 'vitest';
import { countdownState } from './countdown';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('countdown', () => {
  it("is 'No disponible' without a date or with an invalid one", () => {
    expect(countdownState(null, now)).toEqual({ kind: 'unavailable' });
    expect(countdownState(undefined, now)).toEqual({ kind: 'unavailable' });
    expect(countdownState('not a date', now)).toEqual({ kind: 'unavailable' });
  });

  it("is 'Expirado' at or after the target", () => {
    expect(countdownState(now, now)).toEqual({ kind: 'expired' });
    expect(countdownState(now - 1000, now)).toEqual({ kind: 'expired' });
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownState(new Date(target).toISOString(), now)).toEqual({ kind: 'running', days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
});
