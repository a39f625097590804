import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Leases, LocalPacedBudget, RedisPacedBudget, runAfterOthers } from '@criadero/service-kit';
import { dirname, join } from 'node:path';
import type { EmbeddedStore, Store } from '@criadero/service-kit/store';
import type { AxieConfig } from '../config';
import { AxieError } from '../errors';
import { GeneratedMarketSource } from './sources/generated-market';
import { GenesCache } from './genes-cache';
import { ListingUsd, type SiteTokenPrices } from './listing-usd';
import { INDEX_FILE } from './index/index-file';
import { GraphqlMarketSource, StoredMarketSource } from './sources/graphql-source';
import { AxieDetailLookup } from './graphql-axie-detail';
import { AxieGraphqlClient } from './sources/graphql-client';
import { MarketLoader, type LoadReport } from './market-loader';
import type { MarketSource } from './sources/types';
import { AxiesRepository } from './store/axies-repository';
import { ChangeLogFollower } from './index/change-log-follower';

export interface AxieMarketOptions {
  config: AxieConfig;
  /** replaces the source chosen by AXIE_MARKET_SOURCE (tests) */
  marketSource?: MarketSource;
}

interface AxieMarket {
  loader: MarketLoader;
  repository: AxiesRepository;
  /** the in-memory index every search reads, kept current by following the change log */
  follower: ChangeLogFollower;
  genes: GenesCache;
  /** the repository once the market is loaded; 503 MARKET_UNAVAILABLE when it cannot load */
  ready(): Promise<AxiesRepository>;
  /** with AXIE_API_KEY: a player's real axie the index lacks, from the marketplace detail */
  detail: AxieDetailLookup | null;
  /** with AXIE_API_KEY: the paced marketplace client the look-ups go through (`detail`, a player's axie's sales) */
  liveClient: AxieGraphqlClient | null;
  /** the client the market's source and its sync ask the marketplace through (null: the generated market, no key) */
  client: AxieGraphqlClient | null;
  /** listing prices in USD as answered now, from the price in the listing's token */
  listingUsd: ListingUsd;
  /** every attempt to load the market has failed since then (null: it loaded, or none failed yet) */
  readonly loadFailingSince: Date | null;
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
    const repository = new AxiesRepository(app.store);
    const follower = new ChangeLogFollower(repository, { indexFile: indexFileFor(app.store), log: app.log });
    const leases = new Leases(app.store);
    const closing = new AbortController();
    let loading: Promise<LoadReport> | null = null;
    // since when every attempt to load the market failed (a market that never loaded says so on the page)
    let loadFailingSince: Date | null = null;
    const load = () => {
      // once loaded, MarketLoader answers from memory; a failed load is tried again on the next call
      loading ??= loadAcrossInstances(loader, app.store, { leases, signal: closing.signal }).then(
        (report) => {
          loadFailingSince = null;
          return report;
        },
        (error: unknown) => {
          loading = null;
          loadFailingSince ??= new Date();
          throw error;
        },
      );
      return loading;
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
    const market: AxieMarket = {
      loader,
      repository,
      follower,
      genes: new GenesCache(),
      detail: live ? new AxieDetailLookup(live) : null,
      liveClient: live,
      client,
      listingUsd: new ListingUsd(siteTokenPrices(app, source)),
      get loadFailingSince() {
        return loadFailingSince;
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
    if (options.config.warmUp) {
      // The app is ready once the market is, its index built: the port opens on a site that answers
      // at once. Loading it behind an open port (onListen) made a first page's API calls wait or get
      // 503 BUSY while the 20,000-axie sample was generated (e2e/tests/readme-start), and an index
      // built by the first search kept that search past the request timeout on a loaded FerretDB.
      // A failed load is logged and tried again on first use.
      app.addHook('onReady', async () => {
        await load()
          .then(() => follower.index())
          .catch((error: unknown) => app.log.error({ err: error }, 'axie market could not load'));
      });
    }
    app.addHook('onClose', async () => {
      closing.abort();
      await loader.stop();
      // the next start reads the index back and applies only the changes logged after this point
      if (loader.loaded) await follower.saveIndex();
    });
  },
  { name: 'criadero-axie-market', fastify: '5.x', dependencies: ['criadero-store'] },
);
