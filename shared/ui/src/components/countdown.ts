export type CountdownState =
  | { kind: 'unavailable' }
  | { kind: 'expired' }
  | { kind: 'running'; days: number; hours: number; minutes: number; seconds: number };

/** Time left until `target` (the spec's countdown: 'No disponible' without a date, 'Expirado' when past). */
export function countdownState(target: Date | string | number | null | undefined, now: number): CountdownState {
  if (target === null || target === undefined || target === '') return { kind: 'unavailable' };
  const end = new Date(target).getTime();
  if (Number.isNaN(end)) return { kind: 'unavailable' };
  let left = Math.floor((end - now) / 1000);
  if (left <= 0) return { kind: 'expired' };
  const days = Math.floor(left / 86400);
  left -= days * 86400;
  const hours = Math.floor(left / 3600);
  left -= hours * 3600;
  const minutes = Math.floor(left / 60);
  return { kind: 'running', days, hours, minutes, seconds: left - minutes * 60 };
}
