import { exitOnConfigError, loadConfigOrExit } from '@criadero/service-kit/config';
import { loadDotEnv, loadGatewayConfig } from './config';
import { checkGatewayConfiguration, REACHABILITY_TIMEOUT_MS } from './config-check';

/**
 * `npm run start:prod` runs this before it builds anything: the server's own configuration
 * refusals, then what only a running server would find (files, a writable data folder, REDIS_URL
 * and MONGODB_URI answering; see checkGatewayConfiguration), within seconds instead of after every
 * bundle has been rebuilt. Each refusal is one line and exit 2. The server checks its part again
 * when it starts.
 */
loadDotEnv();
const config = loadConfigOrExit(() => loadGatewayConfig());
await checkGatewayConfiguration(process.env, config).catch((error: unknown) => exitOnConfigError(error));
if (config.platform.mongodbUri) {
  const { openStore } = await import('@criadero/service-kit/store'); // the MongoDB driver, only when asked for
  const quiet = { info: () => {}, warn: () => {} };
  const store = await openStore({
    mongodbUri: config.platform.mongodbUri,
    mongodbDb: config.platform.mongodbDb,
    log: quiet,
    serverSelectionTimeoutMs: REACHABILITY_TIMEOUT_MS,
  }).catch((error: unknown) => exitOnConfigError(error));
  await store.ping().finally(() => store.close());
}
console.log(`Configuration checked (${config.platform.env}${config.platform.mongodbUri ? `, MongoDB database "${config.platform.mongodbDb}" answers` : ''}${config.platform.rateLimit.redisUrl ? ', Redis answers' : ''}).`);
