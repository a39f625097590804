import type { MarketChangeKind } from '../repositories/market-changes-repository';
import { isDuplicateKeyError, type Store, type StoreCollection } from '@criadero/service-kit/store';

/**
 * One alert (collection `axie_alerts`, insert-only): a listing that matched a watch. `_id` is
 * `<watchId>:<axieId>`, so a listing raises one alert per watch however often the change log is
 * read again (a restart, a lease handed to another gateway) and whatever its later repricings.
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
}

/** Who was sent a Discord message for an alert (insert-only, `_id` = the alert's): claimed before sending. */
interface DeliveryDoc {
  _id: string;
  claimedAt: Date;
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

export const alertId = (watchId: string, axieId: string) => `${watchId}:${axieId}`;

export class AlertsRepository {
  private readonly alerts: StoreCollection<AlertDoc>;
  private readonly deliveries: StoreCollection<DeliveryDoc>;
  private readonly cursors: StoreCollection<CursorDoc>;

  constructor(store: Store) {
    this.alerts = store.collection<AlertDoc>('axie_alerts');
    this.deliveries = store.collection<DeliveryDoc>('axie_alert_deliveries');
    this.cursors = store.collection<CursorDoc>('axie_alert_cursor');
  }

  async ensureIndexes(): Promise<void> {
    await this.alerts.createIndex({ name: 'accountId_1_seq_-1', key: { accountId: 1, seq: -1 } });
    await this.alerts.createIndex({ name: 'seq_1', key: { seq: 1 } });
  }

  /** Stores an alert; false when that watch already has one for that listing. */
  async insert(alert: AlertDoc): Promise<boolean> {
    try {
      await this.alerts.insertOne(alert);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** The account's newest alerts first. */
  recent(accountId: string, limit: number): Promise<AlertDoc[]> {
    return this.alerts.find({ accountId }, { sort: { seq: -1, _id: 1 }, limit });
  }

  /** Alerts raised by changes in (afterSeq, uptoSeq], ascending; of one account when given. */
  between(afterSeq: number, uptoSeq: number, accountId?: string): Promise<AlertDoc[]> {
    const filter = { seq: { $gt: afterSeq, $lte: uptoSeq }, ...(accountId ? { accountId } : {}) };
    return this.alerts.find(filter, { sort: { seq: 1, _id: 1 } });
  }

  /** Claims the one Discord message of an alert: true for exactly one caller, ever. */
  async claimDelivery(alertKey: string): Promise<boolean> {
    try {
      await this.deliveries.insertOne({ _id: alertKey, claimedAt: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async cursor(): Promise<number> {
    return (await this.cursors.findOne({ _id: 'matcher' }))?.seq ?? 0;
  }

  /** Moves the cursor forward (never back: a late write of a lease that was lost cannot rewind it). */
  async advanceCursor(seq: number): Promise<void> {
    await this.cursors.updateOne({ _id: 'matcher' }, { $max: { seq } }, { upsert: true });
  }
}
