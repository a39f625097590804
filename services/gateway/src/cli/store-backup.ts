/**
 * `npm run store:backup -- <file>` and `npm run store:restore -- <file>` (docs/deploy.md "Backups").
 * The store is the gateway's, from the same environment (and `.env`): the database MONGODB_URI and
 * MONGODB_DB name when MONGODB_URI is set, otherwise the embedded store in CRIADERO_DATA_DIR
 * (.data/embedded). A backup may be taken while the gateway runs; a restore into the embedded
 * store is refused while a gateway holds the folder, and into MongoDB unless the collections are empty.
 */
import { readOptional, readString } from '@criadero/service-kit/config';
import { backupEmbedded, backupMongo, MongoStore, restoreEmbedded, restoreMongo, type BackupSummary } from '@criadero/service-kit/store';
import { DEFAULT_DATA_DIR, loadDotEnv } from '../config';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: store-backup backup <file> | restore <file>');
  process.exit(2);
}
loadDotEnv();
const uri = readOptional(process.env, 'MONGODB_URI');
const where = uri ? `MongoDB database "${readString(process.env, 'MONGODB_DB', 'criadero')}"` : `the embedded store in ${readOptional(process.env, 'CRIADERO_DATA_DIR') ?? DEFAULT_DATA_DIR}`;

async function run(): Promise<BackupSummary> {
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

try {
  const summary = await run();
  const documents = Object.entries(summary.documents).map(([name, count]) => `${name} ${count}`).join(', ');
  console.log(`${command === 'backup' ? 'backed up' : 'restored'} ${where} ${command === 'backup' ? 'to' : 'from'} ${summary.file}: ${summary.records} records, ${summary.bytes} bytes; documents: ${documents || 'none'}`);
} catch (error) {
  console.error(`${command} of ${where} refused: ${(error as Error).message}`);
  process.exit(1);
}
