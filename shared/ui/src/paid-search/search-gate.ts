import type { UserState } from '@criadero/session';

/**
 * What happens when a player presses search (spec §6): visitors log in first, Elite searches
 * free without a question, players without credit get the buy-credits modal, everyone else
 * confirms spending 1 credit.
 */
export type SearchGate = 'login' | 'free' | 'buyCredits' | 'confirm';

export function searchGate(user: Pick<UserState, 'premium' | 'creditos'> | null): SearchGate {
  if (!user) return 'login';
  if (user.premium === 2) return 'free';
  if (user.creditos <= 0) return 'buyCredits';
  return 'confirm';
}
