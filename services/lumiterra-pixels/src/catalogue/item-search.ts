import type { ItemTypeId, LumiterraItem } from './items';

export interface ItemQuery {
  type?: ItemTypeId;
  quality?: number;
  minLevel?: number;
  maxLevel?: number;
  tradable?: boolean;
  /** part of the Spanish or English name, accents and case ignored */
  name?: string;
}

/** Lower case without accents, so "pocion" finds "Poción". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** Items matching every given filter, by level then Spanish name. */
export function searchItems(items: readonly LumiterraItem[], query: ItemQuery): LumiterraItem[] {
  const needle = query.name ? fold(query.name) : '';
  return items
    .filter(
      (item) =>
        (query.type === undefined || item.type === query.type) &&
        (query.quality === undefined || item.qualities.includes(query.quality)) &&
        (query.minLevel === undefined || item.level >= query.minLevel) &&
        (query.maxLevel === undefined || item.level <= query.maxLevel) &&
        (query.tradable === undefined || item.tradable === query.tradable) &&
        (needle === '' || fold(item.nameEs).includes(needle) || fold(item.name).includes(needle)),
    )
    .sort((a, b) => a.level - b.level || a.nameEs.localeCompare(b.nameEs, 'es') || a.id - b.id);
}
