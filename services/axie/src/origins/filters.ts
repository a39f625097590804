import { matchesSearch, searchNeedles } from './glossary';
import type { OriginsCard, OriginsItem } from './types';

export { fold } from './glossary';

const DEFAULT_PAGE_SIZE = 24;

export function paginate<T>(rows: readonly T[], page = 1, pageSize = DEFAULT_PAGE_SIZE) {
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}

const inList = (value: string, wanted: readonly string[] | undefined) => !wanted?.length || wanted.some((w) => w.toLowerCase() === value.toLowerCase());

export interface ItemFilter {
  classes?: string[];
  rarities?: string[];
  seasonIds?: number[];
  q?: string;
}

/** Text search (name and effect) in the query's words or, through the glossary, their English game terms. */
export function filterItems(items: readonly OriginsItem[], f: ItemFilter): OriginsItem[] {
  const needles = searchNeedles(f.q);
  return items.filter(
    (i) =>
      inList(i.class, f.classes) &&
      inList(i.rarity, f.rarities) &&
      (!f.seasonIds?.length || f.seasonIds.includes(i.seasonId)) &&
      matchesSearch(needles, i.name, i.description),
  );
}

export interface CardFilter {
  classes?: string[];
  partTypes?: string[];
  stages?: number[];
  energy?: number[];
  attack?: number[];
  q?: string;
}

const within = (value: number, r: number[] | undefined) => !r || (value >= r[0]! && value <= r[1]!);

/** The card fields the filter reads (Origins cards and imported land-battle cards). */
export type FilterableCard = Pick<OriginsCard, 'name' | 'description' | 'partClass' | 'partType' | 'stage' | 'energy' | 'attack'>;

export function filterCards<C extends FilterableCard>(cards: readonly C[], f: CardFilter): C[] {
  const needles = searchNeedles(f.q);
  return cards.filter(
    (c) =>
      inList(c.partClass, f.classes) &&
      inList(c.partType, f.partTypes) &&
      (!f.stages?.length || f.stages.includes(c.stage)) &&
      within(c.energy, f.energy) &&
      within(c.attack, f.attack) &&
      matchesSearch(needles, c.name, c.description),
  );
}
