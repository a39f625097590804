import type { Alert } from '@criadero/api-contracts/axie';
import type { AlertDoc, AlertsRepository, DeliveryDoc } from './alerts-repository';

/** One open stream: what it is sent, and up to which change it has been sent alerts. */
export interface AlertSubscriber {
  accountId: string;
  sentUpTo: number;
  send(seq: number, alerts: Alert[]): void;
}

/** An alert as the API answers it, with its Discord message's state when it has one. */
export const toAlert = (doc: AlertDoc, delivery?: DeliveryDoc): Alert => ({
  id: doc._id,
  watchId: doc.watchId,
  watchName: doc.watchName,
  axieId: doc.axieId,
  kind: doc.kind,
  priceUsd: doc.priceUsd,
  seq: doc.seq,
  at: doc.at.toISOString(),
  sample: doc.sample ?? false,
  // a delivery stored before the queue existed holds only its claim: it was sent then
  delivery: delivery ? { state: delivery.state ?? 'sent', attempts: delivery.attempts ?? 1, lastStatus: delivery.lastStatus ?? null } : null,
});

/** Alerts grouped by the change that raised them, ascending (one stream event per change). */
function bySeq(docs: readonly AlertDoc[], deliveries: ReadonlyMap<string, DeliveryDoc>): Array<[number, Alert[]]> {
  const groups = new Map<number, Alert[]>();
  for (const doc of docs) (groups.get(doc.seq) ?? groups.set(doc.seq, []).get(doc.seq)!).push(toAlert(doc, deliveries.get(doc._id)));
  return [...groups.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * This gateway's live alert streams. Whichever gateway holds the matcher, alerts reach every
 * gateway through the store: while streams are open, the hub reads the matcher's cursor every
 * `pollMs` and, when it moved, the alerts up to it (all of a change's alerts are stored before the
 * cursor passes it), and sends each subscriber its own. A stream that reconnects with the last
 * change it saw (`Last-Event-ID`) is first sent what it missed.
 */
export class AlertsHub {
  private readonly subscribers = new Set<AlertSubscriber>();
  private seen = -1;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;

  constructor(
    private readonly alerts: AlertsRepository,
    private readonly pollMs = 1000,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  get size(): number {
    return this.subscribers.size;
  }

  /** Adds a stream; sends it the alerts after `lastSeq` first (none when it is new: -1). */
  async subscribe(subscriber: AlertSubscriber, lastSeq: number | null): Promise<void> {
    const cursor = await this.alerts.cursor();
    if (this.seen < 0) this.seen = cursor;
    if (lastSeq !== null && lastSeq < cursor) {
      const missed = await this.alerts.between(lastSeq, cursor, subscriber.accountId);
      for (const [seq, alerts] of bySeq(missed, await this.alerts.deliveriesOf(missed.map((doc) => doc._id)))) subscriber.send(seq, alerts);
    }
    subscriber.sentUpTo = Math.max(subscriber.sentUpTo, cursor);
    this.subscribers.add(subscriber);
    this.timer ??= setInterval(() => {
      this.polling ??= this.poll()
        .catch(this.onError)
        .finally(() => (this.polling = null));
    }, this.pollMs);
  }

  unsubscribe(subscriber: AlertSubscriber): void {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
      this.seen = -1; // nobody listened meanwhile: the next stream starts from the cursor then
    }
  }

  /** Reads what the matcher stored since the last poll and sends it to its accounts' streams. */
  async poll(): Promise<void> {
    const cursor = await this.alerts.cursor();
    if (cursor <= this.seen) return;
    const docs = await this.alerts.between(this.seen, cursor);
    const deliveries = await this.alerts.deliveriesOf(docs.map((doc) => doc._id));
    this.seen = cursor;
    const forAccount = new Map<string, AlertDoc[]>();
    for (const doc of docs) (forAccount.get(doc.accountId) ?? forAccount.set(doc.accountId, []).get(doc.accountId)!).push(doc);
    for (const subscriber of this.subscribers) {
      for (const [seq, alerts] of bySeq(forAccount.get(subscriber.accountId) ?? [], deliveries)) if (seq > subscriber.sentUpTo) subscriber.send(seq, alerts);
      subscriber.sentUpTo = Math.max(subscriber.sentUpTo, cursor);
    }
  }

  /** Stops polling (the app is closing); the routes end the streams themselves. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.subscribers.clear();
  }
}
