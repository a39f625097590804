import { atom } from 'jotai';

/**
 * Counts payments credited on this page (a purchase, or a pending one the background retry got
 * through). The profile reloads its plan, history and Craft World Premium when it moves: a Craft
 * World payment changes neither the credits nor the plan date the session carries.
 */
export const billingRevisionAtom = atom(0);
