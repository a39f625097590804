import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Imports the entry with the shell's modules replaced by a counter of their starts. */
let started = 0;
const importEntry = async () => {
  vi.doMock('./bootstrap', () => {
    started += 1;
    return {};
  });
  await import('./index');
};
const visibility = (state: DocumentVisibilityState) => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

describe('the entry (index.ts)', () => {
  beforeEach(() => {
    vi.resetModules();
    started = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.doUnmock('./bootstrap');
  });

  it('on a visible page, starts the shell in a later task than its own', async () => {
    visibility('visible');
    await importEntry();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(started).toBe(0);
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(started).toBe(1));
  });

  it('in a hidden tab, starts it at once (no input to answer, and its timers may be held back)', async () => {
    visibility('hidden');
    await importEntry();
    expect(vi.getTimerCount()).toBe(0);
    await vi.waitFor(() => expect(started).toBe(1));
  });
});
