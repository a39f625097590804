export * from './types';
export * from './duplicate-key';
export { EmbeddedStore } from './embedded-store';
export { MongoStore, StoreUnavailableError } from './mongo-store';
export * from './open-store';
export { withConflictRetry, type RetryOptions } from './retry';
export { JOURNAL_FILE, readJournal } from './embedded-journal';
export { backupEmbedded, backupMongo, restoreEmbedded, restoreMongo, type BackupSummary } from './backup';
