import { describe, expect, it } from 'vitest';
import { fold, searchItems, type ItemQuery } from '../src/catalogue/item-search';
import { ITEM_TYPE_IDS, loadItemCatalogue, type LumiterraItem } from '../src/catalogue/items';
import { mulberry32 as random } from '@criadero/genetics';

const { items } = loadItemCatalogue();

/** The search's meaning written plainly: every item through every filter, then sorted. */
function scan(all: readonly LumiterraItem[], query: ItemQuery): LumiterraItem[] {
  const needle = query.name ? fold(query.name) : '';
  return all
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


describe('the item search index', () => {
  it('answers 400 random searches exactly like a scan of the catalogue', () => {
    const next = random(22);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const levels = items.map((i) => i.level);
    let nonEmpty = 0;
    for (let k = 0; k < 400; k++) {
      const query: ItemQuery = {};
      if (next() < 0.4) query.type = pick(ITEM_TYPE_IDS);
      if (next() < 0.3) query.quality = 1 + Math.floor(next() * 5);
      if (next() < 0.4) query.minLevel = pick(levels);
      if (next() < 0.4) query.maxLevel = pick(levels);
      if (next() < 0.3) query.tradable = next() < 0.5;
      if (next() < 0.3) {
        const name = pick(items)[next() < 0.5 ? 'name' : 'nameEs'];
        const at = Math.floor(next() * name.length);
        query.name = name.slice(at, at + 1 + Math.floor(next() * 6)).toUpperCase();
      }
      const expected = scan(items, query);
      expect(searchItems(items, query), JSON.stringify(query)).toEqual(expected);
      if (expected.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });
});
