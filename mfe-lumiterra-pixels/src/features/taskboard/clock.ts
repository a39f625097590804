/** The next daily board reset: the next `hourUtc`:00 UTC strictly after `now` (ms). */
export function nextDailyReset(now: number, hourUtc = 0): number {
  const date = new Date(now);
  const today = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hourUtc);
  return today > now ? today : today + 86_400_000;
}

/** When a new task takes the place of one completed at `doneAt` (ms). */
export function newTaskAt(doneAt: number, delayMinutes: number): number {
  return doneAt + delayMinutes * 60_000;
}
