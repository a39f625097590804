import type { ChangeLogFollower } from '../market/index/change-log-follower';
import { isWalletImport, partsByType, type SearchCriteria } from './criteria';
import type { MarketIndex } from '../market/index/market-index';
import type { Pricing, RowQuery } from '../market/index/row-query';
import { priorityGroups, type PriorityGroup } from './priority';

export interface SearchResult {
  ids: number[];
  total: number;
}

/** Stage of an adult (an egg is any other stage). */
const ADULT_STAGE = 4;

/**
 * The conditions of a search as a query over the market index. A market search looks for
 * breeding stock, so it leaves eggs out; the wallet import lists the whole wallet, eggs included.
 * A USD bound and a price sort are read at `pricing` (the token prices of the moment).
 */
export function rowQuery(c: SearchCriteria, pricing?: Pricing): RowQuery {
  return {
    pricing,
    stage: isWalletImport(c) ? undefined : ADULT_STAGE,
    auctionType: c.auctionType === 'All' ? null : c.auctionType,
    maxPriceUsd: c.maxPriceUsd,
    breedCount: c.breedCount,
    classes: c.classes,
    bodyShapes: c.bodyShapes,
    primaryColors: c.primaryColors,
    owner: c.owner,
    excludeIds: c.excludeIds,
    partGroups: [...partsByType(c.includeParts).values()],
    excludeParts: c.excludeParts,
    purities: c.purities,
    variantCounts: c.variantCounts,
    stats: c.stats,
    titles: c.titles,
  };
}

/**
 * Stable re-ranking by the priority key, best first, keeping only the first `limit` rows: the
 * key (per group 0..2 recessive hits, groups in priority order) read as a base-3 number, then a
 * counting sort, so the cost is linear in the matches.
 */
function byPriority(marketIndex: MarketIndex, rows: Int32Array, groups: readonly PriorityGroup[], limit: number): Int32Array {
  const codes = groups.map((g) => ({ slot: g.slot, genes: marketIndex.geneTable(g.genes) }));
  const keys = new Int32Array(rows.length);
  const counts = new Int32Array(3 ** groups.length);
  for (let i = 0; i < rows.length; i++) {
    let key = 0;
    for (const { slot, genes } of codes) key = key * 3 + marketIndex.recessiveHits(rows[i]!, slot, genes);
    keys[i] = key;
    counts[key]!++;
  }
  // start of each key's run in the output, highest key first
  const starts = new Int32Array(counts.length);
  for (let key = counts.length - 1, at = 0; key >= 0; key--) {
    starts[key] = at;
    at += counts[key]!;
  }
  const out = new Int32Array(Math.min(limit, rows.length));
  for (let i = 0; i < rows.length; i++) {
    const at = starts[keys[i]!]!++;
    if (at < out.length) out[at] = rows[i]!;
  }
  return out;
}

/** `/api/search` and the wallet import: answered from the market index (filters, sort, then priorityOrder). */
export async function searchMarket(follower: ChangeLogFollower, criteria: SearchCriteria, pricing?: Pricing): Promise<SearchResult> {
  const marketIndex = await follower.index();
  const rows = marketIndex.match(rowQuery(criteria, pricing));
  const groups = priorityGroups(criteria);
  // the priority re-ranks every match in sort order; without it only the page is ordered
  const page = groups
    ? byPriority(marketIndex, marketIndex.ordered(rows, criteria.sort, Infinity, pricing), groups, criteria.limit)
    : marketIndex.ordered(rows, criteria.sort, criteria.limit, pricing);
  return { ids: Array.from(page, (row) => marketIndex.ids[row]!), total: rows.length };
}
