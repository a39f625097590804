import type { MarketChangeKind } from '../market/store/market-changes-repository';
import { isDuplicateKeyError, type Store, type StoreCollection } from '@criadero/service-kit/store';
import type { AlertMessage } from './discord-webhook';

/**
 * One alert (collection `axie_alerts`, insert-only): a listing that matched a watch. `_id` is
 * `<watchId>:<axieId>:<seq>` (the change that raised it), so reading the change log again (a
 * restart, a lease handed to another gateway) raises nothing twice, while a relisting or a
 * large enough price drop of the same axie, later changes, raise new alerts.
 */
export interface AlertDoc {
  _id: string;
  watchId: string;
  watchName: string;
  accountId: string;
  axieId: string;
  kind: Extract<MarketChangeKind, 'listed' | 'repriced'>;
  priceUsd: number | null;
  /** the market change that raised it */
  seq: number;
  at: Date;
  /** the axie is of the generated sample market (absent in alerts stored before it was kept: false) */
  sample?: boolean;
}

/** Where an alert's Discord message is: waiting, being retried, sent, or given up (and why). */
type DeliveryState = 'pending' | 'retrying' | 'sent' | 'failed' | 'disabled' | 'cancelled';
/** A delivery in one of these will not be tried again. */
const DONE_STATES: DeliveryState[] = ['sent', 'failed', 'disabled', 'cancelled'];

/**
 * An alert's Discord message (collection `axie_alert_deliveries`, `_id` = the alert's): queued by
 * the matcher with the message fixed, then moved through its states by the delivery queue.
 * Documents stored before the queue existed hold only `claimedAt` (read as sent).
 */
export interface DeliveryDoc {
  _id: string;
  watchId: string;
  accountId: string;
  state: DeliveryState;
  attempts: number;
  /** not to be tried before this (a 429's retry_after, a backoff) */
  nextAttemptAt: Date;
  /** Discord's last HTTP status (null: a timeout or a network error) */
  lastStatus: number | null;
  message: AlertMessage;
  createdAt: Date;
  updatedAt: Date;
}

/** The last alert a watch raised for an axie (`_id` = `<watchId>:<axieId>`): what a later change is compared with. */
interface AlertedListingDoc {
  _id: string;
  seq: number;
  kind: AlertDoc['kind'];
  priceUsd: number | null;
  priceWei: string | null;
}

/**
 * How far the matcher has read the market change log (`_id` 'matcher'): every alert of a change
 * at or below `seq` is stored. The live streams read alerts only up to it, so they never miss an
 * alert the matcher is still writing.
 */
interface CursorDoc {
  _id: string;
  seq: number;
}

export const alertId = (watchId: string, axieId: string, seq: number) => `${watchId}:${axieId}:${seq}`;

/** A page of an account's alerts: newest first, `next` the cursor of the page after (null at the end). */
export interface AlertsPage {
  alerts: AlertDoc[];
  next: string | null;
}

const pageCursor = (doc: AlertDoc) => `${doc.seq}.${doc._id}`;

function parsePageCursor(cursor: string): { seq: number; id: string } | null {
  const match = /^(\d{1,15})\.(.{1,200})$/.exec(cursor);
  return match ? { seq: Number(match[1]), id: match[2]! } : null;
}

export class AlertsRepository {
  private readonly alerts: StoreCollection<AlertDoc>;
  private readonly deliveries: StoreCollection<DeliveryDoc>;
  private readonly alerted: StoreCollection<AlertedListingDoc>;
  private readonly cursors: StoreCollection<CursorDoc>;

  constructor(store: Store) {
    this.alerts = store.collection<AlertDoc>('axie_alerts');
    this.deliveries = store.collection<DeliveryDoc>('axie_alert_deliveries');
    this.alerted = store.collection<AlertedListingDoc>('axie_alerted_listings');
    this.cursors = store.collection<CursorDoc>('axie_alert_cursor');
  }

  async ensureIndexes(): Promise<void> {
    await this.alerts.createIndex({ name: 'accountId_1_seq_-1', key: { accountId: 1, seq: -1 } });
    await this.alerts.createIndex({ name: 'seq_1', key: { seq: 1 } });
    await this.deliveries.createIndex({ name: 'state_1_nextAttemptAt_1', key: { state: 1, nextAttemptAt: 1 } });
    await this.alerts.createIndex({ name: 'watchId_1_seq_-1', key: { watchId: 1, seq: -1 } });
    await this.alerts.createIndex({ name: 'at_1', key: { at: 1 } });
    await this.deliveries.createIndex({ name: 'updatedAt_1', key: { updatedAt: 1 } });
  }

  /** Stores an alert; false when it is already stored. */
  async insert(alert: AlertDoc): Promise<boolean> {
    try {
      await this.alerts.insertOne(alert);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** The account's alerts, newest first, `limit` at a time after the page cursor `after` (a page's `next`). */
  async page(accountId: string, limit: number, after?: string): Promise<AlertsPage> {
    const from = after ? parsePageCursor(after) : null;
    const filter = from ? { accountId, $or: [{ seq: { $lt: from.seq } }, { seq: from.seq, _id: { $gt: from.id } }] } : { accountId };
    const docs = await this.alerts.find(filter, { sort: { seq: -1, _id: 1 }, limit: limit + 1 });
    const alerts = docs.slice(0, limit);
    return { alerts, next: docs.length > limit ? pageCursor(alerts.at(-1)!) : null };
  }

  /** Alerts raised by changes in (afterSeq, uptoSeq], ascending; of one account when given. */
  between(afterSeq: number, uptoSeq: number, accountId?: string): Promise<AlertDoc[]> {
    const filter = { seq: { $gt: afterSeq, $lte: uptoSeq }, ...(accountId ? { accountId } : {}) };
    return this.alerts.find(filter, { sort: { seq: 1, _id: 1 } });
  }

  /** The last alert a watch raised for an axie, as `rememberAlerted` left it. */
  lastAlerted(watchId: string, axieId: string): Promise<AlertedListingDoc | null> {
    return this.alerted.findOne({ _id: `${watchId}:${axieId}` });
  }

  /** Remembers the alert just raised as the one later changes of that axie are compared with (never an older one). */
  async rememberAlerted(watchId: string, axieId: string, alerted: Omit<AlertedListingDoc, '_id'>): Promise<void> {
    const _id = `${watchId}:${axieId}`;
    const { matchedCount } = await this.alerted.updateOne({ _id, seq: { $lt: alerted.seq } }, { $set: alerted });
    if (matchedCount > 0) return;
    try {
      await this.alerted.insertOne({ _id, ...alerted });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error; // already there with this or a later alert
    }
  }

  /** Queues an alert's Discord message; false when it is already queued (the change read again). */
  async queueDelivery(delivery: Pick<DeliveryDoc, '_id' | 'watchId' | 'accountId' | 'message'>, now = new Date()): Promise<boolean> {
    try {
      await this.deliveries.insertOne({ ...delivery, state: 'pending', attempts: 0, nextAttemptAt: now, lastStatus: null, createdAt: now, updatedAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Messages still to send (pending or retrying), the most overdue first. */
  waitingDeliveries(limit: number, dueBy: Date): Promise<DeliveryDoc[]> {
    return this.deliveries.find({ state: { $in: ['pending', 'retrying'] }, nextAttemptAt: { $lte: dueBy } }, { sort: { nextAttemptAt: 1, _id: 1 }, limit });
  }

  /** Records what became of a message. */
  async updateDelivery(id: string, change: Partial<Pick<DeliveryDoc, 'state' | 'attempts' | 'nextAttemptAt' | 'lastStatus'>>): Promise<void> {
    await this.deliveries.updateOne({ _id: id }, { $set: { ...change, updatedAt: new Date() } });
  }

  /** The delivery of each of these alerts that has one, by alert id. */
  async deliveriesOf(alertIds: readonly string[]): Promise<Map<string, DeliveryDoc>> {
    if (alertIds.length === 0) return new Map();
    const docs = await this.deliveries.find({ _id: { $in: [...alertIds] } });
    return new Map(docs.map((doc) => [doc._id, doc]));
  }

  /**
   * Keeps a watch's `keep` newest alerts and removes the older ones, with their deliveries once
   * those are done (a message still waiting is sent first). How many of each went.
   */
  async keepNewest(watchId: string, keep: number): Promise<{ alerts: number; deliveries: number }> {
    const [oldestKept] = await this.alerts.find({ watchId }, { sort: { seq: -1 }, skip: keep - 1, limit: 1, projection: { seq: 1 } });
    if (!oldestKept) return { alerts: 0, deliveries: 0 };
    const older = { watchId, seq: { $lt: oldestKept.seq } };
    const ids = (await this.alerts.find(older, { projection: { _id: 1 } })).map((doc) => doc._id);
    if (ids.length === 0) return { alerts: 0, deliveries: 0 };
    const deliveries = await this.deliveries.deleteMany({ _id: { $in: ids }, state: { $in: DONE_STATES } });
    return { alerts: await this.alerts.deleteMany(older), deliveries };
  }

  /** Removes the alerts raised before `before`, and the deliveries done before it. How many of each went. */
  async removeOlderThan(before: Date): Promise<{ alerts: number; deliveries: number }> {
    const deliveries = await this.deliveries.deleteMany({ state: { $in: DONE_STATES }, updatedAt: { $lt: before } });
    return { alerts: await this.alerts.deleteMany({ at: { $lt: before } }), deliveries };
  }

  async cursor(): Promise<number> {
    return (await this.cursors.findOne({ _id: 'matcher' }))?.seq ?? 0;
  }

  /** Moves the cursor forward (never back: a late write of a lease that was lost cannot rewind it). */
  async advanceCursor(seq: number): Promise<void> {
    await this.cursors.updateOne({ _id: 'matcher' }, { $max: { seq } }, { upsert: true });
  }
}
