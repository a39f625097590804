export * from './types';
export * from './duplicate-key';
export { EmbeddedStore } from './embedded-store';
export { MongoStore, StoreUnavailableError } from './mongo-store';
export * from './open-store';
export { withConflictRetry, type RetryOptions } from './retry';
export { JOURNAL_FILE, readJournal, type JournalOpenReport } from './embedded-journal';
export { StoreWriteError, type JournalFs } from './journal-fs';
export { backupDocuments, backupEmbedded, backupMongo, restoreEmbedded, restoreMongo, verifyBackup, type BackupSummary } from './backup';
