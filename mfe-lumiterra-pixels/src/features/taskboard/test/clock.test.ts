import { newTaskAt, nextDailyReset } from '../clock';

describe('task board clock', () => {
  it('resets at the next 00:00 UTC', () => {
    expect(new Date(nextDailyReset(Date.parse('2026-11-22T08:15:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(nextDailyReset(Date.parse('2026-11-22T23:59:59Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    // exactly at midnight the reset just happened: the next one is a day away
    expect(new Date(nextDailyReset(Date.parse('2026-11-23T00:00:00Z'))).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    // month and year ends
    expect(new Date(nextDailyReset(Date.parse('2026-12-31T12:00:00Z'))).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
  it('honours a configured reset hour', () => {
    expect(new Date(nextDailyReset(Date.parse('2026-11-22T08:15:00Z'), 9)).toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });
  it('brings a new task 5 minutes after one is done', () => {
    expect(newTaskAt(Date.parse('2026-11-22T08:15:00Z'), 5)).toBe(Date.parse('2026-11-22T08:20:00Z'));
  });
});
