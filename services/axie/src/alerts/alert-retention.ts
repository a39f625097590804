import type { AlertsRepository } from './alerts-repository';
import type { WatchesRepository } from './watches-repository';

export interface AlertRetentionOptions {
  /** the newest alerts a watch keeps (the alerts page pages through them) */
  perWatch: number;
  /** an alert, and a delivery once done, is removed this long after it was raised or finished */
  retentionMs: number;
}

/** A watch keeps its 500 newest alerts; nothing is kept longer than 30 days. */
export const ALERT_RETENTION_DEFAULTS: AlertRetentionOptions = { perWatch: 500, retentionMs: 30 * 86_400_000 };

/**
 * Keeps the alerts and their Discord deliveries bounded: a broad watch on a moving market raises
 * alerts without end, so each watch keeps only its newest `perWatch`, and every alert (of a
 * watch deleted since, too) and finished delivery goes after `retentionMs`. A delivery still
 * waiting is never removed: it is sent (or given up) first.
 */
export class AlertRetention {
  constructor(
    private readonly deps: { alerts: AlertsRepository; watches: WatchesRepository; now?: () => number },
    private readonly options: AlertRetentionOptions = ALERT_RETENTION_DEFAULTS,
  ) {}

  /** One pass; how many alerts and deliveries went. */
  async trim(): Promise<{ alerts: number; deliveries: number }> {
    const now = (this.deps.now ?? Date.now)();
    const removed = await this.deps.alerts.removeOlderThan(new Date(now - this.options.retentionMs));
    for (const watch of await this.deps.watches.all()) {
      const capped = await this.deps.alerts.keepNewest(watch.watchId, this.options.perWatch);
      removed.alerts += capped.alerts;
      removed.deliveries += capped.deliveries;
    }
    return removed;
  }
}
