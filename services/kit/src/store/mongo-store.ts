import { MongoClient, MongoNetworkError, MongoServerSelectionError, type Collection, type Db, type Document, type Filter, type OptionalUnlessRequiredId, type UpdateFilter } from 'mongodb';
import type { FindOptions, IndexSpec, Store, StoreCollection, StoredDoc, UpdateResult } from './types';

/**
 * The database is known to be unreachable (see Availability): refused at
 * once instead of waiting out the driver's server selection on every call. The API answers it as
 * 503 NOT_READY, like any other unreachable-database error (see isStoreUnavailable).
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/**
 * The driver's server selection timeout for calls: how long a call waits for a server the driver
 * does not know to be up (a database that just went away, a retry after a broken connection).
 * Short, so that no request hangs on a dead database: a failover that takes longer is answered
 * 503 and retried by the client. Connecting at start-up waits longer (`connect`'s timeout).
 */
const CALL_SERVER_SELECTION_MS = 400;

/**
 * How often the driver's monitor checks the server (its `heartbeatFrequencyMS`, default 10 s):
 * how soon a database that came back is used again, since calls refused while it is down do not
 * wake the monitor as a waiting server selection would. One `hello` a second is nothing to a server.
 */
const HEARTBEAT_MS = 1000;

/**
 * Socket errors the driver lets through unwrapped (a write on a connection the server closed
 * answers Node's EPIPE "This socket has been ended by the other party", not a MongoNetworkError).
 */
const SOCKET_ERRORS = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'ENOTCONN', 'EHOSTUNREACH', 'ENETUNREACH']);

const isSocketError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SOCKET_ERRORS.has(code);
};

/**
 * Whether the database answers, as far as this process knows: down from the first call that
 * could not reach it or the first failed heartbeat of the driver's monitor, up again at its next
 * successful heartbeat. Calls made while it is down fail at once (StoreUnavailableError).
 */
class Availability {
  private up = true;

  constructor(
    client: MongoClient,
    private readonly dbName: string,
  ) {
    client.on('serverHeartbeatSucceeded', () => {
      this.up = true;
    });
    client.on('serverHeartbeatFailed', () => {
      this.up = false;
    });
  }

  /** Runs one driver call unless the database is known to be down; a bare socket error becomes StoreUnavailableError. */
  async run<R>(call: () => Promise<R>): Promise<R> {
    if (!this.up) throw new StoreUnavailableError(`the database ${this.dbName} is unreachable`);
    try {
      return await call();
    } catch (error) {
      const socket = isSocketError(error);
      if (socket || error instanceof MongoNetworkError || error instanceof MongoServerSelectionError) this.up = false;
      if (socket) throw new StoreUnavailableError(`the database connection failed (${(error as { code: string }).code})`, { cause: error });
      throw error;
    }
  }
}

class MongoCollection<T extends StoredDoc> implements StoreCollection<T> {
  constructor(
    private readonly collection: Collection<T>,
    private readonly database: Availability,
  ) {}

  get name(): string {
    return this.collection.collectionName;
  }

  insertOne(doc: T): Promise<void> {
    return this.database.run(async () => void (await this.collection.insertOne(doc as OptionalUnlessRequiredId<T>)));
  }

  findOne(filter: Filter<T>, options: FindOptions = {}): Promise<T | null> {
    return this.database.run(async () => (await this.collection.findOne(filter, { sort: options.sort, skip: options.skip, projection: options.projection })) as T | null);
  }

  find(filter: Filter<T>, options: FindOptions = {}): Promise<T[]> {
    return this.database.run(async () => {
      let cursor = this.collection.find(filter);
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(options.limit);
      if (options.projection) return (await cursor.project(options.projection).toArray()) as T[];
      return (await cursor.toArray()) as T[];
    });
  }

  async *findBatches(filter: Filter<T>, options: Pick<FindOptions, 'projection'> & { batchSize: number }): AsyncIterable<T[]> {
    const cursor = this.collection.find(filter, { batchSize: options.batchSize, ...(options.projection ? { projection: options.projection } : {}) });
    try {
      for (;;) {
        const batch = await this.database.run(async () => {
          const docs: T[] = [];
          while (docs.length < options.batchSize) {
            const doc = await cursor.next();
            if (doc === null) break;
            docs.push(doc as T);
          }
          return docs;
        });
        if (batch.length > 0) yield batch;
        if (batch.length < options.batchSize) return;
      }
    } finally {
      await cursor.close();
    }
  }

  countDocuments(filter: Filter<T>): Promise<number> {
    return this.database.run(() => this.collection.countDocuments(filter));
  }

  updateOne(filter: Filter<T>, update: UpdateFilter<T>, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return this.database.run(async () => {
      const result = await this.collection.updateOne(filter, update, { upsert: options.upsert ?? false });
      return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount, upsertedCount: result.upsertedCount };
    });
  }

  deleteOne(filter: Filter<T>): Promise<number> {
    return this.database.run(async () => (await this.collection.deleteOne(filter)).deletedCount);
  }

  deleteMany(filter: Filter<T>): Promise<number> {
    return this.database.run(async () => (await this.collection.deleteMany(filter)).deletedCount);
  }

  createIndex(spec: IndexSpec): Promise<void> {
    return this.database.run(async () => void (await this.collection.createIndex(spec.key, { name: spec.name, unique: spec.unique ?? false })));
  }
}

/**
 * MongoDB (or FerretDB) through the official driver. While the database is known to be down
 * (a call could not reach it, or the driver's monitor failed its heartbeat), every call fails at
 * once with StoreUnavailableError, so a signed-in request or a readiness probe answers in
 * milliseconds instead of after the driver's server selection timeout; the monitor keeps checking
 * every HEARTBEAT_MS and calls go through again from its first successful heartbeat.
 */
export class MongoStore implements Store {
  readonly kind = 'mongodb' as const;
  readonly durable = true;
  private readonly database: Availability;

  private constructor(
    private readonly client: MongoClient,
    readonly db: Db,
  ) {
    this.database = new Availability(client, db.databaseName);
  }

  /** Connects, trying for up to `serverSelectionTimeoutMS` (a database still starting is waited for). */
  static async connect(uri: string, dbName: string, { serverSelectionTimeoutMS = 5000 } = {}): Promise<MongoStore> {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: Math.min(serverSelectionTimeoutMS, CALL_SERVER_SELECTION_MS), heartbeatFrequencyMS: HEARTBEAT_MS });
    const deadline = Date.now() + serverSelectionTimeoutMS;
    for (;;) {
      try {
        await client.connect();
        return new MongoStore(client, client.db(dbName));
      } catch (error) {
        if (!(error instanceof MongoServerSelectionError) || Date.now() >= deadline) {
          await client.close().catch(() => undefined);
          throw error;
        }
      }
    }
  }

  collection<T extends StoredDoc>(name: string): StoreCollection<T> {
    return new MongoCollection<T>(this.db.collection<T & Document>(name) as unknown as Collection<T>, this.database);
  }

  async ping(): Promise<void> {
    await this.database.run(() => this.db.command({ ping: 1 }));
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Drops the whole database; used by tests that create a database per run. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }
}
