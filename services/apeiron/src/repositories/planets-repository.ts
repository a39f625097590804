import type { SortSpec, Store, StoredDoc } from '@criadero/service-kit/store';
import type { Filter } from 'mongodb';
import { ELEMENTS } from '@criadero/apeiron-breeding';
import type { Planet, PlanetSort } from '@criadero/api-contracts/apeiron';
import { SectionRepository } from './section-repository';

/** A planet plus the fields the marketplace sorts and filters on. */
export interface PlanetDoc extends StoredDoc, Planet {
  /** the id as a number: the tie-break of every order */
  num: number;
  listed: boolean;
  priceUsd: number | null;
  /** points of the dominant element (higher = purer) */
  purity: number;
}

const toDoc = (planet: Planet): PlanetDoc => ({
  _id: planet.id,
  ...planet,
  num: Number(planet.id),
  listed: planet.listing !== null,
  priceUsd: planet.listing?.priceUsd ?? null,
  purity: Math.max(...ELEMENTS.map((e) => planet.elements[e])),
});

export const fromDoc = ({ _id, num, listed, priceUsd, purity, ...planet }: PlanetDoc): Planet => planet;

/** The order of each sort; the number breaks ties (the market index sorts by the same specs). */
export const ORDER: Record<PlanetSort, SortSpec> = {
  'price-asc': { priceUsd: 1, num: 1 },
  'price-desc': { priceUsd: -1, num: 1 },
  'age-desc': { ageDays: -1, num: 1 },
  'age-asc': { ageDays: 1, num: 1 },
  'breed-asc': { breedCount: 1, num: 1 },
  'purity-desc': { purity: -1, num: 1 },
  'id-asc': { num: 1 },
};

export class PlanetsRepository extends SectionRepository<Planet, PlanetDoc> {
  constructor(store: Store) {
    super(store, 'apeiron_planets', toDoc, fromDoc);
  }

  async ensureIndexes() {
    await this.docs.createIndex({ name: 'listed_price', key: { listed: 1, priceUsd: 1, num: 1 } });
    await this.docs.createIndex({ name: 'parents', key: { parentIds: 1 } });
  }

  /** Every listed planet as stored (what the market index is built from). */
  listedDocs(): Promise<PlanetDoc[]> {
    return this.docs.find({ listed: true } as Filter<PlanetDoc>);
  }
}
