import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Leases, oncePerSlot, type SlotSchedule } from '@criadero/service-kit';
import type { AxieConfig } from '../../config';
import type { AxieGraphqlClient } from '../sources/graphql-client';
import { MarketChangesRepository } from '../store/market-changes-repository';
import { MarketSyncStateRepository, type MarketSyncState } from '../store/market-sync-state';
import { ChangeLogRetention, type ChangeLogReader } from './change-log-retention';
import type { MarketFeed } from './feed';
import { marketFreshness, type MarketFreshness } from './freshness';
import { GeneratedMarketFeed } from './generated-feed';
import { GraphqlMarketFeed } from './graphql-feed';
import { ListingRecheck } from './listing-recheck';
import { MarketSync } from './market-sync';
import { registerMarketSyncMetrics } from './metrics';

export interface MarketSyncOptions {
  config: AxieConfig;
  /** replaces the feed that keeps the market current (tests); null = no sync */
  marketFeed?: MarketFeed | null;
  /** the change log's readers outside the market (the alerts matcher): the retention keeps what they have not read */
  changeLogReaders?: readonly ChangeLogReader[];
}

interface AxieMarketSync {
  /** the continuous sync (null when the market is not kept current) */
  sync: MarketSync | null;
  /** a listing checked again before a player acts on it */
  recheck: ListingRecheck;
  /** how current this instance's market is */
  freshness(): Promise<MarketFreshness>;
  /** the sync has failed (or been silent) longer than AXIE_SYNC_DEGRADED_AFTER_S: the last answer of freshness() */
  readonly degraded: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    axieMarketSync: AxieMarketSync;
  }
}

/**
 * What keeps the market current: the generated market's own evolution, or the marketplace (the
 * GraphQL source, or a stored import when there is an API key to poll with). Null: it stands still.
 */
function marketFeedFor(config: AxieConfig, client: AxieGraphqlClient | null): MarketFeed | null {
  if (!config.sync.enabled) return null;
  if (config.marketSource === 'generated') {
    // the rate is for 20,000 axies: a smaller sample moves as much in proportion
    return new GeneratedMarketFeed(config.generated, { changesPerSecond: (config.sync.sampleChangesPerSecond * config.generated.size) / 20_000 });
  }
  if (!client) return null;
  return new GraphqlMarketFeed(client, { pageSize: config.graphql.pageSize, searchWindow: config.graphql.searchWindow, sweepMs: config.sync.sweepMs });
}

/** The change log is trimmed once a minute, by one instance (see ChangeLogRetention). */
const CHANGE_LOG_RETENTION_JOB = 'axie-change-log-retention';
const CHANGE_LOG_TRIM_EVERY_MS = 60_000;
/** Each instance says how far it followed the log this often; one silent five minutes is gone. */
const READER_REPORT_MS = 10_000;
const READER_TIMEOUT_MS = 5 * 60_000;

/**
 * The market moves: once the market is loaded, one instance polls the feed (under a lease), every
 * instance follows the change log into its index and says how far it read, one instance a minute
 * trims what every reader passed; re-checks, freshness, its metrics and the degraded check.
 * Registered after `axieMarketPlugin`, whose store, loader and marketplace client it uses.
 */
export const axieMarketSyncPlugin = fp<MarketSyncOptions>(
  async (app: FastifyInstance, options) => {
    const { repository, follower, loader, client } = app.axieMarket;
    const leases = new Leases(app.store);
    const changes = new MarketChangesRepository(app.store);
    const syncStates = new MarketSyncStateRepository(app.store);
    const feed = options.marketFeed === undefined ? marketFeedFor(options.config, client) : options.marketFeed;
    const sync = feed ? new MarketSync(app.store, repository, follower, feed, leases, { pollMs: options.config.sync.pollMs, log: app.log }) : null;
    let following: NodeJS.Timeout | undefined;
    let trimming: SlotSchedule | undefined;
    let reportedAt = 0;
    let syncStartedAt = Date.now();
    let syncState: { at: number; state: Promise<MarketSyncState | null> } | null = null;
    let lastFreshness: MarketFreshness | null = null;
    const freshness = async (): Promise<MarketFreshness> => {
      // the shared state is read at most once a second per instance
      if (sync && (!syncState || Date.now() - syncState.at > 1000)) syncState = { at: Date.now(), state: syncStates.read().catch(() => null) };
      lastFreshness = marketFreshness({
        syncing: sync !== null,
        // the polling instance knows its own state best; the others read the shared one
        state: sync?.leading && sync.lastWritten ? sync.lastWritten : ((await syncState?.state) ?? null),
        index: follower.freshness,
        degradedAfterMs: options.config.sync.degradedAfterMs,
        leader: sync?.leading ?? false,
        startedAt: syncStartedAt,
        now: Date.now(),
      });
      return lastFreshness;
    };
    // once the market is loaded: one instance polls the feed, every instance follows the change log
    // and says how far it read; one instance a minute trims what every reader passed
    loader.onLoaded(() => {
      if (!sync || following) return;
      syncStartedAt = Date.now();
      sync.start();
      following = setInterval(() => {
        Promise.all([follower.index(), freshness()])
          .then(async () => {
            if (Date.now() - reportedAt < READER_REPORT_MS) return;
            reportedAt = Date.now();
            await changes.reportReader(leases.owner, follower.freshness.seq);
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'axie market: following the change log failed'));
      }, Math.min(1000, options.config.sync.pollMs));
      following.unref();
      const retention = new ChangeLogRetention(
        { changes, syncState: syncStates, readers: options.changeLogReaders ?? [] },
        { retentionMs: options.config.sync.changeLogRetentionMs ?? 3_600_000, readerTimeoutMs: READER_TIMEOUT_MS },
      );
      trimming = oncePerSlot(leases, CHANGE_LOG_RETENTION_JOB, CHANGE_LOG_TRIM_EVERY_MS, () => retention.trim(), app.log);
    });
    const marketSync: AxieMarketSync = {
      sync,
      recheck: new ListingRecheck(repository, follower, sync, feed?.kind === 'graphql' ? client : null, { ttlMs: options.config.sync.recheckTtlMs }),
      freshness,
      get degraded() {
        return lastFreshness?.degraded ?? false;
      },
    };
    app.decorate('axieMarketSync', marketSync);
    app.degradedChecks?.set('axie-market', () => marketSync.degraded);
    if (app.hasDecorator('metrics')) registerMarketSyncMetrics(app.metrics, freshness);
    app.addHook('onClose', async () => {
      clearInterval(following);
      trimming?.stop();
      await sync?.stop();
    });
  },
  { name: 'criadero-axie-market-sync', fastify: '5.x', dependencies: ['criadero-axie-market'] },
);
