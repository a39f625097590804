import { atom, type WritableAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { userAtom } from '@criadero/session';
import type { CreatureCard } from '../../../api/axie-api';
import { changeHiddenAxies } from '../api/share-links';
import { creaturesAtom } from './atoms';

/** Where this browser keeps the ids of the Axies the player hid. */
export const HIDDEN_STORAGE_KEY = 'axie.breeding.hidden';

/** A visitor's hidden Axies, kept in this browser (they move to the account on sign-in). */
export const localHiddenIdsAtom = atomWithStorage<string[]>(HIDDEN_STORAGE_KEY, [], undefined, { getOnInit: true });
/** The signed-in player's hidden Axies as the server last answered (null until loaded). */
export const accountHiddenIdsAtom = atom<{ accountId: string; ids: string[] } | null>(null);

const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((id) => typeof id === 'string');

/**
 * Axies the player hid: still loaded (and kept across reloads, with the account when signed in,
 * in this browser for a visitor), but left out of the ranking, the pairs it lists and the grid
 * until restored. Setting it sends a signed-in player's change to the server (what was added and
 * what was removed, so another tab's changes are not undone).
 */
export const hiddenIdsAtom: WritableAtom<string[], [string[] | ((now: string[]) => string[])], void> = atom(
  (get): string[] => {
    const user = get(userAtom);
    if (user) {
      const account = get(accountHiddenIdsAtom);
      return account?.accountId === user.accountId ? account.ids : [];
    }
    const local = get(localHiddenIdsAtom);
    return isIdList(local) ? local : [];
  },
  (get, set, update: string[] | ((now: string[]) => string[])) => {
    const now = get(hiddenIdsAtom);
    const next = typeof update === 'function' ? update(now) : update;
    const user = get(userAtom);
    if (!user) {
      set(localHiddenIdsAtom, next);
      return;
    }
    set(accountHiddenIdsAtom, { accountId: user.accountId, ids: next });
    const before = new Set(now);
    const after = new Set(next);
    const add = next.filter((id) => !before.has(id));
    const remove = now.filter((id) => !after.has(id));
    if (add.length || remove.length) changeHiddenAxies({ add, remove }).catch((error: unknown) => console.warn('[axie.breeding] hidden Axies not saved to the account', error));
  },
);

const hiddenSet = atom((get) => {
  const ids = get(hiddenIdsAtom);
  return new Set(Array.isArray(ids) ? ids : []);
});

/** The loaded Axies that are not hidden: what the ranking pairs and the grid shows. */
export const shownCreaturesAtom = atom<CreatureCard[]>((get) => {
  const hidden = get(hiddenSet);
  const all = get(creaturesAtom);
  return hidden.size ? all.filter((c) => !hidden.has(c.id)) : all;
});

/** The loaded Axies that are hidden, in loading order. */
export const hiddenCreaturesAtom = atom<CreatureCard[]>((get) => {
  const hidden = get(hiddenSet);
  return hidden.size ? get(creaturesAtom).filter((c) => hidden.has(c.id)) : [];
});

export const hideCreature = (ids: readonly string[], id: string): string[] => (ids.includes(id) ? [...ids] : [...ids, id]);
export const restoreCreature = (ids: readonly string[], id: string): string[] => ids.filter((x) => x !== id);
