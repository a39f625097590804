import { Counter, Gauge, type Registry } from 'prom-client';
import type { MarketFreshness } from './freshness';

/**
 * The market sync as Prometheus sees it, read from the same freshness the status route answers
 * (at most one store read a second): seconds since the last successful poll of the feed (absent
 * until one succeeded), changes applied to this instance, and whether its answers are degraded.
 */
export function registerMarketSyncMetrics(registry: Registry, freshness: () => Promise<MarketFreshness>): void {
  let current: Promise<MarketFreshness> | null = null;
  // the three gauges are collected one after another in a scrape: one freshness read serves them
  const read = () => (current ??= freshness().finally(() => setTimeout(() => (current = null), 0)));
  new Gauge({
    name: 'criadero_axie_market_sync_lag_seconds',
    help: 'Seconds since the last successful poll of the Axie market feed, by whichever instance polls',
    registers: [registry],
    async collect() {
      const { lagSeconds } = await read();
      if (lagSeconds === null) this.reset();
      else this.set(lagSeconds);
    },
  });
  // a count that only grows: a counter (`_total`), brought up to the freshness' figure at each scrape
  let counted = 0;
  new Counter({
    name: 'criadero_axie_market_changes_applied_total',
    help: "Market changes applied to this instance's search index since it started",
    registers: [registry],
    async collect() {
      const { changesApplied } = await read();
      if (changesApplied > counted) this.inc(changesApplied - counted);
      counted = Math.max(counted, changesApplied);
    },
  });
  new Gauge({
    name: 'criadero_axie_market_degraded',
    help: 'The market sync has failed (or been silent) longer than AXIE_SYNC_DEGRADED_AFTER_S: answers may be stale and searches are free',
    registers: [registry],
    async collect() {
      this.set((await read()).degraded ? 1 : 0);
    },
  });
}
