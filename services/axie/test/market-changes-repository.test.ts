import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { EmbeddedStore, MongoStore, type Store } from '@criadero/service-kit/store';
import { MarketChangesRepository } from '../src/market/store/market-changes-repository';
import { useStore } from './helpers';

const targets: Array<{ name: string; open: () => Promise<Store> }> = [
  { name: 'embedded', open: async () => new EmbeddedStore() },
  { name: 'FerretDB', open: () => MongoStore.connect(inject('ferretdbUri'), `criadero_axie_changes_${randomBytes(5).toString('hex')}`) },
];

describe.each(targets)('market change log on $name', ({ open }) => {
  const on = useStore(open);

  it('numbers changes 1, 2, 3… in order and reads them back after a seq, ascending, up to a limit', async () => {
    const log = new MarketChangesRepository(on.store);
    await log.ensureIndexes();
    expect(await log.lastSeq()).toBe(0);
    const first = await log.append([
      { kind: 'listed', axieId: '7', priceUsd: 12.5 },
      { kind: 'repriced', axieId: '7', priceUsd: 11 },
    ]);
    expect(first.map((c) => [c._id, c.seq])).toEqual([['000000000001', 1], ['000000000002', 2]]);
    // another process (a restart) continues the numbering from the store
    const again = new MarketChangesRepository(on.store);
    await again.append([{ kind: 'sold', axieId: '7', priceUsd: null }, { kind: 'delisted', axieId: '9', priceUsd: null }]);
    expect((await again.readAfter(0, 10)).map((c) => `${c.seq}:${c.kind}:${c.axieId}`)).toEqual(['1:listed:7', '2:repriced:7', '3:sold:7', '4:delisted:9']);
    expect((await again.readAfter(1, 2)).map((c) => c.seq)).toEqual([2, 3]);
    expect(await again.readAfter(4, 10)).toEqual([]);
    const [read] = await again.readAfter(2, 1);
    expect(read).toMatchObject({ kind: 'sold', axieId: '7', priceUsd: null });
    expect(read!.at).toBeInstanceOf(Date);
  });

  it('two writers with a stale end neither fork nor lose the log: the later one continues after the other', async () => {
    const a = new MarketChangesRepository(on.store);
    const b = new MarketChangesRepository(on.store);
    const end = await a.lastSeq();
    await b.lastSeq();
    await a.append([{ kind: 'listed', axieId: '1', priceUsd: 5 }]);
    const late = await b.append([{ kind: 'listed', axieId: '2', priceUsd: 6 }, { kind: 'delisted', axieId: '1', priceUsd: null }]);
    expect(late.map((c) => c.seq)).toEqual([end + 2, end + 3]);
    expect((await a.readAfter(end, 10)).map((c) => `${c.seq - end}:${c.axieId}`)).toEqual(['1:1', '2:2', '3:1']);
  });
});
