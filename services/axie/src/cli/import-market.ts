/**
 * `npm run import -w @criadero/service-axie`: reads the real Axie marketplace (GraphQL, paged,
 * rate-limited, retried) into the MongoDB given by MONGODB_URI. Start the service afterwards
 * with AXIE_MARKET_SOURCE=stored to serve it (the generated sample market is not reloaded).
 * Variables: MONGODB_URI (required), MONGODB_DB, AXIE_GRAPHQL_URL, AXIE_API_KEY, AXIE_GRAPHQL_RPS,
 * AXIE_GRAPHQL_RETRIES, AXIE_GRAPHQL_TIMEOUT_MS, AXIE_GRAPHQL_PAGE_SIZE, AXIE_GRAPHQL_SEARCH_WINDOW, AXIE_IMPORT_MAX.
 */
import { MongoStore } from '@criadero/service-kit/store';
import { loadAxieConfig } from '../config';
import { GraphqlMarketSource } from '../market/sources/graphql-source';
import { MarketLoader } from '../market/market-loader';
import { loadAcrossInstances } from '../market/market-plugin';
import { AxiesRepository } from '../market/store/axies-repository';

const config = loadAxieConfig();
if (!config.platform.mongodbUri) {
  console.error('MONGODB_URI is required: the import writes the marketplace index to MongoDB.');
  process.exit(2);
}
if (!config.graphql.apiKey) console.warn('AXIE_API_KEY is not set: the Sky Mavis API gateway will likely refuse the requests.');
const store = await MongoStore.connect(config.platform.mongodbUri, config.platform.mongodbDb);
try {
  const index = new MarketLoader(new AxiesRepository(store), new GraphqlMarketSource(config.graphql, undefined, new Date(), true), {
    info: (obj, msg) => console.log(msg, JSON.stringify(obj)),
    warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
    error: (obj, msg) => console.error(msg, JSON.stringify(obj)),
  });
  // the same lease as the gateway instances' market load: never two loads clearing one store
  const report = await loadAcrossInstances(index, store);
  console.log(`imported ${report.axies} axies and ${report.sales} sales from ${config.graphql.endpoint} in ${Math.round(report.ms)} ms`);
} finally {
  await store.close();
}
