import type { Filter, UpdateFilter } from 'mongodb';

/**
 * The subset of the official MongoDB driver's collection API that the
 * repositories use. Both stores implement it: `MongoStore` by delegating to the
 * driver (MongoDB or FerretDB), `EmbeddedStore` in process. Every document has
 * a string `_id` chosen by the repository.
 */
export interface StoredDoc {
  _id: string;
}

export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  limit?: number;
  skip?: number;
  /**
   * Top-level fields to return (`{ genes: 1 }`), as MongoDB's inclusion projection: only those
   * and `_id` come back, so a read that needs a field or two of a large document neither ships
   * nor copies the rest. The result then holds only those fields, whatever its static type says.
   */
  projection?: Record<string, 1>;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
}

export interface IndexSpec {
  /** stable index name, so creating it again at start-up is a no-op */
  name: string;
  key: SortSpec;
  unique?: boolean;
}

export interface StoreCollection<T extends StoredDoc> {
  readonly name: string;
  /** Throws a duplicate-key error (`code` 11000) when a unique index would be violated. */
  insertOne(doc: T): Promise<void>;
  findOne(filter: Filter<T>, options?: FindOptions): Promise<T | null>;
  find(filter: Filter<T>, options?: FindOptions): Promise<T[]>;
  /**
   * The documents a filter matches, `batchSize` at a time, in no particular order (a cursor: what
   * is written meanwhile may or may not be seen). For reading a whole large collection without
   * holding a copy of all of it at once.
   */
  findBatches(filter: Filter<T>, options: Pick<FindOptions, 'projection'> & { batchSize: number }): AsyncIterable<T[]>;
  countDocuments(filter: Filter<T>): Promise<number>;
  updateOne(filter: Filter<T>, update: UpdateFilter<T>, options?: { upsert?: boolean }): Promise<UpdateResult>;
  deleteOne(filter: Filter<T>): Promise<number>;
  deleteMany(filter: Filter<T>): Promise<number>;
  createIndex(spec: IndexSpec): Promise<void>;
}

type StoreKind = 'embedded' | 'mongodb';

export interface Store {
  readonly kind: StoreKind;
  /** false for the embedded store: its data is lost when the process ends */
  readonly durable: boolean;
  collection<T extends StoredDoc>(name: string): StoreCollection<T>;
  /** Resolves when the store answers; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
