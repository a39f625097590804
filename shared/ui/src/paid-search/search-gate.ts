import type { UserState } from '@criadero/session';

/**
 * Where a marketplace's data comes from, as its service reports it. Only a live source (a
 * configured live import) costs a credit; sample or generated data is searched for free
 * (issue 21). `asOf` is the ISO date of the data.
 */
export interface PaidSearchSource {
  live: boolean;
  label: string;
  asOf: string;
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
