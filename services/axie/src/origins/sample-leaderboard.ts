import { decodeGenes, generateGenes, mulberry32, type Rng } from '@criadero/genetics';
import { sampleItems } from './data';
import type { LeaderboardEntry, PlayerTeam } from './types';

/** The arena ranks, best first (docs: rank names such as Challenger, Tiger, Chick, Egg). */
const ARENA_RANKS = ['Challenger', 'Tiger', 'Bear', 'Wolf', 'Boar', 'Hare', 'Chick', 'Egg'] as const;
const SYLLABLES = ['ka', 'ri', 'mo', 'zu', 'ne', 'ta', 'lo', 'vi', 'sa', 'ku', 'pe', 'ax', 'ie', 'ro', 'na', 'do', 'mi', 'le', 'bo', 'ga'];
const PART_SLOTS = ['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'] as const;

export interface SampleLeaderboardOptions {
  seed: number;
  playersPerSeason: number;
}

const seasonRng = (seed: number, seasonId: number, salt: number) => mulberry32((seed ^ (seasonId * 0x9e3779b1) ^ salt) >>> 0);

function playerName(rng: Rng): string {
  const parts = 2 + Math.floor(rng() * 2);
  let name = '';
  for (let i = 0; i < parts; i++) name += SYLLABLES[Math.floor(rng() * SYLLABLES.length)];
  const withNumber = rng() < 0.35 ? String(Math.floor(rng() * 99)) : '';
  return name.charAt(0).toUpperCase() + name.slice(1) + withNumber;
}

/**
 * An invented, seeded leaderboard for one season (sample data, labelled as such by the API):
 * vstar falls with the position, ranks and tiers follow the vstar bands.
 */
export function sampleLeaderboard(options: SampleLeaderboardOptions, seasonId: number): LeaderboardEntry[] {
  const rng = seasonRng(options.seed, seasonId, 0x1eade7);
  const n = options.playersPerSeason;
  let vstar = 900 + Math.floor(rng() * 300);
  const out: LeaderboardEntry[] = [];
  const challengers = Math.min(10, n);
  const steps = (ARENA_RANKS.length - 1) * 4;
  for (let i = 0; i < n; i++) {
    // top 10: Challenger (tier 0); the rest fill rank × tier steps in order (tier 1 best)
    const step = i < challengers ? -1 : Math.floor(((i - challengers) * steps) / Math.max(1, n - challengers));
    out.push({
      userId: `sample-${seasonId}-${String(i + 1).padStart(4, '0')}`,
      name: playerName(rng),
      rank: step < 0 ? ARENA_RANKS[0] : ARENA_RANKS[1 + Math.floor(step / 4)]!,
      tier: step < 0 ? 0 : 1 + (step % 4),
      topRank: i + 1,
      vstar,
    });
    vstar = Math.max(0, vstar - Math.floor(rng() * 6));
  }
  return out;
}

/** A sample player's team: three genuine axies (engine-generated genes) with runes and charms of the samples. */
export function sampleTeam(options: SampleLeaderboardOptions, seasonId: number, entry: LeaderboardEntry): PlayerTeam {
  const rng = seasonRng(options.seed, seasonId, entry.topRank * 7919);
  const runes = sampleItems('rune').items;
  const charms = sampleItems('charm').items;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
  const fighters = [1, 2, 3].map((position) => {
    const genes = generateGenes(Math.floor(rng() * 2 ** 31));
    const cls = decodeGenes(genes).class;
    const own = runes.filter((r) => r.class.toLowerCase() === cls || r.class === 'Neutral');
    return {
      axieId: 10_000_000 + Math.floor(rng() * 1_000_000),
      axieType: 'ronin',
      name: `${entry.name} #${position}`,
      genes,
      position,
      charms: Object.fromEntries(PART_SLOTS.map((slot) => [slot, rng() < 0.8 ? pick(charms).id : ''])),
      runes: [pick(own.length ? own : runes).id],
    };
  });
  return { userId: entry.userId, teamName: `${entry.name} team`, battleAt: null, fighters };
}
