import type { UserState } from '@criadero/session';
import type { Provenance } from '@criadero/api-contracts/schemas/paid-search';

/**
 * Where a marketplace's data comes from, as its service reports it. Only a live source costs a
 * credit; sample data, or a live market whose data is out of date (`provenance` 'degraded'), is
 * searched for free. `asOf` is the ISO date of the data.
 */
export interface PaidSearchSource {
  live: boolean;
  label: string;
  asOf: string;
  /** why a source that is not live is free (default: sample) */
  provenance?: Provenance;
}

/**
 * What happens when a player presses search (spec §6): visitors log in first, Elite and
 * searches over sample data go at once, players without credit get the buy-credits modal,
 * everyone else confirms spending 1 credit. A source not known yet counts as live: nothing is
 * spent without the question.
 */
export type SearchGate = 'login' | 'free' | 'buyCredits' | 'confirm';

export function searchGate(user: Pick<UserState, 'premium' | 'creditos'> | null, source?: PaidSearchSource | null): SearchGate {
  if (!user) return 'login';
  if (user.premium === 2 || source?.live === false) return 'free';
  if (user.creditos <= 0) return 'buyCredits';
  return 'confirm';
}
