import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { CreatureCard } from '../api/axie-api';
import { creaturesAtom } from './atoms';

/** Where this browser keeps the ids of the Axies the player hid. */
export const HIDDEN_STORAGE_KEY = 'axie.breeding.hidden';

/**
 * Axies the player hid: still loaded (and kept across reloads), but left out of the ranking, the
 * pairs it lists and the grid until restored.
 */
export const hiddenIdsAtom = atomWithStorage<string[]>(HIDDEN_STORAGE_KEY, [], undefined, { getOnInit: true });

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
