import type { AxieGraphqlClient } from './graphql-client';
import { SEARCH_AXIES, genesOf, type GqlAxie, type GqlPage } from './graphql-queries';

/** The marketplace search answers at most 100 results a page. */
export const MAX_PAGE_SIZE = 100;
/**
 * The marketplace search reads an Elasticsearch index: nothing past its result window
 * (`index.max_result_window`, 10,000 by default) is answered, whatever `from` asks.
 */
const SEARCH_WINDOW = 10_000;

/** Classes as the marketplace's `classes` criterion spells them. */
const CLASSES = ['Beast', 'Aquatic', 'Plant', 'Bird', 'Bug', 'Reptile', 'Mech', 'Dawn', 'Dusk'] as const;
/** Ranges of `AxieSearchCriteria` a partition is halved on, in this order, once it is down to one class. */
const RANGES = [
  ['breedCount', 0, 7],
  ['hp', 0, 100],
  ['speed', 0, 100],
  ['skill', 0, 100],
  ['morale', 0, 100],
] as const;
type RangeKey = (typeof RANGES)[number][0];

/** A part of the listing set the API can answer on its own: `SearchAxies` criteria. `{}` is every listing. */
type ListingPartition = { classes?: string[] } & { [K in RangeKey]?: [number, number] };

/**
 * Where a sweep of every listing is: the partitions still to read (the first one from `from`),
 * and what the finished ones reported. Plain data, so the sync stores it and a restart resumes.
 */
export interface SweepPosition {
  pending: ListingPartition[];
  from: number;
  /** the listings the finished partitions' `total`s add up to (eggs left out) */
  reported: number;
  /** eggs seen in the finished partitions (listed, but not axies the index can hold) */
  eggs: number;
  /** eggs seen so far in the partition being read */
  partitionEggs: number;
  /** partitions still at the window after every split: their listings past it are out of reach */
  clipped: number;
}

export const startSweep = (): SweepPosition => ({ pending: [{}], from: 0, reported: 0, eggs: 0, partitionEggs: 0, clipped: 0 });

export interface SweepPage {
  /** the listed axies of the page, as the API answered them; eggs (genes "0x0") are skipped without ending the partition */
  listings: GqlAxie[];
  position: SweepPosition;
  /** the page finished its partition */
  partitionDone: boolean;
  /** nothing is left to read */
  done: boolean;
}

/**
 * Reads the next page of a sweep over every listing (`SearchAxies`, auctionType Sale, sort
 * Latest, pages of at most MAX_PAGE_SIZE). The whole market is never paged past the search
 * window: a partition whose `total` reaches the window is split (by class, then halving
 * breed-count and stat ranges) and its parts read instead, so every listing lies in a part
 * whose results fit in the window. The first page of a split partition still yields its listings.
 */
export async function readSweepPage(client: AxieGraphqlClient, position: SweepPosition, options: { pageSize: number; window?: number }): Promise<SweepPage> {
  const window = options.window ?? SEARCH_WINDOW;
  const [partition = {}, ...rest] = position.pending;
  const size = Math.min(options.pageSize, MAX_PAGE_SIZE, window - position.from);
  const data = await client.query<{ axies: GqlPage<GqlAxie> }>('SearchAxies', SEARCH_AXIES, { auctionType: 'Sale', criteria: partition, from: position.from, size, sort: 'Latest', owner: null });
  const { total, results } = data.axies;
  const listings = results.filter((axie) => genesOf(axie) && axie.order);
  const eggs = results.length - listings.length;
  // an empty page with total 0 past the first one: the marketplace's window is smaller than `window`
  const windowHit = position.from > 0 && total === 0 && results.length === 0;
  if ((position.from === 0 && total >= window) || windowHit) {
    const parts = split(partition);
    if (parts) return { listings, position: { ...position, pending: [...parts, ...rest], from: 0, partitionEggs: 0 }, partitionDone: false, done: false };
  }
  const partitionEggs = position.partitionEggs + eggs;
  const end = results.length < size || position.from + results.length >= Math.min(total, window);
  if (!end) return { listings, position: { ...position, from: position.from + results.length, partitionEggs }, partitionDone: false, done: false };
  const next: SweepPosition = {
    pending: rest,
    from: 0,
    reported: position.reported + total - partitionEggs,
    eggs: position.eggs + partitionEggs,
    partitionEggs: 0,
    clipped: position.clipped + (total >= window ? 1 : 0),
  };
  return { listings, position: next, partitionDone: true, done: rest.length === 0 };
}

/** The partition's parts: one per class, else its first range not yet down to one value halved; null when it cannot be split. */
function split(partition: ListingPartition): ListingPartition[] | null {
  if (!partition.classes) return CLASSES.map((name) => ({ ...partition, classes: [name] }));
  for (const [key, min, max] of RANGES) {
    const [lo, hi] = partition[key] ?? [min, max];
    if (lo >= hi) continue;
    const mid = Math.floor((lo + hi) / 2);
    return [
      { ...partition, [key]: [lo, mid] },
      { ...partition, [key]: [mid + 1, hi] },
    ];
  }
  return null;
}

/** Every listing of the marketplace, page by page (the import's walk; the sync's sweep goes the same way a few pages a poll). */
export async function* sweepListings(client: AxieGraphqlClient, options: { pageSize: number; window?: number; signal?: AbortSignal }): AsyncIterable<SweepPage> {
  let position = startSweep();
  for (;;) {
    options.signal?.throwIfAborted();
    const page = await readSweepPage(client, position, options);
    yield page;
    if (page.done) return;
    position = page.position;
  }
}
