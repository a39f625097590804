import { MongoClient, type Collection, type Db, type Document, type Filter, type OptionalUnlessRequiredId, type UpdateFilter } from 'mongodb';
import type { FindOptions, IndexSpec, Store, StoreCollection, StoredDoc, UpdateResult } from './types';

class MongoCollection<T extends StoredDoc> implements StoreCollection<T> {
  constructor(private readonly collection: Collection<T>) {}

  get name(): string {
    return this.collection.collectionName;
  }

  async insertOne(doc: T): Promise<void> {
    await this.collection.insertOne(doc as OptionalUnlessRequiredId<T>);
  }

  async findOne(filter: Filter<T>, options: FindOptions = {}): Promise<T | null> {
    return (await this.collection.findOne(filter, { sort: options.sort, skip: options.skip, projection: options.projection })) as T | null;
  }

  async find(filter: Filter<T>, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.collection.find(filter);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    if (options.projection) return (await cursor.project(options.projection).toArray()) as T[];
    return (await cursor.toArray()) as T[];
  }

  async countDocuments(filter: Filter<T>): Promise<number> {
    return this.collection.countDocuments(filter);
  }

  async updateOne(filter: Filter<T>, update: UpdateFilter<T>, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const result = await this.collection.updateOne(filter, update, { upsert: options.upsert ?? false });
    return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount, upsertedCount: result.upsertedCount };
  }

  async deleteOne(filter: Filter<T>): Promise<number> {
    return (await this.collection.deleteOne(filter)).deletedCount;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    return (await this.collection.deleteMany(filter)).deletedCount;
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    await this.collection.createIndex(spec.key, { name: spec.name, unique: spec.unique ?? false });
  }
}

/** MongoDB (or FerretDB) through the official driver. */
export class MongoStore implements Store {
  readonly kind = 'mongodb' as const;
  readonly durable = true;

  private constructor(
    private readonly client: MongoClient,
    readonly db: Db,
  ) {}

  static async connect(uri: string, dbName: string, { serverSelectionTimeoutMS = 5000 } = {}): Promise<MongoStore> {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS });
    await client.connect();
    return new MongoStore(client, client.db(dbName));
  }

  collection<T extends StoredDoc>(name: string): StoreCollection<T> {
    return new MongoCollection<T>(this.db.collection<T & Document>(name) as unknown as Collection<T>);
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Drops the whole database; used by tests that create a database per run. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }
}
