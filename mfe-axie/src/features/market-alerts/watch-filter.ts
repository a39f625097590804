import { parentSearchFields } from '../../domain/parent-filter';
import { searchPartIds, type FilterSelection } from '../../domain/selection';
import type { WatchFilter } from './api';

/**
 * A saved filter of the breeding calculator (parts with exclusions, classes, body shapes, colours,
 * purity, variant parts, stats, titles) plus a breed count range and a price cap, as the filter of
 * a watch: the fields of the marketplace search, with the same meaning.
 */
export function watchFilterOf(selection: FilterSelection, breedCount: [number, number], maxPriceUSD: number | null): WatchFilter {
  const parts = searchPartIds(selection);
  return {
    ...(parts.length ? { parts } : {}),
    ...(selection.classes?.length ? { classes: [...selection.classes] } : {}),
    ...(selection.bodyShape?.length ? { bodyShapes: [...selection.bodyShape] } : {}),
    ...(selection.primaryColor?.length ? { primaryColor: [...selection.primaryColor] } : {}),
    ...(breedCount[0] !== 0 || breedCount[1] !== 7 ? { breedCount } : {}),
    ...(maxPriceUSD !== null ? { maxPriceUSD } : {}),
    ...parentSearchFields(selection),
  };
}
