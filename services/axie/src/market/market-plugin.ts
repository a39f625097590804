import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Leases, LocalPacedBudget, RedisPacedBudget, oncePerSlot, runAfterOthers, type SlotSchedule } from '@criadero/service-kit';
import { ChangeLogRetention, type ChangeLogReader } from './sync/change-log-retention';
import { MarketChangesRepository } from './store/market-changes-repository';
import { dirname, join } from 'node:path';
import type { EmbeddedStore, Store } from '@criadero/service-kit/store';
import type { AxieConfig } from '../config';
import { AxieError } from '../errors';
import { ImageProxy, type Resolver, type TestAllowRule } from '../images/image-proxy';
import { PortraitCache } from '../images/portrait-cache';
import { GeneratedMarketSource } from './sources/generated-market';
import { GenesCache } from './genes-cache';
import { ListingUsd, type SiteTokenPrices } from './listing-usd';
import { INDEX_FILE } from './index/index-file';
import { GraphqlMarketSource, StoredMarketSource } from './sources/graphql-source';
import { AxieDetailLookup } from './graphql-axie-detail';
import { AxieGraphqlClient } from './sources/graphql-client';
import { MarketLoader, type LoadReport } from './market-loader';
import type { MarketFeed } from './sync/feed';
import { marketFreshness, type MarketFreshness } from './sync/freshness';
import { registerMarketSyncMetrics } from './sync/metrics';
import { GeneratedMarketFeed } from './sync/generated-feed';
import { GraphqlMarketFeed } from './sync/graphql-feed';
import { ListingRecheck } from './sync/listing-recheck';
import { MarketSync } from './sync/market-sync';
import type { MarketSource } from './sources/types';
import { AxiesRepository } from './store/axies-repository';
import { MarketSyncStateRepository, type MarketSyncState } from './store/market-sync-state';

export interface AxieMarketOptions {
  config: AxieConfig;
  /** replaces the source chosen by AXIE_MARKET_SOURCE (tests) */
  marketSource?: MarketSource;
  /** replaces the feed that keeps the market current (tests); null = no sync */
  marketFeed?: MarketFeed | null;
  /** image proxy DNS resolver (tests) */
  resolve?: Resolver;
  /** TEST ONLY: see TestAllowRule */
  imageProxyTestAllow?: TestAllowRule;
  /** the change log's readers outside the market (the alerts matcher): the retention keeps what they have not read */
  changeLogReaders?: readonly ChangeLogReader[];
}

export interface AxieMarket {
  loader: MarketLoader;
  repository: AxiesRepository;
  genes: GenesCache;
  portraits: PortraitCache;
  imageProxy: ImageProxy;
  /** the repository once the market is loaded; 503 MARKET_UNAVAILABLE when it cannot load */
  ready(): Promise<AxiesRepository>;
  /** with AXIE_API_KEY: a player's real axie the index lacks, from the marketplace detail */
  detail: AxieDetailLookup | null;
  /** with AXIE_API_KEY: the paced marketplace client the look-ups go through (`detail`, a player's axie's sales) */
  liveClient: AxieGraphqlClient | null;
  /** the continuous sync (null when the market is not kept current) */
  sync: MarketSync | null;
  /** a listing checked again before a player acts on it */
  recheck: ListingRecheck;
  /** listing prices in USD as answered now, from the price in the listing's token */
  listingUsd: ListingUsd;
  /** how current this instance's market is */
  freshness(): Promise<MarketFreshness>;
  /** the sync has failed (or been silent) longer than AXIE_SYNC_DEGRADED_AFTER_S: the last answer of freshness() */
  readonly degraded: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    axieMarket: AxieMarket;
  }
}

function marketSourceFor(config: AxieConfig, client: AxieGraphqlClient | null): MarketSource {
  if (config.marketSource === 'graphql') return new GraphqlMarketSource(config.graphql, client ?? undefined);
  if (config.marketSource === 'stored') return new StoredMarketSource();
  return new GeneratedMarketSource(config.generated);
}

/**
 * The client every request to the marketplace goes through (one pace for import, sync and
 * look-ups), on the budget of its API key: with REDIS_URL one budget for every gateway, so N
 * gateways ask no more of the marketplace than one.
 */
async function graphqlClientFor({ graphql, platform }: AxieConfig, warn: (error: unknown) => void): Promise<{ client: AxieGraphqlClient; close: () => Promise<void> }> {
  const pace = { requestsPerSecond: graphql.requestsPerSecond, maxBackoffMs: 60_000 };
  const redisUrl = platform.rateLimit.redisUrl;
  const budget = redisUrl ? await RedisPacedBudget.connect(redisUrl, 'axie-marketplace', graphql.apiKey ?? graphql.endpoint, { ...pace, warn }) : new LocalPacedBudget(pace);
  const client = new AxieGraphqlClient({ endpoint: graphql.endpoint, apiKey: graphql.apiKey, requestsPerSecond: graphql.requestsPerSecond, maxRetries: graphql.maxRetries, timeoutMs: graphql.timeoutMs, budget });
  return { client, close: async () => (budget instanceof RedisPacedBudget ? budget.close() : undefined) };
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

/**
 * The site's token prices when the token-prices service runs in this process (the gateway
 * registers it before this plugin), for a market imported from the marketplace; the generated
 * sample keeps the ETH/USD its prices were drawn at (AXIE_ETH_USD), as its documentation says.
 */
function siteTokenPrices(app: FastifyInstance, source: MarketSource): SiteTokenPrices | null {
  if (source.info.kind === 'generated' || !app.hasDecorator('prices')) return null;
  return (app as unknown as { prices: SiteTokenPrices }).prices;
}

/** Where the index is saved between starts: beside a durable embedded store's journal (a MongoDB server has no such folder). */
function indexFileFor(store: Store): string | undefined {
  const journal = store.kind === 'embedded' && store.durable ? (store as EmbeddedStore).journalPath : undefined;
  return journal ? join(dirname(journal), INDEX_FILE) : undefined;
}

/** The change log is trimmed once a minute, by one instance (see ChangeLogRetention). */
const CHANGE_LOG_RETENTION_JOB = 'axie-change-log-retention';
const CHANGE_LOG_TRIM_EVERY_MS = 60_000;
/** Each instance says how far it followed the log this often; one silent five minutes is gone. */
const READER_REPORT_MS = 10_000;
const READER_TIMEOUT_MS = 5 * 60_000;

/** The lease that makes loading the market a job of one instance at a time (see loadAcrossInstances). */
const MARKET_LOAD_JOB = 'axie-market-load';

/**
 * Loads the market into the store once across every instance sharing it: the instance that
 * holds the lease loads (MarketLoader clears the collections, then inserts), the others wait
 * for it to finish and then find the complete dataset in the store (their load is skipped).
 * Without it, two instances starting on one empty database would clear and insert over each
 * other. The import CLI takes the same lease.
 */
export function loadAcrossInstances(loader: MarketLoader, store: Store, options: { leases?: Leases; signal?: AbortSignal } = {}): Promise<LoadReport> {
  return runAfterOthers(options.leases ?? new Leases(store), MARKET_LOAD_JOB, () => loader.ensureLoaded(), { signal: options.signal });
}

/**
 * The marketplace index and its helpers. The market loads lazily (first call that needs it)
 * or, with AXIE_WARM_UP on, before the app is ready (so before the port opens); either way
 * through loadAcrossInstances, so that one instance loads and the others wait for it.
 */
export const axieMarketPlugin = fp<AxieMarketOptions>(
  async (app, options) => {
    const repository = new AxiesRepository(app.store, { indexFile: indexFileFor(app.store), log: app.log });
    const leases = new Leases(app.store);
    const closing = new AbortController();
    let loading: Promise<LoadReport> | null = null;
    const load = () => {
      // once loaded, MarketLoader answers from memory; a failed load is tried again on the next call
      loading ??= loadAcrossInstances(loader, app.store, { leases, signal: closing.signal }).then(
        (report) => {
          startSync();
          return report;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    };
    let following: NodeJS.Timeout | undefined;
    let trimming: SlotSchedule | undefined;
    let reportedAt = 0;
    const changes = new MarketChangesRepository(app.store);
    // once the market is loaded: one instance polls the feed, every instance follows the change log
    // and says how far it read; one instance a minute trims what every reader passed
    const startSync = () => {
      if (!market.sync || following) return;
      syncStartedAt = Date.now();
      market.sync.start();
      following = setInterval(() => {
        Promise.all([repository.snapshot(), market.freshness()])
          .then(async () => {
            if (Date.now() - reportedAt < READER_REPORT_MS) return;
            reportedAt = Date.now();
            await changes.reportReader(leases.owner, repository.freshness.seq);
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'axie market: following the change log failed'));
      }, Math.min(1000, options.config.sync.pollMs));
      following.unref();
      const retention = new ChangeLogRetention(
        { changes, syncState: syncStates, readers: options.changeLogReaders ?? [] },
        { retentionMs: options.config.sync.changeLogRetentionMs ?? 3_600_000, readerTimeoutMs: READER_TIMEOUT_MS },
      );
      trimming = oncePerSlot(leases, CHANGE_LOG_RETENTION_JOB, CHANGE_LOG_TRIM_EVERY_MS, () => retention.trim(), app.log);
    };
    const { graphql } = options.config;
    // one paced client for everything asked of the marketplace, when there is a key (a player's
    // real axies by id) or a marketplace to import and follow
    const needsClient = (!options.marketSource && options.config.marketSource === 'graphql') || graphql.apiKey !== undefined;
    const upstream = needsClient ? await graphqlClientFor(options.config, (error) => app.log.warn({ err: error }, 'Redis (marketplace budget) is unreachable; this gateway paces itself')) : null;
    if (upstream) app.addHook('onClose', upstream.close);
    const source = options.marketSource ?? marketSourceFor(options.config, upstream?.client ?? null);
    const loader = new MarketLoader(repository, source, app.log);
    // a source given by a test brings its own client
    const client = source instanceof GraphqlMarketSource ? source.client : (upstream?.client ?? null);
    const live = graphql.apiKey ? client : null;
    const feed = options.marketFeed === undefined ? marketFeedFor(options.config, client) : options.marketFeed;
    const sync = feed ? new MarketSync(app.store, repository, feed, leases, { pollMs: options.config.sync.pollMs, log: app.log }) : null;
    const syncStates = new MarketSyncStateRepository(app.store);
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
        index: repository.freshness,
        degradedAfterMs: options.config.sync.degradedAfterMs,
        leader: sync?.leading ?? false,
        startedAt: syncStartedAt,
        now: Date.now(),
      });
      return lastFreshness;
    };
    const market: AxieMarket = {
      loader,
      repository,
      genes: new GenesCache(),
      portraits: new PortraitCache(),
      imageProxy: new ImageProxy({ config: options.config.imageProxy, resolve: options.resolve, testAllow: options.imageProxyTestAllow }),
      detail: live ? new AxieDetailLookup(live) : null,
      liveClient: live,
      sync,
      listingUsd: new ListingUsd(siteTokenPrices(app, source)),
      recheck: new ListingRecheck(repository, sync, feed?.kind === 'graphql' ? client : null, { ttlMs: options.config.sync.recheckTtlMs }),
      freshness,
      get degraded() {
        return lastFreshness?.degraded ?? false;
      },
      async ready() {
        try {
          await load();
          return repository;
        } catch (error) {
          throw new AxieError(503, 'MARKET_UNAVAILABLE', undefined, error);
        }
      },
    };
    app.decorate('axieMarket', market);
    app.degradedChecks?.set('axie-market', () => market.degraded);
    if (app.hasDecorator('metrics')) registerMarketSyncMetrics(app.metrics, freshness);
    if (options.config.warmUp) {
      // The app is ready once the market is: the port opens on a site that answers at once. Loading
      // it behind an open port (onListen) made a first page's API calls wait or get 503 BUSY while
      // the 20,000-axie sample was generated (e2e/tests/readme-start). A failed load is logged and
      // tried again on first use.
      app.addHook('onReady', async () => {
        await load().catch((error: unknown) => app.log.error({ err: error }, 'axie market could not load'));
      });
    }
    app.addHook('onClose', async () => {
      closing.abort();
      clearInterval(following);
      trimming?.stop();
      await sync?.stop();
      await loader.stop();
      // the next start reads the index back and applies only the changes logged after this point
      if (loader.loaded) await repository.saveIndex();
    });
  },
  { name: 'criadero-axie-market', fastify: '5.x', dependencies: ['criadero-store'] },
);
