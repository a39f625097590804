import type { AxiesRepository } from '../repositories/axies-repository';

export interface WalletFloor {
  axies: { id: string; class: string; breedCount: number; floorUsd: number | null; floorAxieId: string | null }[];
  totalUsd: number;
  priced: number;
}

/**
 * Values each axie of a wallet at the floor: the cheapest axie on sale with the same class and
 * breed count, owned by someone else. One query per distinct (class, breed count).
 */
export async function walletFloor(repository: AxiesRepository, owner: string): Promise<WalletFloor> {
  const axies = await repository.find({ owner }, { sort: { id: 1 } });
  const floors = new Map<string, { usd: number; id: string } | null>();
  for (const axie of axies) {
    const key = `${axie.class}|${axie.breedCount}`;
    if (floors.has(key)) continue;
    const floor = await repository.floor(axie.class, axie.breedCount, owner);
    floors.set(key, floor && floor.priceUsd !== null ? { usd: floor.priceUsd, id: String(floor.id) } : null);
  }
  const rows = axies.map((axie) => {
    const floor = floors.get(`${axie.class}|${axie.breedCount}`) ?? null;
    return { id: String(axie.id), class: axie.class, breedCount: axie.breedCount, floorUsd: floor?.usd ?? null, floorAxieId: floor?.id ?? null };
  });
  const totalUsd = Math.round(rows.reduce((s, r) => s + (r.floorUsd ?? 0), 0) * 100) / 100;
  return { axies: rows, totalUsd, priced: rows.filter((r) => r.floorUsd !== null).length };
}
