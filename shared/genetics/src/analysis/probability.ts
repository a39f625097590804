/** Chance (percent) of at least one success in n tries: 100 × (1 − (1 − p)^n), p a fraction. */
export function atLeastOnePercent(p: number, n: number): number {
  if (n <= 0) return 0;
  return 100 * (1 - Math.pow(1 - Math.min(1, Math.max(0, p)), n));
}

export type ProbabilityBand = 'perfect' | 'good' | 'normal' | 'poor' | 'bad';

/** The spec's colour bands for a percentage: >90 perfect, >75 good, >50 normal, >25 poor, else bad. */
export function probabilityBand(percent: number): ProbabilityBand {
  if (percent > 90) return 'perfect';
  if (percent > 75) return 'good';
  if (percent > 50) return 'normal';
  if (percent > 25) return 'poor';
  return 'bad';
}
