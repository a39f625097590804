import fp from 'fastify-plugin';
import { Leases, runAfterOthers } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import type { AxieConfig } from '../config';
import { AxieError } from '../errors';
import { ImageProxy, type Resolver, type TestAllowRule } from '../images/image-proxy';
import { PortraitCache } from '../images/portrait-cache';
import { GeneratedMarketSource } from '../market/generated-market';
import { GenesCache } from '../market/genes-cache';
import { GraphqlMarketSource, StoredMarketSource } from '../market/graphql-source';
import { AxieDetailLookup } from '../market/graphql-axie-detail';
import { AxieGraphqlClient } from '../market/graphql-client';
import { MarketIndex, type LoadReport } from '../market/market-index';
import type { MarketSource } from '../market/types';
import { AxiesRepository } from '../repositories/axies-repository';
import { AxieSalesLookup } from '../sales/axie-sales';

export interface AxieMarketOptions {
  config: AxieConfig;
  /** replaces the source chosen by AXIE_MARKET_SOURCE (tests) */
  marketSource?: MarketSource;
  /** image proxy DNS resolver (tests) */
  resolve?: Resolver;
  /** TEST ONLY: see TestAllowRule */
  imageProxyTestAllow?: TestAllowRule;
}

export interface AxieMarket {
  index: MarketIndex;
  repository: AxiesRepository;
  genes: GenesCache;
  portraits: PortraitCache;
  imageProxy: ImageProxy;
  /** the repository once the market is loaded; 503 MARKET_UNAVAILABLE when it cannot load */
  ready(): Promise<AxiesRepository>;
  /** with AXIE_API_KEY: a player's real axie the index lacks, from the marketplace detail (issue 21) */
  detail: AxieDetailLookup | null;
  /** with AXIE_API_KEY: that axie's sales, from the marketplace (one paced client with `detail`) */
  sales: AxieSalesLookup | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    axieMarket: AxieMarket;
  }
}

export function marketSourceFor(config: AxieConfig): MarketSource {
  if (config.marketSource === 'graphql') return new GraphqlMarketSource(config.graphql);
  if (config.marketSource === 'stored') return new StoredMarketSource();
  return new GeneratedMarketSource(config.generated);
}

/** The lease that makes loading the market a job of one instance at a time (see loadAcrossInstances). */
export const MARKET_LOAD_JOB = 'axie-market-load';

/**
 * Loads the market into the store once across every instance sharing it: the instance that
 * holds the lease loads (MarketIndex clears the collections, then inserts), the others wait
 * for it to finish and then find the complete dataset in the store (their load is skipped).
 * Without it, two instances starting on one empty database would clear and insert over each
 * other. The import CLI takes the same lease.
 */
export function loadAcrossInstances(index: MarketIndex, store: Store, options: { leases?: Leases; signal?: AbortSignal } = {}): Promise<LoadReport> {
  return runAfterOthers(options.leases ?? new Leases(store), MARKET_LOAD_JOB, () => index.ensureLoaded(), { signal: options.signal });
}

/**
 * The marketplace index and its helpers. The market loads lazily (first call that needs it)
 * or, with AXIE_WARM_UP on, before the app is ready (so before the port opens); either way
 * through loadAcrossInstances, so that one instance loads and the others wait for it.
 */
export const axieMarketPlugin = fp<AxieMarketOptions>(
  async (app, options) => {
    const repository = new AxiesRepository(app.store);
    const leases = new Leases(app.store);
    const closing = new AbortController();
    let loading: Promise<LoadReport> | null = null;
    const load = () => {
      // once loaded, MarketIndex answers from memory; a failed load is tried again on the next call
      loading ??= loadAcrossInstances(index, app.store, { leases, signal: closing.signal }).catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    };
    const index = new MarketIndex(repository, options.marketSource ?? marketSourceFor(options.config), {
      info: (obj, msg) => app.log.info(obj, msg),
      warn: (obj, msg) => app.log.warn(obj, msg),
    });
    // a player's real axies by id (issue 21) are asked of the marketplace only with a key
    const { graphql } = options.config;
    const live = graphql.apiKey
      ? new AxieGraphqlClient({ endpoint: graphql.endpoint, apiKey: graphql.apiKey, requestsPerSecond: graphql.requestsPerSecond, maxRetries: graphql.maxRetries, timeoutMs: graphql.timeoutMs })
      : null;
    const market: AxieMarket = {
      index,
      repository,
      genes: new GenesCache(),
      portraits: new PortraitCache(),
      imageProxy: new ImageProxy({ config: options.config.imageProxy, resolve: options.resolve, testAllow: options.imageProxyTestAllow }),
      detail: live ? new AxieDetailLookup(live) : null,
      sales: live ? new AxieSalesLookup(live) : null,
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
      await index.stop();
    });
  },
  { name: 'criadero-axie-market', fastify: '5.x', dependencies: ['criadero-store'] },
);
