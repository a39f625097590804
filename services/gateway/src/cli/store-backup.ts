/**
 * `npm run store:backup -- <file>`, `npm run store:restore -- <file>` and `npm run store:verify -- <file>`
 * (docs/deploy.md "Backups"). The store is the gateway's, from the same environment (and `.env`): the
 * database MONGODB_URI and MONGODB_DB name when MONGODB_URI is set, otherwise the embedded store in
 * CRIADERO_DATA_DIR (.data/embedded). A backup may be taken while the gateway runs; a restore first
 * verifies the file (checksum and record counts: a damaged or truncated file is refused with one line
 * and exit 1, the store untouched), then is refused into the embedded store while a gateway holds the
 * folder, and into MongoDB unless the collections are empty. `verify` checks a file, touching no store.
 */
import { readOptional, readString } from '@criadero/service-kit/config';
import { backupEmbedded, backupMongo, MongoStore, restoreEmbedded, restoreMongo, verifyBackup, type BackupSummary } from '@criadero/service-kit/store';
import { DEFAULT_DATA_DIR, loadDotEnv } from '../config';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore' && command !== 'verify') || !file) {
  console.error('usage: store-backup backup <file> | restore <file> | verify <file>');
  process.exit(2);
}
loadDotEnv();
const uri = readOptional(process.env, 'MONGODB_URI');
const where = uri ? `MongoDB database "${readString(process.env, 'MONGODB_DB', 'criadero')}"` : `the embedded store in ${readOptional(process.env, 'CRIADERO_DATA_DIR') ?? DEFAULT_DATA_DIR}`;

async function run(): Promise<BackupSummary> {
  if (command === 'verify') return verifyBackup(file!);
  if (!uri) {
    const dataDir = readOptional(process.env, 'CRIADERO_DATA_DIR') ?? DEFAULT_DATA_DIR;
    return command === 'backup' ? backupEmbedded(dataDir, file!) : restoreEmbedded(file!, dataDir);
  }
  const store = await MongoStore.connect(uri, readString(process.env, 'MONGODB_DB', 'criadero'));
  try {
    return command === 'backup' ? await backupMongo(store, file!) : await restoreMongo(file!, store);
  } finally {
    await store.close();
  }
}

const DONE = { backup: 'backed up', restore: 'restored', verify: 'verified' } as const;

try {
  const summary = await run();
  const documents = Object.entries(summary.documents).map(([name, count]) => `${name} ${count}`).join(', ');
  const what = command === 'verify' ? `backup ${summary.file}` : `${where} ${command === 'backup' ? 'to' : 'from'} ${summary.file}`;
  console.log(`${DONE[command]} ${what}: ${summary.records} records, ${summary.bytes} bytes, sha256 ${summary.sha256}; documents: ${documents || 'none'}`);
} catch (error) {
  const message = ((error as Error).message || String(error)).split('\n')[0];
  console.error(`${command} of ${command === 'verify' ? file : where} refused: ${message}`);
  process.exit(1);
}
