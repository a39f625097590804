import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_TYPES, type PartType } from '@criadero/genetics';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import type { AxieDoc } from '../src/market/store/axie-doc';
import { GeneratedMarketSource } from '../src/market/sources/generated-market';
import { GenesCache } from '../src/market/genes-cache';
import { MarketLoader } from '../src/market/market-loader';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { ChangeLogFollower } from '../src/market/index/change-log-follower';
import { rankPartners } from '../src/search/breeding-search';
import { normalizeCriteria, type FilterBody } from '../src/search/criteria';
import { searchMarket } from '../src/search/market-search';
import { walletFloor } from '../src/search/wallet-floor';
import { testAxieConfig } from './helpers';
import { random, randomBodies } from './random-filters';
import { storeRankPartners, storeSearch, storeWalletFloor } from './store-query';

const SIZE = 1500;
/** FerretDB 1.x scans for every store query (the reference side): fewer of them there */
const onServer = (name: string) => name === 'ferretdb' || name === 'mongodb';

/** The market index answers exactly what the store's queries answer, on every store. */
describe.each(storeTargets())('market index == store queries on $name (1,500 axies, random filters)', (target) => {
  let store: Store;
  let repository: AxiesRepository;
  let follower: ChangeLogFollower;
  const genes = new GenesCache();
  let docs: AxieDoc[];

  beforeAll(async () => {
    store = await target.open();
    repository = new AxiesRepository(store);
    follower = new ChangeLogFollower(repository);
    await new MarketLoader(repository, new GeneratedMarketSource(testAxieConfig(SIZE).generated), { info: () => undefined, warn: () => undefined, error: () => undefined }).ensureLoaded();
    docs = await repository.find({}, { sort: { id: 1 } });
  });
  afterAll(async () => {
    await target.dispose(store);
  });

  const searches = onServer(target.name) ? 40 : 150;
  it(`answers ${searches} random searches (ids, order, total) like the store`, { timeout: 240_000 }, async () => {
    let nonEmpty = 0;
    for (const body of randomBodies(docs, searches, 22)) {
      const criteria = normalizeCriteria(body, { limit: 100 });
      const expected = await storeSearch(repository, criteria);
      expect(await searchMarket(follower, criteria), JSON.stringify(body)).toEqual(expected);
      if (expected.total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(searches / 3); // the filters are not all empty-handed
  });

  it('ranks breeding partners like the store-query engine flow', { timeout: 240_000 }, async () => {
    const r = random(7);
    const adults = docs.filter((d) => d.stage === 4 && d.breedCount < 7);
    let ranked = 0;
    for (let i = 0; i < 12; i++) {
      const reference = r.pick(adults);
      const other = r.pick(docs);
      const body: Record<string, unknown> = { parts: [reference.parts[1]!, other.parts[4]!], priorityOrder: r.some(PART_TYPES as readonly PartType[], 3) };
      if (r.chance(0.5)) body.classes = [other.class];
      if (r.chance(0.5)) body.breedCount = [0, 3];
      if (r.chance(0.3)) body.auctionType = 'All';
      if (r.chance(0.5)) body.limit = 1 + Math.floor(r.next() * 200);
      const criteria = normalizeCriteria(body as FilterBody, { limit: 100 });
      const expected = await storeRankPartners(repository, genes, reference, criteria);
      const page = { ranked: expected.ranked.slice(0, criteria.limit), total: expected.total };
      expect(await rankPartners(follower, genes, reference, criteria), JSON.stringify({ reference: reference.id, body })).toEqual(page);
      ranked += expected.total;
    }
    expect(ranked).toBeGreaterThan(0);
  });

  it('values wallets at the floor like the store', { timeout: 240_000 }, async () => {
    const r = random(3);
    for (let i = 0; i < (onServer(target.name) ? 3 : 8); i++) {
      const owner = r.pick(docs).owner;
      expect(await walletFloor(follower, owner)).toEqual(await storeWalletFloor(repository, owner));
    }
    expect(await walletFloor(follower, `0x${'0'.repeat(40)}`)).toEqual({ axies: [], totalUsd: 0, priced: 0 });
  });
});
