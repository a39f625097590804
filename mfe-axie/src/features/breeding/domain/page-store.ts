import type { CreatureCard } from '../../../api/axie-api';
import type { CombinationEntry } from './combination';
import { isValidBreedCount, type FilterConfig } from '../../../domain/filter-config';
import type { FilterSelection } from '../../../domain/selection';

/** What the calculator keeps across reloads (nothing lost). */
export interface SavedPage {
  v: 1;
  creatures: CreatureCard[];
  combinationIds: string[];
  chosen: [string, string][];
  selection: FilterSelection;
  config: FilterConfig;
  combination: CombinationEntry[];
  maxPrice: number;
}

export type PageSettings = Omit<SavedPage, 'v' | 'creatures'>;

/**
 * The Axies and the settings are kept apart: the list (hundreds of cards) is written only when it
 * changes, not on every filter click, since copying it into IndexedDB takes main-thread time.
 */
export interface PageStore {
  load(): Promise<SavedPage | null>;
  saveCreatures(creatures: CreatureCard[]): Promise<void>;
  saveSettings(settings: PageSettings): Promise<void>;
}

/** What a card keeps on disk: not the decoded genes, which are rebuilt from `genes` (a third of the copy). */
export const storedCard = ({ parsedGenes: _decoded, ...card }: CreatureCard): CreatureCard => card;

const isSavedPage = (v: unknown): v is SavedPage => {
  const o = v as Partial<SavedPage> | null;
  return !!o && o.v === 1 && Array.isArray(o.creatures) && Array.isArray(o.combinationIds) && Array.isArray(o.chosen) && !!o.selection && typeof o.selection === 'object' && !!o.config && isValidBreedCount(o.config.breed_count ?? []) && Array.isArray(o.combination) && typeof o.maxPrice === 'number';
};

const DB_NAME = 'criadero-breeding';
const STORE = 'page';
const CREATURES = 'creatures';
const SETTINGS = 'settings';

const request = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))));

/**
 * The page's state in IndexedDB (a wallet of 500 Axies is too big for localStorage's 5 MB with
 * its genes and images). Without IndexedDB (private modes, tests) nothing is kept and nothing breaks.
 */
export function indexedDbPageStore(factory: IDBFactory | undefined = globalThis.indexedDB): PageStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (!factory) return Promise.reject(new Error('IndexedDB unavailable'));
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const r = factory.open(DB_NAME, 1);
      r.onupgradeneeded = () => r.result.createObjectStore(STORE);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    return db;
  };
  const put = async (key: string, value: unknown) => {
    try {
      await request((await open()).transaction(STORE, 'readwrite').objectStore(STORE).put(value, key));
    } catch (error) {
      console.warn('[axie.breeding] could not save the page', error);
    }
  };
  return {
    async load() {
      try {
        const store = (await open()).transaction(STORE).objectStore(STORE);
        const [creatures, settings] = await Promise.all([request(store.get(CREATURES)), request(store.get(SETTINGS))]);
        const page: unknown = { v: 1, creatures: creatures ?? [], ...(settings as object) };
        return settings && isSavedPage(page) ? page : null;
      } catch (error) {
        console.warn('[axie.breeding] saved page unavailable', error);
        return null;
      }
    },
    saveCreatures: (creatures) => put(CREATURES, creatures.map(storedCard)),
    saveSettings: (settings) => put(SETTINGS, settings),
  };
}
