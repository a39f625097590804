import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { CreatureGrid } from '../components/CreatureGrid';
import { storedCard, type PageSettings, type PageStore, type SavedPage } from '../domain/page-store';
import type { CreatureCard } from '../../../api/axie-api';
import { usePagePersistence } from '../hooks/usePagePersistence';
import { chosenPairsAtom, combinationEntriesAtom, creaturesAtom, maxPriceAtom, selectionAtom } from '../state/atoms';
import { card, renderBreeding } from './render';

/** IndexedDB as the hook sees it, kept in memory (jsdom has none; the browser test uses the real one). */
function memoryStore(): PageStore & { saved: SavedPage | null; creatureWrites: number } {
  const store = {
    saved: null as SavedPage | null,
    creatureWrites: 0,
    load: async () => (store.saved ? structuredClone(store.saved) : null),
    saveCreatures: async (creatures: CreatureCard[]) => {
      store.creatureWrites++;
      store.saved = { ...(store.saved ?? EMPTY), creatures: structuredClone(creatures.map(storedCard)) };
    },
    saveSettings: async (settings: PageSettings) => void (store.saved = { ...(store.saved ?? EMPTY), ...structuredClone(settings) }),
  };
  return store;
}

const EMPTY: SavedPage = { v: 1, creatures: [], combinationIds: [], chosen: [], selection: {}, config: { breed_count: [0, 7], priorityOrder: ['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'], auctionType: 'Sale' }, combination: [], maxPrice: 90 };

function Page({ store }: { store: PageStore }) {
  usePagePersistence(store);
  return <CreatureGrid />;
}

describe('nothing lost on a reload', { timeout: 20_000 }, () => {
  it('the loaded axies, the chosen pairs, the filter, the rules and the price come back after a reload', async () => {
    answerApi({});
    const saved = memoryStore();
    const first = renderBreeding(<Page store={saved} />);
    act(() => {
      first.store.set(creaturesAtom, [card(1), card(2), card(3, { stage: 1 })]);
      first.store.set(chosenPairsAtom, [['1', '2']]);
      first.store.set(selectionAtom, { eyes: ['eyes-zeal'] });
      first.store.set(combinationEntriesAtom, [{ id: 'c1', type: 'mouth', part: 'mouth-risky-fish', operation: 'desde', percent: 40 }]);
      first.store.set(maxPriceAtom, 55);
    });
    await waitFor(() => expect(saved.saved?.creatures).toHaveLength(3));
    await waitFor(() => expect(saved.saved?.maxPrice).toBe(55));
    // a filter change writes the settings, not the list of Axies again
    const writes = saved.creatureWrites;
    act(() => first.store.set(selectionAtom, { eyes: ['eyes-puppy'] }));
    await waitFor(() => expect(saved.saved?.selection).toEqual({ eyes: ['eyes-puppy'] }));
    expect(saved.creatureWrites).toBe(writes);
    act(() => first.store.set(selectionAtom, { eyes: ['eyes-zeal'] }));
    await waitFor(() => expect(saved.saved?.selection).toEqual({ eyes: ['eyes-zeal'] }));
    first.unmount();

    // a reload: a new page state, nothing in it until the saved page is read
    const second = renderBreeding(<Page store={saved} />);
    await screen.findByText('Analizando 3 Axies cargados (1 huevo: no cría)');
    expect(second.store.get(chosenPairsAtom)).toEqual([['1', '2']]);
    expect(second.store.get(selectionAtom)).toEqual({ eyes: ['eyes-zeal'] });
    expect(second.store.get(combinationEntriesAtom)).toHaveLength(1);
    expect(second.store.get(maxPriceAtom)).toBe(55);
  });

  it('axies loaded before the saved page is read (from ?ids=) are kept alongside it', async () => {
    answerApi({});
    const saved = memoryStore();
    saved.saved = { ...EMPTY, creatures: [card(1)] };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const slow: PageStore = { ...saved, load: async () => (await gate, saved.load()) };
    const view = renderBreeding(<Page store={slow} />);
    act(() => view.store.set(creaturesAtom, [card(7)]));
    await act(async () => release());
    await waitFor(() => expect(view.store.get(creaturesAtom).map((c) => c.id)).toEqual(['1', '7']));
  });
});
