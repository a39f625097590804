import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SessionState, UserConfig } from './types';

export const DEFAULT_USER_CONFIG: UserConfig = { body_color: 0, genes_tree: ['dr1', 'dr2', 'r1r2', 'dr1r2'] };

export const sessionAtom = atom<SessionState>({ status: 'anonymous' });

/** The signed-in user, or null for a visitor. */
export const userAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'authenticated' ? session.user : null;
});

/** UI language; remembered across visits. */
export const localeAtom = atomWithStorage<'es' | 'en' | 'pt'>('criadero.locale', 'es', undefined, { getOnInit: true });

/** Whether the premium (plan) purchase modal is open; any locked feature can open it. */
export const premiumModalOpenAtom = atom(false);

/** Whether the buy-credits modal is open (opened when a search finds zero credits). */
export const creditsModalOpenAtom = atom(false);

/**
 * The Craft World Premium purchase modal (billing's root mount): null while closed; a tool opens
 * it with `{ referralCode }` (a creator's code it was handed, or null) and billing sets it back
 * to null when the player closes it or a payment went through.
 */
export const craftWorldModalAtom = atom<{ referralCode: string | null } | null>(null);
