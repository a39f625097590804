import { ConfigError } from '../config/env';
import { EmbeddedStore } from './embedded-store';
import { MongoStore } from './mongo-store';
import type { Store } from './types';

export interface OpenStoreOptions {
  mongodbUri: string | undefined;
  mongodbDb: string;
  /** where the embedded store keeps its journal when there is no MONGODB_URI; absent = memory only */
  embeddedDataDir?: string;
  log: { info(msg: string): void; warn(msg: string): void };
  /** how long to look for a MongoDB server before refusing (default MongoStore's 5 s) */
  serverSelectionTimeoutMs?: number;
}

const EMBEDDED_STORE_WARNING =
  'MONGODB_URI is not set: running on the EMBEDDED in-process store. Data is NOT durable and is lost when the process stops.';

/**
 * MongoDB when `MONGODB_URI` is set; otherwise the embedded store, durable in `embeddedDataDir`
 * when given, in memory (with a loud warning) when not.
 */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  if (options.mongodbUri) {
    const store = await connectMongo(options.mongodbUri, options.mongodbDb, options.serverSelectionTimeoutMs);
    options.log.info(`store: MongoDB database "${options.mongodbDb}"`);
    return store;
  }
  if (options.embeddedDataDir) {
    const store = openEmbedded(options.embeddedDataDir);
    options.log.info(`store: embedded, data kept in ${store.journalPath} (set MONGODB_URI to use MongoDB)`);
    const report = store.openReport!;
    // one line: what the journal held, and any damage or torn record found and how it was handled
    if (report.damaged.length > 0 || report.tornBytes > 0) options.log.warn(report.line);
    else options.log.info(report.line);
    return store;
  }
  options.log.warn(EMBEDDED_STORE_WARNING);
  return new EmbeddedStore();
}

/** A malformed or unreachable MONGODB_URI is a configuration refusal (one line), not a stack trace. */
async function connectMongo(uri: string, dbName: string, serverSelectionTimeoutMS?: number): Promise<MongoStore> {
  try {
    return await MongoStore.connect(uri, dbName, serverSelectionTimeoutMS === undefined ? {} : { serverSelectionTimeoutMS });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ConfigError(`MONGODB_URI: could not connect to ${uri.replace(/\/\/[^@/]*@/, '//***@')} (${reason})`, { cause: error });
  }
}

/** Folder errors (cannot create, read or write it) name the variable in one line; anything else (damage, a folder in use) is the store's own. */
const FOLDER_ERRORS = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'ENOSPC']);

function openEmbedded(dataDir: string): EmbeddedStore {
  try {
    return new EmbeddedStore({ dataDir });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && FOLDER_ERRORS.has(code)) {
      throw new ConfigError(`CRIADERO_DATA_DIR: cannot use ${dataDir} for the embedded store (${code}); the process needs a folder it can write`, { cause: error });
    }
    throw error;
  }
}
