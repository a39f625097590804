import fp from 'fastify-plugin';
import type { ServerResponse } from 'node:http';
import { Leases, oncePerSlot, type SlotSchedule } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { MarketChangesRepository } from '../market/store/market-changes-repository';
import type { ChangeLogReader } from '../market/sync/change-log-retention';
import { AlertDeliveryQueue, type AlertDeliveryOptions } from './alert-delivery';
import { AlertMatcher, type AlertMatcherOptions } from './alert-matcher';
import { ALERT_RETENTION_DEFAULTS, AlertRetention, type AlertRetentionOptions } from './alert-retention';
import { AlertsHub } from './alerts-hub';
import { AlertsRepository } from './alerts-repository';
import { DiscordSender, type DiscordSenderOptions } from './discord-webhook';
import { watchesRoutes } from './watches-routes';
import { WatchesRepository } from './watches-repository';

export interface AlertsOptions extends AlertMatcherOptions, AlertDeliveryOptions {
  /** how often a gateway with open streams looks for new alerts (ms) */
  streamPollMs?: number;
  /** comment lines that keep an idle stream open through proxies and the socket timeout (ms) */
  heartbeatMs?: number;
  discord?: DiscordSenderOptions;
  /** how many alerts a watch keeps and for how long (see AlertRetention) */
  retention?: AlertRetentionOptions;
}

/** Old alerts are removed once every ten minutes, by one instance. */
const ALERT_RETENTION_JOB = 'axie-alert-retention';
const ALERT_TRIM_EVERY_MS = 10 * 60_000;

interface AxieAlerts {
  watches: WatchesRepository;
  alerts: AlertsRepository;
  matcher: AlertMatcher;
  delivery: AlertDeliveryQueue;
  hub: AlertsHub;
  /** the open streams' responses, ended when the app closes */
  streams: Set<ServerResponse>;
  heartbeatMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    axieAlerts: AxieAlerts;
  }
}

/** The alerts matcher as a reader of the change log: its cursor while some watch exists (a watch made later alerts only on changes after it). */
export function alertsChangeLogReader(store: Store): ChangeLogReader {
  const watches = new WatchesRepository(store);
  const alerts = new AlertsRepository(store);
  return { position: async () => ((await watches.any()) ? alerts.cursor() : null) };
}

/**
 * Watched searches and their alerts: the routes, the matcher of the market change log (one
 * gateway at a time, under a lease) and this gateway's live streams. Needs `app.axieMarket`.
 */
export const alertsPlugin = fp<AlertsOptions>(
  async (app, options) => {
    const watches = new WatchesRepository(app.store);
    const alerts = new AlertsRepository(app.store);
    const changes = new MarketChangesRepository(app.store);
    await watches.ensureIndexes();
    await alerts.ensureIndexes();
    await changes.ensureIndexes();
    const { loader, repository } = app.axieMarket;
    const leases = new Leases(app.store);
    const matcher = new AlertMatcher(
      {
        changes,
        alerts,
        watches,
        // the matcher waits for the market to be loaded (by the warm-up or a first search); it never loads it itself
        market: () => (loader.loaded ? repository : null),
        leases,
        sample: () => loader.info.kind === 'generated',
        log: app.log,
      },
      options,
    );
    const delivery = new AlertDeliveryQueue({ alerts, watches, leases, discord: new DiscordSender(options.discord), log: app.log }, options);
    const retention = new AlertRetention({ alerts, watches }, options.retention ?? ALERT_RETENTION_DEFAULTS);
    const hub = new AlertsHub(alerts, options.streamPollMs ?? 1000, (error) => app.log.warn({ err: error }, 'alerts: reading new alerts failed'));
    const streams = new Set<ServerResponse>();
    app.decorate('axieAlerts', { watches, alerts, matcher, delivery, hub, streams, heartbeatMs: options.heartbeatMs ?? 20_000 });
    await app.register(watchesRoutes);
    let trimming: SlotSchedule | undefined;
    app.addHook('onReady', async () => {
      matcher.start();
      delivery.start();
      trimming = oncePerSlot(leases, ALERT_RETENTION_JOB, ALERT_TRIM_EVERY_MS, () => retention.trim(), app.log);
    });
    // before the server waits for connections to end: a stream never ends by itself
    app.addHook('preClose', async () => {
      hub.close();
      trimming?.stop();
      for (const stream of streams) stream.end();
      streams.clear();
      await Promise.all([matcher.stop(), delivery.stop()]);
    });
  },
  { name: 'criadero-axie-alerts', fastify: '5.x', dependencies: ['criadero-axie-market'] },
);
