/**
 * One step of the storage-engine comparison (src/storage-engines-only.ts), each in a fresh process
 * so its memory is its own. <engine> is `journal` (the embedded store's hardened journal) or
 * `sqlite` (node:sqlite, WAL mode, synchronous=FULL: a commit is on disk when it returns):
 *   write <engine> <dir> <axies> <records>  the data set: a market of <axies> axie documents and
 *                                           <records> ledger entries, payments (pending then
 *                                           confirmed) and sessions
 *   open <engine> <dir>                     a start: every document read into memory (the store
 *                                           serves from memory; SQLite's rows go into Maps)
 *   writes <engine> <dir> <count>           <count> purchases written one after another, each
 *                                           awaited until durable: the latency of each
 * Prints one JSON line.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { deserialize, serialize } from 'node:v8';
import { EmbeddedStore, JOURNAL_FILE } from '@criadero/service-kit/store';

const [step, engine, dir, a, b] = process.argv.slice(2) as [string, 'journal' | 'sqlite', string, string | undefined, string | undefined];
const PARTS = ['eyes-sleepless', 'ears-nimo', 'back-ronin', 'mouth-tiny-turtle', 'horn-shoal-star', 'tail-nimo'];
type Doc = { _id: string } & Record<string, unknown>;

function axie(i: number): Doc {
  return {
    _id: String(i), id: i, genes: `0x${(BigInt(i + 1) * 0x9e3779b97f4a7c15n).toString(16).padStart(128, '0')}`, class: 'Aquatic', stage: 4, breedCount: i % 7,
    bodyShape: 'Normal', primaryColor: i % 40, title: null, parts: PARTS, r1: PARTS, r2: PARTS, geneIds: [...PARTS, 'eyes-clear', 'tail-koi'], owner: `0x${(i % 5000).toString(16).padStart(40, '0')}`,
    sireId: i - 2, matronId: i - 1, birthDate: 1_700_000_000_000 + i, image: null, auctionType: 'Sale', priceUsd: 12.5 + (i % 100), priceWei: `${i}000000000000000`, listedAt: 1_700_000_000 + i,
  };
}

/** The records besides the market, as [collection, document], a payment twice (pending, then credited). */
function* records(count: number): Generator<[string, Doc]> {
  for (let i = 0, n = 0; n < count; i += 1) {
    const accountId = `0x${(i % 5000).toString(16).padStart(40, '0')}`;
    const kind = i % 4;
    if (kind === 0 || kind === 1) yield [`credit_ledger`, { _id: `l${i}`, accountId, seq: i, idempotencyKey: `k${i}`, delta: 10, balance: i, reason: 'purchase', at: new Date(1_700_000_000_000 + i) }];
    else if (kind === 2) {
      const payment = { _id: `0x${i.toString(16).padStart(64, '0')}`, accountId, status: 'pending', amount: '5000000', at: new Date(1_700_000_000_000 + i) };
      yield ['payments', payment];
      n += 1;
      if (n >= count) return;
      yield ['payments', { ...payment, status: 'credited', creditedAt: new Date(1_700_000_000_000 + i) }];
    } else yield ['sessions', { _id: `s${i}`, accountId, createdAt: new Date(1_700_000_000_000 + i), expiresAt: new Date(1_800_000_000_000 + i) }];
    n += 1;
  }
}

function* dataSet(axies: number, count: number): Generator<[string, Doc]> {
  for (let i = 0; i < axies; i += 1) yield ['axies', axie(i)];
  yield* records(count);
}

const SQLITE_FILE = 'store.db';

function openSqlite(): DatabaseSync {
  const db = new DatabaseSync(join(dir, SQLITE_FILE));
  db.exec('PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; CREATE TABLE IF NOT EXISTS docs (collection TEXT NOT NULL, id TEXT NOT NULL, doc BLOB NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID');
  return db;
}

const fileBytes = () =>
  engine === 'journal'
    ? statSync(join(dir, JOURNAL_FILE)).size
    : ['', '-wal'].reduce((sum, suffix) => sum + (statSync(join(dir, SQLITE_FILE + suffix), { throwIfNoEntry: false })?.size ?? 0), 0);

async function write(axies: number, count: number): Promise<number> {
  let written = 0;
  if (engine === 'journal') {
    const store = new EmbeddedStore({ dataDir: dir });
    let batch: Array<Promise<unknown>> = [];
    for (const [collection, doc] of dataSet(axies, count)) {
      const target = store.collection<Doc>(collection);
      const { _id, ...fields } = doc;
      batch.push(doc.status === 'credited' ? target.updateOne({ _id }, { $set: fields }) : target.insertOne(doc));
      written += 1;
      if (batch.length === 1000) {
        await Promise.all(batch);
        batch = [];
      }
    }
    await Promise.all(batch);
    await store.close();
    return written;
  }
  const db = openSqlite();
  const put = db.prepare('INSERT OR REPLACE INTO docs (collection, id, doc) VALUES (?, ?, ?)');
  db.exec('BEGIN');
  for (const [collection, doc] of dataSet(axies, count)) {
    put.run(collection, doc._id, serialize(doc));
    written += 1;
    if (written % 1000 === 0) db.exec('COMMIT; BEGIN');
  }
  db.exec('COMMIT');
  db.close();
  return written;
}

/** `held`: what stays in memory after the start (measured with it) */
function open(): { documents: number; held: unknown; close: () => Promise<void> } {
  if (engine === 'journal') {
    const store = new EmbeddedStore({ dataDir: dir });
    return { documents: store.openReport!.records, held: store, close: () => store.close() };
  }
  const db = openSqlite();
  const collections = new Map<string, Map<string, unknown>>();
  let documents = 0;
  for (const row of db.prepare('SELECT collection, id, doc FROM docs').iterate() as Iterable<{ collection: string; id: string; doc: Uint8Array }>) {
    let docs = collections.get(row.collection);
    if (!docs) collections.set(row.collection, (docs = new Map()));
    docs.set(row.id, deserialize(row.doc));
    documents += 1;
  }
  return { documents, held: collections, close: async () => db.close() };
}

async function writes(count: number): Promise<number[]> {
  const latencies: number[] = [];
  const purchase = (n: number): Doc => ({ _id: `bench-${n}`, accountId: `0x${n.toString(16).padStart(40, '0')}`, status: 'confirmed', amount: '5000000', at: new Date() });
  if (engine === 'journal') {
    const store = new EmbeddedStore({ dataDir: dir });
    const payments = store.collection<Doc>('payments');
    for (let n = 0; n < count; n += 1) {
      const started = performance.now();
      await payments.insertOne(purchase(n));
      latencies.push(performance.now() - started);
    }
    await store.close();
    return latencies;
  }
  const db = openSqlite();
  const put = db.prepare('INSERT INTO docs (collection, id, doc) VALUES (?, ?, ?)');
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    put.run('payments', `bench-${n}`, serialize(purchase(n)));
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setImmediate(resolve)); // one request per turn, as a server serves them
  }
  db.close();
  return latencies;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const cpu = process.cpuUsage();
const started = performance.now();
let result: Record<string, unknown>;
if (step === 'write') result = { written: await write(Number(a), Number(b)) };
else if (step === 'open') {
  const opened = open();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  global.gc?.();
  result = { documents: opened.documents, wallMs, cpuMs: (used.user + used.system) / 1000, rssBytes: process.memoryUsage().rss, heapUsedBytes: process.memoryUsage().heapUsed };
  await opened.close();
} else {
  const latencies = (await writes(Number(a))).sort((x, y) => x - y);
  result = { writes: latencies.length, p50Ms: quantile(latencies, 0.5), p99Ms: quantile(latencies, 0.99), maxMs: latencies.at(-1) };
}
console.log(JSON.stringify({ step, engine, ...result, peakRssBytes: process.resourceUsage().maxRSS * 1024, fileBytes: fileBytes(), stepWallMs: performance.now() - started }));
