import { readFileSync } from 'node:fs';
import { ITEM_TYPES, type ItemTypeId } from '@criadero/api-contracts/lumiterra-pixels';

export const ITEM_TYPE_IDS = Object.keys(ITEM_TYPES).map(Number) as ItemTypeId[];

export interface LumiterraItem {
  id: number;
  name: string;
  /** Spanish name from the game's own Spanish table */
  nameEs: string;
  type: ItemTypeId;
  subType: number;
  /** qualities the item comes in (1..5) */
  qualities: number[];
  /** level needed to use it */
  level: number;
  /** can be sold on the marketplace */
  tradable: boolean;
  canMint: boolean;
}

export interface ItemCatalogue {
  source: string;
  asOf: string;
  items: LumiterraItem[];
}

/** The bundled game item table (see data/SOURCES.md). */
export function loadItemCatalogue(file = new URL('../../data/lumiterra-items.json', import.meta.url)): ItemCatalogue {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as ItemCatalogue & { count: number };
  if (raw.items.length !== raw.count) throw new Error(`item catalogue: expected ${raw.count} items, read ${raw.items.length}`);
  return { source: raw.source, asOf: raw.asOf, items: raw.items };
}
