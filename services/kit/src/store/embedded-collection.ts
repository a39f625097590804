import { Query, update as applyUpdate } from 'mingo';
import type { Filter, UpdateFilter } from 'mongodb';
import { DuplicateKeyError } from './duplicate-key';
import type { JournalChange } from './embedded-journal';
import type { FindOptions, IndexSpec, StoreCollection, StoredDoc, UpdateResult } from './types';

type AnyDoc = Record<string, unknown>;

interface UniqueIndex {
  spec: IndexSpec;
  fields: string[];
  /** key tuple -> _id of the document that holds it */
  entries: Map<string, string>;
}

function valueAt(doc: AnyDoc, path: string): unknown {
  return valueAtParts(doc, path.split('.'));
}

/** valueAt with the path already split (a sort compares many pairs: no array per comparison) */
function valueAtParts(doc: AnyDoc, parts: readonly string[]): unknown {
  let current: unknown = doc;
  for (const part of parts) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as AnyDoc)[part];
  }
  // A missing field is indexed as null, as in MongoDB.
  return current === undefined ? null : current;
}

function tupleKey(doc: AnyDoc, fields: string[]): string {
  return JSON.stringify(fields.map((field) => {
    const value = valueAt(doc, field);
    return value instanceof Date ? { $date: value.getTime() } : value;
  }));
}

/**
 * A deep copy of a document, so that callers and the store never share an object. Documents
 * are plain data (objects, arrays, dates, primitives) and are copied by hand, about six times
 * faster than structuredClone, which every read would otherwise pay; anything else (a Map, a
 * typed array, a class instance, a function) goes to structuredClone and behaves as before.
 */
function copyDoc<V>(value: V): V {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol')) return value;
  if (Array.isArray(value)) return value.map(copyDoc) as V;
  if (value instanceof Date) return new Date(value.getTime()) as V;
  const proto: unknown = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  // a spread keeps the document's shape: a copy built a key at a time turns into a dictionary past
  // about sixteen keys (V8), which made each stored market document take ~1.6 KB more
  const copy: AnyDoc = { ...(value as AnyDoc) };
  for (const key in copy) {
    const field = copy[key];
    if (field !== null && typeof field === 'object') copy[key] = copyDoc(field);
  }
  return copy as V;
}

type Scalar = string | number | boolean | Date;
const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);
const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && !Number.isNaN(v)) || (v instanceof Date && !Number.isNaN(v.getTime()));
const sameType = (a: Scalar, b: unknown) => (a instanceof Date ? b instanceof Date : typeof a === typeof b && !(b instanceof Date));
const time = (v: Scalar) => (v instanceof Date ? v.getTime() : v);

/** strings and numbers: what a plain `$in` lists (ids, seqs); anything else there goes to mingo */
const isInValue = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && !Number.isNaN(v));

/**
 * A filter of plain equalities, ranges and `$in` lists on top-level fields (`{accountId: 'a',
 * endsAt: {$gt: date}}`, `{_id: {$in: ids}}`), the shape of the account reads on every signed-in
 * request (wallets, plans, credit ledger head) and of the market change log's reads by id, tested
 * without compiling a mingo query (which copies every operator table: ~30 µs and ~30 KB per query;
 * and mingo's `$in` hashed the whole list for each document: ~30 KB of garbage per document tested
 * against 500 ids). Returns null for anything else. A document whose value is of another type (an
 * array, a sub-document, a number against a string…) is left to mingo, so the answer is always
 * mingo's: the shortcut only decides the cases where every store agrees.
 */
function simpleMatcher(filter: AnyDoc): ((doc: AnyDoc) => boolean | undefined) | null {
  const tests: Array<{ field: string; op: string; value: Scalar }> = [];
  const lists: Array<{ field: string; values: Set<string | number> }> = [];
  for (const field of Object.keys(filter)) {
    if (field.startsWith('$') || field.includes('.')) return null;
    const condition = filter[field];
    if (isScalar(condition)) {
      tests.push({ field, op: '$eq', value: condition });
      continue;
    }
    if (typeof condition !== 'object' || condition === null || Array.isArray(condition) || condition instanceof Date) return null;
    const operators = Object.keys(condition);
    if (operators.length === 0) return null;
    for (const op of operators) {
      const value = (condition as AnyDoc)[op];
      if (op === '$in') {
        // a list of strings and numbers only (null matches a missing field, a regex a pattern: mingo's)
        if (!Array.isArray(value) || !value.every(isInValue)) return null;
        lists.push({ field, values: new Set(value) });
        continue;
      }
      // ranges on numbers and dates only (strings order by bytes in MongoDB, by UTF-16 units here)
      if (!RANGE_OPERATORS.has(op) || !isScalar(value) || typeof value === 'boolean' || typeof value === 'string') return null;
      tests.push({ field, op, value });
    }
  }
  // true / false when decided; undefined: a value of another type, mingo decides
  return (doc) => {
    for (const { field, values } of lists) {
      const held = doc[field];
      if (held === undefined || held === null) return false; // the list holds no null
      // a string or number equals a listed one of its own type (a Set keeps 1 and '1' apart)
      if (!isInValue(held)) return undefined;
      if (!values.has(held)) return false;
    }
    for (const { field, op, value } of tests) {
      const held = doc[field];
      if (held === undefined || held === null) return false; // a missing field never equals or compares to a value
      if (!isScalar(held) || !sameType(value, held)) return undefined;
      const a = time(held);
      const b = time(value);
      const ok = op === '$eq' ? a === b : op === '$gt' ? a > b : op === '$gte' ? a >= b : op === '$lt' ? a < b : a <= b;
      if (!ok) return false;
    }
    return true;
  };
}

function compareValues(a: unknown, b: unknown): number {
  const av = a instanceof Date ? a.getTime() : a;
  const bv = b instanceof Date ? b.getTime() : b;
  if (av === bv) return 0;
  if (av === null || av === undefined) return -1;
  if (bv === null || bv === undefined) return 1;
  return (av as number | string) < (bv as number | string) ? -1 : 1;
}

/**
 * One collection of the embedded store: documents in a Map, MongoDB query and
 * update semantics from mingo, unique indexes enforced here. Every method runs
 * to completion without awaiting, so each operation is atomic in the process.
 */
export class EmbeddedCollection<T extends StoredDoc> implements StoreCollection<T> {
  private readonly docs = new Map<string, AnyDoc>();
  /** unique indexes besides `_id`'s, which is the `docs` Map itself */
  private readonly uniqueIndexes = new Map<string, UniqueIndex>();
  /** _id -> insertion number: the scan order (a Map's), for look-ups that skip the scan */
  private readonly insertedAt = new Map<string, number>();
  private inserted = 0;

  /**
   * `journal` (the durable embedded store) is told each change after it is validated and before it
   * is applied: if it throws (disk full), the collection is left as it was. What it returns settles
   * when the change is on disk; the write is acknowledged (its promise resolves) only then.
   */
  constructor(
    readonly name: string,
    private readonly journal?: (change: JournalChange) => Promise<void>,
  ) {
  }

  async insertOne(doc: T): Promise<void> {
    const copy = copyDoc(doc) as unknown as AnyDoc;
    this.assertUnique(copy, undefined);
    const durable = this.journal?.({ collection: this.name, op: 'put', doc: copy });
    this.add(copy);
    await durable;
  }

  async findOne(filter: Filter<T>, options: FindOptions = {}): Promise<T | null> {
    const first = this.select(filter, { ...options, limit: 1 })[0];
    return first ? (this.output(first, options.projection) as unknown as T) : null;
  }

  async find(filter: Filter<T>, options: FindOptions = {}): Promise<T[]> {
    return this.select(filter, options).map((doc) => this.output(doc, options.projection) as unknown as T);
  }

  /**
   * Reads the documents as a Map iterator goes (a document deleted before it is reached is not
   * seen, one added or replaced meanwhile may be): each batch holds copies of its documents only.
   */
  async *findBatches(filter: Filter<T>, options: Pick<FindOptions, 'projection'> & { batchSize: number }): AsyncIterable<T[]> {
    const simple = simpleMatcher(filter as AnyDoc);
    let query: Query | undefined;
    const matches = (doc: AnyDoc) => (simple ? simple(doc) : undefined) ?? (query ??= new Query(filter as AnyDoc)).test(doc);
    let batch: T[] = [];
    for (const doc of this.candidates(filter)) {
      if (!matches(doc)) continue;
      batch.push(this.output(doc, options.projection) as unknown as T);
      if (batch.length < options.batchSize) continue;
      yield batch;
      batch = [];
    }
    if (batch.length > 0) yield batch;
  }

  async countDocuments(filter: Filter<T>): Promise<number> {
    return this.select(filter, {}).length;
  }

  async updateOne(filter: Filter<T>, update: UpdateFilter<T>, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const [target] = this.select(filter, { limit: 1 });
    if (!target) {
      if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0 };
      const seed = this.upsertSeed(filter);
      applyUpdate(seed, this.forInsert(update), undefined, undefined, { cloneMode: 'deep' });
      if (typeof seed._id !== 'string') throw new Error(`${this.name}: an upsert needs a string _id in the filter`);
      this.assertUnique(seed, undefined);
      const durable = this.journal?.({ collection: this.name, op: 'put', doc: seed });
      this.add(seed);
      await durable;
      return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 };
    }
    const next = copyDoc(target);
    const changed = applyUpdate(next, this.withoutInsertOnly(update), undefined, undefined, { cloneMode: 'deep' });
    if (changed.length === 0) return { matchedCount: 1, modifiedCount: 0, upsertedCount: 0 };
    if (next._id !== target._id) throw new Error(`${this.name}: _id is immutable`);
    this.assertUnique(next, target._id as string);
    const durable = this.journal?.({ collection: this.name, op: 'put', doc: next });
    this.unindexDoc(target);
    this.docs.set(target._id as string, next);
    this.indexDoc(next);
    await durable;
    return { matchedCount: 1, modifiedCount: 1, upsertedCount: 0 };
  }

  async deleteOne(filter: Filter<T>): Promise<number> {
    const [target] = this.select(filter, { limit: 1 });
    if (!target) return 0;
    const durable = this.journal?.({ collection: this.name, op: 'del', ids: [target._id as string] });
    this.remove(target);
    await durable;
    return 1;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    const targets = this.select(filter, {});
    const durable = targets.length > 0 ? this.journal?.({ collection: this.name, op: 'del', ids: targets.map((target) => target._id as string) }) : undefined;
    for (const target of targets) this.remove(target);
    await durable;
    return targets.length;
  }

  /** Puts a document back as the journal recorded it (replay at open, before any index exists). */
  restore(doc: AnyDoc): void {
    const id = doc._id as string;
    if (this.docs.has(id)) this.docs.set(id, doc);
    else this.add(doc);
  }

  /** Removes a document the journal recorded as deleted (replay at open). */
  forget(id: string): void {
    const doc = this.docs.get(id);
    if (doc) this.remove(doc);
  }

  /** Drops every document (the journal is about to be replayed again); the indexes stay defined. */
  clear(): void {
    this.docs.clear();
    this.insertedAt.clear();
    this.inserted = 0;
    for (const index of this.uniqueIndexes.values()) index.entries.clear();
  }

  /** Rebuilds the unique indexes from the documents (after a replay, whose puts skip them). */
  reindex(): void {
    for (const index of this.uniqueIndexes.values()) {
      index.entries.clear();
      for (const doc of this.docs.values()) index.entries.set(tupleKey(doc, index.fields), doc._id as string);
    }
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    if (!spec.unique || spec.name === '_id_' || this.uniqueIndexes.has(spec.name)) return;
    const index: UniqueIndex = { spec, fields: Object.keys(spec.key), entries: new Map() };
    for (const doc of this.docs.values()) {
      const key = tupleKey(doc, index.fields);
      if (index.entries.has(key)) throw new DuplicateKeyError(this.name, spec.name, JSON.parse(key));
      index.entries.set(key, doc._id as string);
    }
    this.uniqueIndexes.set(spec.name, index);
  }

  /**
   * The documents a filter can match. An `_id` equality or `$in` is answered from the Map (as
   * MongoDB answers it from the _id index) instead of testing every document; the full filter
   * is still applied to what this returns.
   */
  private candidates(filter: Filter<T>): Iterable<AnyDoc> {
    const id = (filter as AnyDoc)._id;
    if (typeof id === 'string') {
      const doc = this.docs.get(id);
      return doc ? [doc] : [];
    }
    if (typeof id === 'object' && id !== null && !(id instanceof Date)) {
      const operators = Object.keys(id);
      const $in = (id as AnyDoc).$in;
      if (operators.length === 1 && Array.isArray($in) && $in.every((one) => typeof one === 'string')) {
        const wanted = new Set($in as string[]);
        // small lists by lookup; either way in insertion order, like a scan
        if (wanted.size * 8 < this.docs.size) {
          return [...wanted]
            .filter((one) => this.docs.has(one))
            .sort((a, b) => this.insertedAt.get(a)! - this.insertedAt.get(b)!)
            .map((one) => this.docs.get(one)!);
        }
      }
    }
    return this.docs.values();
  }

  private select(filter: Filter<T>, options: FindOptions): AnyDoc[] {
    // a bare {_id: "…"} is answered by the look-up itself: no query to compile, nothing to sort
    // (the hot path of every by-id read)
    const id = (filter as AnyDoc)._id;
    if (typeof id === 'string' && Object.keys(filter).length === 1) {
      const doc = this.docs.get(id);
      return doc && !options.skip ? [doc] : [];
    }
    const simple = simpleMatcher(filter as AnyDoc);
    let query: Query | undefined;
    const mingoTest = (doc: AnyDoc) => (query ??= new Query(filter as AnyDoc)).test(doc);
    let rows: AnyDoc[] = [];
    for (const doc of this.candidates(filter)) if (simple ? (simple(doc) ?? mingoTest(doc)) : mingoTest(doc)) rows.push(doc);
    const sort = options.sort ? Object.entries(options.sort).map(([field, direction]) => ({ parts: field.split('.'), direction })) : [];
    if (sort.length > 0) {
      const compare = (a: AnyDoc, b: AnyDoc) => {
        for (const { parts, direction } of sort) {
          const order = compareValues(valueAtParts(a, parts), valueAtParts(b, parts));
          if (order !== 0) return order * direction;
        }
        return 0;
      };
      if (options.limit === 1 && !options.skip) {
        // the first in sort order, in one pass (the log's end is read so, among every change held);
        // ties keep the earlier document, as the stable sort below does
        let first: AnyDoc | undefined;
        for (const row of rows) if (first === undefined || compare(row, first) < 0) first = row;
        return first ? [first] : [];
      }
      rows.sort(compare);
    }
    if (options.skip) rows = rows.slice(options.skip);
    if (options.limit !== undefined && options.limit > 0) rows = rows.slice(0, options.limit);
    return rows;
  }

  /** What a read returns: a copy of the document, or of its `_id` and the projected fields it has. */
  private output(doc: AnyDoc, projection: FindOptions['projection']): AnyDoc {
    if (!projection) return copyDoc(doc);
    // built at once from its fields (not a key at a time: see copyDoc)
    const fields: Array<[string, unknown]> = [['_id', doc._id]];
    for (const field in projection) {
      if (field.includes('.')) throw new Error(`${this.name}: projections name top-level fields, got "${field}"`);
      if (field !== '_id' && Object.hasOwn(doc, field)) fields.push([field, copyDoc(doc[field])]);
    }
    return Object.fromEntries(fields);
  }

  private assertUnique(doc: AnyDoc, ownId: string | undefined): void {
    if (ownId === undefined && this.docs.has(doc._id as string)) throw new DuplicateKeyError(this.name, '_id_', { _id: doc._id });
    for (const index of this.uniqueIndexes.values()) {
      const holder = index.entries.get(tupleKey(doc, index.fields));
      if (holder !== undefined && holder !== ownId) {
        const keyValue = Object.fromEntries(index.fields.map((field) => [field, valueAt(doc, field)]));
        throw new DuplicateKeyError(this.name, index.spec.name, keyValue);
      }
    }
  }

  private indexDoc(doc: AnyDoc): void {
    for (const index of this.uniqueIndexes.values()) index.entries.set(tupleKey(doc, index.fields), doc._id as string);
  }

  private unindexDoc(doc: AnyDoc): void {
    for (const index of this.uniqueIndexes.values()) index.entries.delete(tupleKey(doc, index.fields));
  }

  private add(doc: AnyDoc): void {
    this.docs.set(doc._id as string, doc);
    this.insertedAt.set(doc._id as string, this.inserted++);
    this.indexDoc(doc);
  }

  private remove(doc: AnyDoc): void {
    this.unindexDoc(doc);
    this.docs.delete(doc._id as string);
    this.insertedAt.delete(doc._id as string);
  }

  /** The equality fields of a filter, as MongoDB seeds an upserted document. */
  private upsertSeed(filter: Filter<T>): AnyDoc {
    const seed: AnyDoc = {};
    for (const [field, value] of Object.entries(filter as AnyDoc)) {
      if (field.startsWith('$')) continue;
      const isOperator = typeof value === 'object' && value !== null && !(value instanceof Date) &&
        Object.keys(value).some((key) => key.startsWith('$'));
      if (!isOperator) seed[field] = copyDoc(value);
    }
    return seed;
  }

  private forInsert(update: UpdateFilter<T>): AnyDoc {
    const { $setOnInsert, ...rest } = update as AnyDoc;
    return $setOnInsert ? { ...rest, $set: { ...(rest.$set as AnyDoc | undefined), ...($setOnInsert as AnyDoc) } } : rest;
  }

  private withoutInsertOnly(update: UpdateFilter<T>): AnyDoc {
    const { $setOnInsert: _ignored, ...rest } = update as AnyDoc;
    return rest;
  }
}
