import { compactSelection, type FilterSelection } from './selection';

/** Spec §3 saved filter. */
export interface SavedFilter {
  id: string;
  name: string;
  filter: FilterSelection;
}

/** The saved filter's id is its name with spaces turned into hyphens. */
export const filterIdFromName = (name: string): string => name.trim().replace(/\s+/g, '-');

export type SaveResult = { status: 'saved'; filters: SavedFilter[]; id: string } | { status: 'needs-confirmation'; id: string } | { status: 'invalid-name' };

/** Names that differ only in letter case are the same filter ('Meta' and 'meta'). */
const sameName = (x: string, y: string) => x.localeCompare(y, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Adds or replaces a saved filter. Saving under an existing name (in any letter case) needs
 * `overwrite: true` (the UI asks first, spec §5), and then replaces that filter, spelled as now.
 * Only non-empty selections are stored.
 */
export function saveFilter(filters: readonly SavedFilter[], name: string, selection: FilterSelection, options: { overwrite?: boolean } = {}): SaveResult {
  const id = filterIdFromName(name);
  if (!id) return { status: 'invalid-name' };
  const existing = filters.find((f) => sameName(f.id, id));
  if (existing && !options.overwrite) return { status: 'needs-confirmation', id: existing.id };
  const entry: SavedFilter = { id, name: name.trim(), filter: compactSelection(selection) };
  return { status: 'saved', id, filters: existing ? filters.map((f) => (f === existing ? entry : f)) : [...filters, entry] };
}

export const deleteFilter = (filters: readonly SavedFilter[], id: string): SavedFilter[] => filters.filter((f) => f.id !== id);
