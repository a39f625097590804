import type { StoreCollection, StoredDoc } from './types';

/** MongoDB's (and FerretDB's) error code for a unique index violation. */
const DUPLICATE_KEY = 11000;

export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
  readonly code = DUPLICATE_KEY;
  constructor(
    readonly collection: string,
    readonly index: string,
    readonly keyValue: Record<string, unknown>,
  ) {
    super(`E11000 duplicate key error collection: ${collection} index: ${index} dup key: ${JSON.stringify(keyValue)}`);
  }
}

export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;
}

/**
 * Inserts `doc` unless its unique keys are taken: true when this call inserted it, false when
 * another write holds the key (the insert-only way to claim something once, safe under
 * concurrency on every store). Any other error is thrown.
 */
export async function insertIfAbsent<T extends StoredDoc>(collection: StoreCollection<T>, doc: T): Promise<boolean> {
  try {
    await collection.insertOne(doc);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
