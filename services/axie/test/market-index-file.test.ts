import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { INDEX_FILE, readIndexFile, writeIndexFile } from '../src/market/index/index-file';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { ChangeLogFollower, type ChangeLogFollowerOptions } from '../src/market/index/change-log-follower';
import { MarketChangesRepository } from '../src/market/store/market-changes-repository';
import { normalizeCriteria } from '../src/search/criteria';
import { rowQuery, searchMarket } from '../src/search/market-search';
import { lastMarketIndexBuild } from '../src/market/index/index-build';
import { MarketIndex } from '../src/market/index/market-index';
import { movingMarket } from './moving-market';
import { randomBodies } from './random-filters';
import { storeSearch } from './store-query';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-index-file-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A repository on the durable store in `dir` and its index's follower, which saves the index there, with what it logged. */
function reopened(dir: string) {
  const store = new EmbeddedStore({ dataDir: dir });
  const warnings: string[] = [];
  const options: ChangeLogFollowerOptions = { indexFile: join(dir, INDEX_FILE), log: { info: () => undefined, warn: (obj) => warnings.push(String((obj as { why?: string }).why)), error: () => undefined } };
  const repository = new AxiesRepository(store);
  return { store, repository, follower: new ChangeLogFollower(repository, options), warnings };
}

/** Every answer of `bodies` from one index, to compare with another's. */
async function answers(follower: ChangeLogFollower, bodies: Array<Record<string, unknown>>) {
  return Promise.all(bodies.map((body) => searchMarket(follower, normalizeCriteria(body, { limit: 60 }))));
}

describe('the index saved to a file', () => {
  it('reads back as the same index: every search, sort and relative as the one saved, patched rows included', { timeout: 120_000 }, async () => {
    const { repository, follower, advance } = await movingMarket(new EmbeddedStore());
    await follower.index();
    await advance(6); // patched rows beside the built ones
    const saved = await follower.index();
    expect(saved.patchedRows).toBeGreaterThan(0);
    const path = join(folder(), INDEX_FILE);
    await writeIndexFile(path, saved, { key: 'k', seq: 7, seqAt: 1, syncedAt: null });
    const read = readIndexFile(path);
    if (!read.marketIndex) throw new Error(`not read: ${read.reason}`);
    expect(read.state).toEqual({ key: 'k', seq: 7, seqAt: 1, syncedAt: null });
    const loaded = read.marketIndex;
    expect(loaded.size).toBe(saved.size);
    const docs = await repository.find({});
    for (const body of randomBodies(docs, 120, 21)) {
      const criteria = normalizeCriteria(body, { limit: 80 });
      const ids = (s: MarketIndex) => Array.from(s.ordered(s.match(rowQuery(criteria)), criteria.sort, criteria.limit), (row) => s.ids[row]);
      expect(ids(loaded), JSON.stringify(body)).toEqual(ids(saved));
    }
    for (const doc of docs.slice(0, 50)) {
      const relatives = (s: MarketIndex) => s.possibleRelatives(doc).map((row) => s.ids[row]).sort();
      expect(relatives(loaded)).toEqual(relatives(saved));
      expect(loaded.docOf(loaded.rowOf(doc.id)!)).toEqual(saved.docOf(saved.rowOf(doc.id)!));
    }
    // it keeps patching like the one saved, through a compaction
    const changed = docs.slice(0, 3).map((d) => ({ ...d, auctionType: 'Sale' as const, priceUsd: 1.25, listedAt: 5 }));
    expect(loaded.upsert(changed)).toBe(saved.upsert(changed));
    expect(loaded.compacted().match(rowQuery(normalizeCriteria({ maxPriceUSD: 2 }, { limit: 10 })))).toEqual(saved.compacted().match(rowQuery(normalizeCriteria({ maxPriceUSD: 2 }, { limit: 10 }))));
  });

  it('after a restart answers every search as before it, applying only the changes logged after the file', { timeout: 180_000 }, async () => {
    const dir = folder();
    const first = reopened(dir);
    const { repository, follower, advance } = await movingMarket(first.store, 50, { indexFile: join(dir, INDEX_FILE) });
    await follower.index();
    await advance(4);
    await follower.saveIndex();
    const savedAt = follower.freshness.seq;
    expect(savedAt).toBeGreaterThan(0);
    await advance(3); // logged after the file: the next start applies these
    const endSeq = follower.freshness.seq;
    expect(endSeq).toBeGreaterThan(savedAt);
    const bodies = randomBodies(await repository.find({}), 60, 5);
    const beforeRestart = await answers(follower, bodies);
    await first.store.close(); // no save at close: as after kill -9

    const second = reopened(dir);
    expect(second.follower.freshness.seq).toBe(0);
    await second.follower.index();
    expect(lastMarketIndexBuild()?.from).toBe('file');
    expect(second.follower.freshness).toMatchObject({ seq: endSeq, applied: endSeq - savedAt });
    expect(await answers(second.follower, bodies)).toEqual(beforeRestart);
    for (const body of bodies.slice(0, 20)) {
      const criteria = normalizeCriteria(body, { limit: 60 });
      expect(await searchMarket(second.follower, criteria)).toEqual(await storeSearch(second.repository, criteria));
    }
    expect(second.warnings).toEqual([]);
    await second.store.close();
  });

  it('falls back to a build from the store when the file is missing, corrupt, of another dataset or ahead of the log', { timeout: 180_000 }, async () => {
    const dir = folder();
    const first = reopened(dir);
    const { advance } = await movingMarket(first.store); // no index file yet
    await advance(2);
    const early = folder();
    await first.store.close();
    cpSync(dir, early, { recursive: true }); // the store as it was at this point, with no index file

    const later = reopened(dir);
    const moving = await movingMarket(later.store, 50, { indexFile: join(dir, INDEX_FILE) });
    await moving.advance(5); // its clock starts again: the first seconds are before the stored cursor
    const earlyStore = new EmbeddedStore({ dataDir: early });
    expect(moving.follower.freshness.seq).toBeGreaterThan(await new MarketChangesRepository(earlyStore).lastSeq());
    await earlyStore.close();
    expect(lastMarketIndexBuild()?.from).toBe('store'); // missing: no warning, a build
    expect(later.warnings).toEqual([]);
    await moving.follower.saveIndex();
    const bodies = randomBodies(await moving.repository.find({}), 40, 8);
    const expected = await answers(moving.follower, bodies);
    await later.store.close();
    const file = readFileSync(join(dir, INDEX_FILE));

    const startWith = async (where: string, bytes: Buffer, why: string) => {
      writeFileSync(join(where, INDEX_FILE), bytes);
      const opened = reopened(where);
      await opened.follower.index();
      expect(lastMarketIndexBuild()?.from, why).toBe('store');
      expect(opened.warnings).toEqual([why]);
      const answered = await answers(opened.follower, bodies);
      await opened.follower.saveIndex(); // the build's own save, done before the next case writes the file
      await opened.store.close();
      return answered;
    };
    const corrupt = Buffer.from(file);
    corrupt.writeUInt8(corrupt.readUInt8(corrupt.length - 100) ^ 0xff, corrupt.length - 100);
    expect(await startWith(dir, corrupt, 'corrupt')).toEqual(expected);
    expect(await startWith(dir, file.subarray(0, file.length >> 1), 'corrupt')).toEqual(expected);
    // the store of an earlier point: its log ends before the change the file reflects
    await startWith(early, file, 'ahead of the change log');

    // another dataset: a new import (a new generation in the meta) makes the file stale
    const store = new EmbeddedStore({ dataDir: dir });
    const meta = store.collection<{ _id: string; generation?: string }>('axie_market_meta');
    await meta.updateOne({ _id: 'market' }, { $set: { generation: 'another-import' } });
    await store.close();
    await startWith(dir, file, 'another dataset');

    // the file as saved still reads back after all this (the fallbacks rewrote it from their builds)
    expect(readIndexFile(join(dir, INDEX_FILE)).marketIndex).not.toBeNull();
  });
});
