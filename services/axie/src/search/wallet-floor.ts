import type { ChangeLogFollower } from '../market/index/change-log-follower';
import { ANY_ROW as ANY, type Pricing } from '../market/index/row-query';

export interface WalletFloor {
  axies: { id: string; class: string; breedCount: number; floorUsd: number | null; floorAxieId: string | null }[];
  totalUsd: number;
  priced: number;
}

/**
 * Values each axie of a wallet at the floor: the cheapest axie on sale with the same class and
 * breed count, owned by someone else (the first match: matches come cheapest first), priced at
 * `pricing` (the token prices of the moment).
 */
export async function walletFloor(follower: ChangeLogFollower, owner: string, pricing?: Pricing): Promise<WalletFloor> {
  const marketIndex = await follower.index();
  const owned = marketIndex.ordered(marketIndex.match({ ...ANY, owner }), 'IdAsc');
  const floors = new Map<string, { usd: number; id: string } | null>();
  const rows = Array.from(owned, (row) => {
    const cls = marketIndex.classOf(row);
    const breedCount = marketIndex.breedCounts[row]!;
    const key = `${cls}|${breedCount}`;
    if (!floors.has(key)) {
      const [cheapest] = marketIndex.match({ ...ANY, pricing, auctionType: 'Sale', classes: [cls], breedCount: [breedCount, breedCount], notOwner: owner }, 1);
      const usd = cheapest === undefined ? null : marketIndex.usdOf(cheapest, pricing);
      floors.set(key, usd === null ? null : { usd, id: String(marketIndex.ids[cheapest!]) });
    }
    const floor = floors.get(key) ?? null;
    return { id: String(marketIndex.ids[row]), class: cls, breedCount, floorUsd: floor?.usd ?? null, floorAxieId: floor?.id ?? null };
  });
  const totalUsd = Math.round(rows.reduce((s, r) => s + (r.floorUsd ?? 0), 0) * 100) / 100;
  return { axies: rows, totalUsd, priced: rows.filter((r) => r.floorUsd !== null).length };
}
