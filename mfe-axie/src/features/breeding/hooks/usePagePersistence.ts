import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { indexedDbPageStore, type PageStore } from '../domain/page-store';
import { chosenPairsAtom, combinationEntriesAtom, combinationIdsAtom, creaturesAtom, filterConfigAtom, maxPriceAtom, selectionAtom } from '../state/atoms';

/** Saves wait this long after the last change (loading a wallet changes the list many times). */
const SAVE_DEBOUNCE_MS = 400;

let defaultStore: PageStore | null = null;

/**
 * Keeps the loaded Axies (also those a paid search brought), the Axies marked for combinations,
 * the chosen pairs and the filter across reloads: restored once on arrival (merged with anything
 * loaded meanwhile, e.g. from ?ids=), then saved after each change.
 */
export function usePagePersistence(store: PageStore = (defaultStore ??= indexedDbPageStore())) {
  const [creatures, setCreatures] = useAtom(creaturesAtom);
  const [combinationIds, setCombinationIds] = useAtom(combinationIdsAtom);
  const [chosen, setChosen] = useAtom(chosenPairsAtom);
  const [selection, setSelection] = useAtom(selectionAtom);
  const [config, setConfig] = useAtom(filterConfigAtom);
  const [combination, setCombination] = useAtom(combinationEntriesAtom);
  const [maxPrice, setMaxPrice] = useAtom(maxPriceAtom);
  const [restored, setRestored] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void store.load().then((saved) => {
      if (saved) {
        setCreatures((now) => {
          const ids = new Set(saved.creatures.map((c) => c.id));
          return [...saved.creatures, ...now.filter((c) => !ids.has(c.id))];
        });
        setCombinationIds(saved.combinationIds);
        setChosen(saved.chosen);
        setSelection(saved.selection);
        setConfig(saved.config);
        setCombination(saved.combination);
        setMaxPrice(saved.maxPrice);
      }
      setRestored(true);
    });
  }, [store, setCreatures, setCombinationIds, setChosen, setSelection, setConfig, setCombination, setMaxPrice]);

  // never overwrite the saved page with the empty one it is about to replace (restored)
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => void store.saveCreatures(creatures), SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [restored, store, creatures]);
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => void store.saveSettings({ combinationIds, chosen, selection, config, combination, maxPrice }), SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [restored, store, combinationIds, chosen, selection, config, combination, maxPrice]);

  return restored;
}
