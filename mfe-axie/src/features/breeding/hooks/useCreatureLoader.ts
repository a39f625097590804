import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { fetchCards, type CreatureCard } from '../api/axie-api';
import { creaturesAtom } from '../state/atoms';

/** Adds creatures to the loaded set (by id, without duplicates); returns how many were new. */
export function useCreatureLoader() {
  const setCreatures = useSetAtom(creaturesAtom);
  const add = useCallback(
    (cards: CreatureCard[]) => {
      let added = 0;
      setCreatures((list) => {
        const seen = new Set(list.map((c) => c.id));
        const fresh = cards.filter((c) => !seen.has(c.id) && seen.add(c.id));
        added = fresh.length;
        return fresh.length ? [...list, ...fresh] : list;
      });
      return added;
    },
    [setCreatures],
  );
  const loadIds = useCallback(async (ids: string[]) => add(await fetchCards(ids)), [add]);
  return { add, loadIds };
}
