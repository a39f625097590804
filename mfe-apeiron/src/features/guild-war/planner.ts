// Guild war planner: who of ours fights whom of theirs. Duel odds follow the Elo curve on the
// players' ratings (400 points = 10:1), our assumption since the game publishes no formula.

export interface Fighter {
  id: string;
  name: string;
  rating: number;
}

export interface Duel {
  ours: Fighter;
  theirs: Fighter;
  /** chance our fighter wins */
  winChance: number;
}

export type Strategy = 'mirror' | 'maximize';

export const DUELS_PER_WAR = 10;

export function winChance(ours: number, theirs: number): number {
  return 1 / (1 + 10 ** ((theirs - ours) / 400));
}

const strongestFirst = (fighters: readonly Fighter[]) => [...fighters].sort((x, y) => y.rating - x.rating || x.id.localeCompare(y.id));

/**
 * Pairs the best `duels` fighters of each side. 'mirror': strongest against strongest.
 * 'maximize': the assignment with the most expected wins (exact, dynamic programming over the
 * subsets of their fighters, fine for up to ~16 duels).
 */
export function planDuels(ours: readonly Fighter[], theirs: readonly Fighter[], strategy: Strategy, duels = DUELS_PER_WAR): Duel[] {
  const n = Math.min(duels, ours.length, theirs.length);
  const a = strongestFirst(ours).slice(0, n);
  const b = strongestFirst(theirs).slice(0, n);
  if (strategy === 'mirror') return a.map((o, i) => ({ ours: o, theirs: b[i]!, winChance: winChance(o.rating, b[i]!.rating) }));

  // best[mask] = most expected wins pairing our first popcount(mask) fighters with their fighters in mask
  const size = 1 << n;
  const best = new Float64Array(size).fill(-1);
  const choice = new Int8Array(size).fill(-1);
  best[0] = 0;
  for (let mask = 0; mask < size; mask++) {
    if (best[mask]! < 0) continue;
    let i = 0;
    for (let m = mask; m; m &= m - 1) i++;
    if (i === n) continue;
    for (let j = 0; j < n; j++) {
      if (mask & (1 << j)) continue;
      const next = mask | (1 << j);
      const value = best[mask]! + winChance(a[i]!.rating, b[j]!.rating);
      if (value > best[next]! + 1e-12) {
        best[next] = value;
        choice[next] = j;
      }
    }
  }
  const pairs: Duel[] = [];
  let mask = size - 1;
  for (let i = n - 1; i >= 0; i--) {
    const j = choice[mask]!;
    pairs.unshift({ ours: a[i]!, theirs: b[j]!, winChance: winChance(a[i]!.rating, b[j]!.rating) });
    mask &= ~(1 << j);
  }
  return pairs;
}

export const expectedWins = (duels: readonly Duel[]) => duels.reduce((s, d) => s + d.winChance, 0);
