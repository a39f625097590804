import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { fetchCards, type CreatureCard } from '../../../api/axie-api';
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
  /** Loads the ids; `missing` are the ones the market does not know (the answer left them out). */
  const loadIdsReporting = useCallback(
    async (ids: string[]) => {
      const cards = await fetchCards(ids);
      const found = new Set(cards.map((c) => c.id));
      return { added: add(cards), missing: ids.filter((id) => !found.has(id)) };
    },
    [add],
  );
  const loadIds = useCallback(async (ids: string[]) => (await loadIdsReporting(ids)).added, [loadIdsReporting]);
  return { add, loadIds, loadIdsReporting };
}
