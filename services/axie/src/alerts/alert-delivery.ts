import { setTimeout as sleep } from 'node:timers/promises';
import type { ServiceLog } from '@criadero/service-kit';
import type { Leases } from '@criadero/service-kit';
import type { AlertsRepository, DeliveryDoc } from './alerts-repository';
import type { DiscordSender } from './discord-webhook';
import type { WatchesRepository } from './watches-repository';
import { BackgroundLoop } from './background-loop';

/** The lease that makes sending the queued Discord messages a job of one gateway at a time. */
const ALERTS_DELIVERY_JOB = 'axie-alerts-delivery';

export interface AlertDeliveryOptions {
  /** how often the queued messages are read (ms) */
  deliveryPollMs?: number;
  /** the lease's slot (ms): a dead holder's job is taken over within two slots */
  leaseSlotMs?: number;
  /** calls of one message before it is given up (failed) */
  maxAttempts?: number;
  /** first pause after a 5xx, a timeout or a network error; doubles per attempt, with jitter */
  baseBackoffMs?: number;
  /** longest pause between two calls of one message (also caps Discord's retry_after) */
  maxBackoffMs?: number;
}

export interface AlertDeliveryDeps {
  alerts: AlertsRepository;
  watches: WatchesRepository;
  leases: Leases;
  discord: DiscordSender;
  log: ServiceLog;
}

/** One webhook's queue: its messages in order, sent one at a time, so one webhook's pace is its own. */
interface Destination {
  url: string;
  items: DeliveryDoc[];
  running: Promise<void> | null;
  /** Discord said the webhook is gone (its status): what is queued for it is not sent */
  gone: number | null;
}

/**
 * Sends the alerts' Discord messages that the matcher queued (`axie_alert_deliveries`), so
 * matching never waits on Discord. One gateway sends at a time (a lease, held while messages
 * wait); each webhook has its own queue, so a slow, failing or rate-limited webhook delays only
 * its own messages. A 429 waits Discord's `retry_after`; a 5xx, a timeout or a network error is
 * tried again with exponential backoff and jitter, up to `maxAttempts`; a 401/403/404 disables
 * the webhook of every watch that has it (the alerts page says so) and its queue is dropped.
 * A message is marked sent after Discord took it: a gateway that dies in between (then another
 * takes the lease) sends it again, the one case of a message twice.
 */
export class AlertDeliveryQueue extends BackgroundLoop {
  private readonly pollMs: number;
  private readonly leaseSlotMs: number;
  private readonly maxAttempts: number;
  private readonly baseBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly destinations = new Map<string, Destination>();
  /** ids of the messages in some destination's queue */
  private readonly queued = new Set<string>();

  constructor(
    private readonly deps: AlertDeliveryDeps,
    options: AlertDeliveryOptions = {},
  ) {
    super();
    this.pollMs = options.deliveryPollMs ?? 500;
    this.leaseSlotMs = options.leaseSlotMs ?? 10_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.baseBackoffMs = options.baseBackoffMs ?? 2000;
    this.maxBackoffMs = options.maxBackoffMs ?? 10 * 60_000;
  }

  /**
   * The messages read into the webhooks' queues are those due within a lease slot: one told to
   * wait longer (a long backoff) is read again when it is nearly due, so it never holds the newer
   * messages of its webhook in memory meanwhile.
   */
  private dueBy(): Date {
    return new Date(Date.now() + this.leaseSlotMs);
  }

  protected async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        if ((await this.deps.alerts.waitingDeliveries(1, this.dueBy())).length === 0) {
          await sleep(this.pollMs, undefined, { signal });
          continue;
        }
        const attempt = await this.deps.leases.runExclusive(ALERTS_DELIVERY_JOB, this.leaseSlotMs, (lost) => this.serve(AbortSignal.any([signal, lost])));
        if (!attempt.ran) await sleep(this.leaseSlotMs / 2, undefined, { signal });
      } catch (error) {
        if (signal.aborted) break;
        this.deps.log.error({ err: error }, 'alerts: sending the queued Discord messages failed; trying again');
        await sleep(this.pollMs, undefined, { signal }).catch(() => undefined);
      }
    }
  }

  /** While the lease is held: reads the queued messages into their webhooks' queues; gives it back after a slot with none. */
  private async serve(signal: AbortSignal): Promise<void> {
    let busyAt = Date.now();
    try {
      while (!signal.aborted) {
        await this.fill(signal);
        if (this.queued.size > 0) busyAt = Date.now();
        else if (Date.now() - busyAt >= this.leaseSlotMs) return;
        await sleep(this.pollMs, undefined, { signal }).catch(() => undefined);
      }
    } finally {
      await Promise.all([...this.destinations.values()].map((d) => d.running));
      this.destinations.clear();
      this.queued.clear();
    }
  }

  private async fill(signal: AbortSignal): Promise<void> {
    const waiting = (await this.deps.alerts.waitingDeliveries(1000, this.dueBy())).filter((doc) => !this.queued.has(doc._id));
    const watches = new Map<string, Awaited<ReturnType<WatchesRepository['byWatchId']>>>();
    for (const doc of waiting) {
      if (!watches.has(doc.watchId)) watches.set(doc.watchId, await this.deps.watches.byWatchId(doc.watchId));
      const watch = watches.get(doc.watchId);
      if (!watch?.discordWebhookUrl) {
        await this.deps.alerts.updateDelivery(doc._id, { state: 'cancelled' }); // the watch or its webhook was removed
        continue;
      }
      if (watch.discordDisabled) {
        await this.deps.alerts.updateDelivery(doc._id, { state: 'disabled', lastStatus: watch.discordDisabled.status });
        continue;
      }
      let destination = this.destinations.get(watch.discordWebhookUrl);
      if (!destination) this.destinations.set(watch.discordWebhookUrl, (destination = { url: watch.discordWebhookUrl, items: [], running: null, gone: null }));
      destination.items.push(doc);
      this.queued.add(doc._id);
      destination.running ??= this.drain(destination, signal)
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'alerts: a webhook queue stopped; the next read starts it again'))
        .finally(() => {
        destination.running = null;
          for (const item of destination.items) this.queued.delete(item._id);
          this.destinations.delete(destination.url);
        });
    }
  }

  /** Sends one webhook's messages in order; a message waiting to be tried again holds the ones after it. */
  private async drain(destination: Destination, signal: AbortSignal): Promise<void> {
    while (destination.items.length > 0 && !signal.aborted) {
      const item = destination.items[0]!;
      const wait = item.nextAttemptAt.getTime() - Date.now();
      if (wait > 0 && !(await sleep(wait, true, { signal }).catch(() => false))) break;
      if (destination.gone !== null) {
        await this.done(destination, { state: 'disabled', lastStatus: destination.gone });
        continue;
      }
      const outcome = await this.deps.discord.send(destination.url, item.message, signal);
      const attempts = item.attempts + 1;
      if (outcome.kind === 'sent') {
        await this.done(destination, { state: 'sent', attempts, lastStatus: 200 });
      } else if (outcome.kind === 'gone') {
        destination.gone = outcome.status;
        await this.deps.watches.disableWebhook(destination.url, outcome.status);
        this.deps.log.warn({ watchId: item.watchId, status: outcome.status }, 'alerts: Discord says the webhook is gone; it is disabled');
        await this.done(destination, { state: 'disabled', attempts, lastStatus: outcome.status });
      } else if (outcome.kind === 'refused') {
        await this.done(destination, { state: 'failed', attempts, lastStatus: outcome.status });
      } else if (signal.aborted) {
        break; // the call was cut by the stop: whoever sends next tries it again
      } else if (attempts >= this.maxAttempts) {
        this.deps.log.warn({ watchId: item.watchId, status: outcome.status, reason: outcome.reason }, 'alerts: a Discord message was given up after its last attempt');
        await this.done(destination, { state: 'failed', attempts, lastStatus: outcome.status });
      } else {
        const pause = Math.min(outcome.retryAfterMs ?? this.backoff(attempts), this.maxBackoffMs);
        item.attempts = attempts;
        item.nextAttemptAt = new Date(Date.now() + pause);
        await this.deps.alerts.updateDelivery(item._id, { state: 'retrying', attempts, nextAttemptAt: item.nextAttemptAt, lastStatus: outcome.status });
      }
    }
  }

  /** The head message of a queue is settled: recorded, and out of the queue. */
  private async done(destination: Destination, change: Parameters<AlertsRepository['updateDelivery']>[1]): Promise<void> {
    const item = destination.items.shift()!;
    await this.deps.alerts.updateDelivery(item._id, change);
    this.queued.delete(item._id);
  }

  /** Exponential backoff with jitter: half to all of base × 2^(attempt − 1). */
  private backoff(attempt: number): number {
    return this.baseBackoffMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
  }
}
