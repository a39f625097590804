import { atomWithStorage } from 'jotai/utils';
import type { SavedFilter } from '../domain/saved-filters';
import { STORAGE_KEYS } from '../domain/storage';

/**
 * The player's saved filters, kept in this browser: the breeding calculator writes them, market
 * alerts turns one into a watch.
 */
export const savedFiltersAtom = atomWithStorage<SavedFilter[]>(STORAGE_KEYS.savedFilters, [], undefined, { getOnInit: true });
