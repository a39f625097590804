import { MAX_BREED_COUNT, breedBlock, pairProbabilities, type PartType } from '@criadero/genetics';
import type { SortSpec } from '@criadero/service-kit/store';
import type { SortBy } from '@criadero/api-contracts/axie';
import type { GenesCache } from '../src/market/genes-cache';
import type { AxieDoc } from '../src/market/store/axie-doc';
import type { AxiesRepository } from '../src/market/store/axies-repository';
import { wantedFilter } from '../src/search/breeding-search';
import { isWalletImport, partsByType, type SearchCriteria } from '../src/search/criteria';
import { priorityGroups } from '../src/search/priority';

/**
 * The searches as store queries (how they were answered before the market index): the
 * system of record's answer, which the index must equal on every store.
 */
export type MongoFilter = Record<string, unknown>;

/** The MongoDB filter of a search over the `axies` collection (same on every store). */
function searchFilter(c: SearchCriteria): MongoFilter {
  const filter: MongoFilter = {};
  const and: MongoFilter[] = [];
  if (c.auctionType !== 'All') filter.auctionType = c.auctionType;
  if (c.maxPriceUsd !== null) filter.priceUsd = { $lte: c.maxPriceUsd };
  if (c.breedCount) filter.breedCount = { $gte: c.breedCount[0], $lte: c.breedCount[1] };
  if (c.classes.length) filter.class = { $in: c.classes };
  if (c.bodyShapes.length) filter.bodyShape = { $in: c.bodyShapes };
  if (c.primaryColors.length) filter.primaryColor = { $in: c.primaryColors };
  if (c.owner) filter.owner = c.owner;
  if (c.excludeIds.length) filter.id = { $nin: c.excludeIds };
  // breeding stock: eggs only come with a wallet import
  if (!isWalletImport(c)) filter.stage = 4;
  for (const ids of partsByType(c.includeParts).values()) and.push({ parts: { $in: ids } });
  if (c.excludeParts.length) and.push({ parts: { $nin: c.excludeParts } });
  if (and.length) filter.$and = and;
  return filter;
}

/** Sort orders; the id breaks ties so every store answers in the same order. */
const SORT_SPECS: Record<SortBy, SortSpec> = {
  PriceAsc: { priceUsd: 1, id: 1 },
  PriceDesc: { priceUsd: -1, id: 1 },
  IdAsc: { id: 1 },
  IdDesc: { id: -1 },
  Latest: { listedAt: -1, id: 1 },
};

/** `/api/search` on the store: filter and sort there, priorityOrder re-ranked by a stable sort. */
export async function storeSearch(repository: AxiesRepository, c: SearchCriteria): Promise<{ ids: number[]; total: number }> {
  const rows = await repository.find(searchFilter(c), { sort: SORT_SPECS[c.sort] });
  const groups = priorityGroups(c);
  let ordered = rows;
  if (groups) {
    const key = (a: AxieDoc) => groups.map(({ slot, genes }) => (genes.has(a.r1[slot]!) ? 1 : 0) + (genes.has(a.r2[slot]!) ? 1 : 0));
    ordered = rows
      .map((row, index) => ({ row, index, key: key(row) }))
      .sort((a, b) => {
        for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return b.key[i]! - a.key[i]!;
        return a.index - b.index;
      })
      .map((k) => k.row);
  }
  return { ids: ordered.slice(0, c.limit).map((r) => r.id), total: rows.length };
}

/** `/api/breeding-search` on the store: candidates by query, every one through the engine. */
export async function storeRankPartners(repository: AxiesRepository, genes: GenesCache, reference: AxieDoc, c: SearchCriteria) {
  const filter = wantedFilter(c);
  const refGenes = genes.get(reference.genes);
  const query = searchFilter({ ...c, includeParts: [] });
  const [minBc, maxBc] = c.breedCount ?? [0, MAX_BREED_COUNT];
  query.breedCount = { $gte: minBc, $lte: Math.min(maxBc, MAX_BREED_COUNT - 1) };
  query.stage = 4;
  query.id = { $nin: [reference.id, ...c.excludeIds] };
  const carriers = [];
  for (const group of filter.groups) {
    const slots = refGenes[group.key as PartType];
    if (![slots.d, slots.r1, slots.r2].some((e) => group.genes.has(e.gen))) carriers.push({ geneIds: { $in: [...group.genes] } });
  }
  if (carriers.length) query.$and = [...((query.$and as object[] | undefined) ?? []), ...carriers];
  const ranked = [];
  for (const candidate of await repository.find(query, { sort: { id: 1 } })) {
    if (breedBlock(reference, candidate) !== null) continue;
    const p = pairProbabilities(refGenes, genes.get(candidate.genes), filter);
    if (p.allWantedD > 0) ranked.push({ id: candidate.id, score: p.allWantedD, factors: p.groups.map((g) => g.D) });
  }
  ranked.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    for (let g = 0; g < a.factors.length; g++) if (a.factors[g] !== b.factors[g]) return b.factors[g]! - a.factors[g]!;
    return a.id - b.id;
  });
  return { ranked, total: ranked.length };
}

/** `/api/wallet-price` on the store: one floor query per distinct (class, breed count). */
export async function storeWalletFloor(repository: AxiesRepository, owner: string) {
  const axies = await repository.find({ owner }, { sort: { id: 1 } });
  const floors = new Map<string, { usd: number; id: string } | null>();
  for (const axie of axies) {
    const key = `${axie.class}|${axie.breedCount}`;
    if (floors.has(key)) continue;
    const [floor] = await repository.find({ auctionType: 'Sale', class: axie.class, breedCount: axie.breedCount, owner: { $ne: owner } }, { sort: { priceUsd: 1, id: 1 }, limit: 1 });
    floors.set(key, floor && floor.priceUsd !== null ? { usd: floor.priceUsd, id: String(floor.id) } : null);
  }
  const rows = axies.map((axie) => {
    const floor = floors.get(`${axie.class}|${axie.breedCount}`) ?? null;
    return { id: String(axie.id), class: axie.class, breedCount: axie.breedCount, floorUsd: floor?.usd ?? null, floorAxieId: floor?.id ?? null };
  });
  const totalUsd = Math.round(rows.reduce((s, r) => s + (r.floorUsd ?? 0), 0) * 100) / 100;
  return { axies: rows, totalUsd, priced: rows.filter((r) => r.floorUsd !== null).length };
}
