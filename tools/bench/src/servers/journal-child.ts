/**
 * One step of the embedded-store restart figure, each in a fresh process so its memory is its own:
 *   write <dir> <records>  an embedded store's journal of that many records, written through the store
 *   decode <dir>           the baseline: read the journal file and decode every record, nothing else
 *   open <dir>             a restart: open the store on the folder (replay, indexes of the scan order)
 * Prints one JSON line: wall and CPU milliseconds of the step, peak RSS, records, file size.
 */
import { closeSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedStore, JOURNAL_FILE, readJournal } from '@criadero/service-kit/store';

const [step, dir, count] = process.argv.slice(2) as [string, string, string | undefined];
const PARTS = ['eyes-sleepless', 'ears-nimo', 'back-ronin', 'mouth-tiny-turtle', 'horn-shoal-star', 'tail-nimo'];

/**
 * The mix a busy deployment writes: the stored market (axie-shaped documents, most of the bytes),
 * credit-ledger entries, payments written pending then confirmed, and sessions.
 */
async function write(records: number): Promise<number> {
  const store = new EmbeddedStore({ dataDir: dir });
  const axies = store.collection<{ _id: string } & Record<string, unknown>>('axies');
  const ledger = store.collection<{ _id: string } & Record<string, unknown>>('credit_ledger');
  const payments = store.collection<{ _id: string } & Record<string, unknown>>('payments');
  const sessions = store.collection<{ _id: string } & Record<string, unknown>>('sessions');
  let written = 0;
  let pending: Array<Promise<unknown>> = [];
  /**
   * one journal record, unless `records` are written already; a thousand are started before any
   * is awaited (as concurrent requests), so one fsync acknowledges them together
   */
  const record = async (write: () => Promise<unknown>) => {
    if (written >= records) return;
    pending.push(write());
    written += 1;
    if (pending.length >= 1000) {
      await Promise.all(pending);
      pending = [];
    }
  };
  for (let i = 0; written < records; i += 1) {
    const owner = `0x${(i % 5000).toString(16).padStart(40, '0')}`;
    await record(() => axies.insertOne({
      _id: String(i), id: i, genes: `0x${(BigInt(i + 1) * 0x9e3779b97f4a7c15n).toString(16).padStart(128, '0')}`, class: 'Aquatic', stage: 4, breedCount: i % 7,
      bodyShape: 'Normal', primaryColor: i % 40, title: null, parts: PARTS, r1: PARTS, r2: PARTS, geneIds: [...PARTS, 'eyes-clear', 'tail-koi'], owner,
      sireId: i - 2, matronId: i - 1, birthDate: 1_700_000_000_000 + i, image: null, auctionType: 'Sale', priceUsd: 12.5 + (i % 100), priceWei: `${i}000000000000000`, listedAt: 1_700_000_000 + i,
    }));
    if (i % 3 === 0) {
      await record(() => ledger.insertOne({ _id: `l${i}`, accountId: owner, seq: i, idempotencyKey: `k${i}`, delta: 10, balance: i, reason: 'purchase', at: new Date(1_700_000_000_000 + i) }));
    }
    if (i % 6 === 0) {
      const id = `0x${i.toString(16).padStart(64, '0')}`;
      await record(() => payments.insertOne({ _id: id, accountId: owner, status: 'pending', amount: '5000000', at: new Date() }));
      await record(() => payments.updateOne({ _id: id }, { $set: { status: 'credited', creditedAt: new Date() } }));
    }
    if (i % 10 === 0) {
      await record(() => sessions.insertOne({ _id: `s${i}`, accountId: owner, createdAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) }));
    }
  }
  await Promise.all(pending);
  await store.close();
  return written;
}

const started = performance.now();
const cpu = process.cpuUsage();
let records: number | undefined;
if (step === 'write') records = await write(Number(count));
else if (step === 'decode') {
  const fd = openSync(join(dir, JOURNAL_FILE), 'r');
  let decoded = 0;
  readJournal(fd, () => void (decoded += 1));
  records = decoded;
  closeSync(fd);
}
const store = step === 'open' ? new EmbeddedStore({ dataDir: dir }) : undefined;
const wallMs = performance.now() - started;
const used = process.cpuUsage(cpu);
await store?.close();
console.log(JSON.stringify({ step, records, wallMs, cpuMs: (used.user + used.system) / 1000, peakRssBytes: process.resourceUsage().maxRSS * 1024, fileBytes: statSync(join(dir, JOURNAL_FILE)).size }));
