import { exitOnConfigError, loadConfigOrExit } from '@criadero/service-kit/config';
import { loadDotEnv, loadGatewayConfig } from './config';

/**
 * `npm run start:prod` runs this before it builds anything: the server's own configuration
 * refusals (one line, exit 2) and a connection to MONGODB_URI, within seconds instead of after
 * every bundle has been rebuilt. The server checks the same again when it starts.
 */
const MONGODB_CHECK_TIMEOUT_MS = 2000;

loadDotEnv();
const config = loadConfigOrExit(() => loadGatewayConfig());
if (config.platform.mongodbUri) {
  const { openStore } = await import('@criadero/service-kit/store'); // the MongoDB driver, only when asked for
  const quiet = { info: () => {}, warn: () => {} };
  const store = await openStore({
    mongodbUri: config.platform.mongodbUri,
    mongodbDb: config.platform.mongodbDb,
    log: quiet,
    serverSelectionTimeoutMs: MONGODB_CHECK_TIMEOUT_MS,
  }).catch((error: unknown) => exitOnConfigError(error));
  await store.ping().finally(() => store.close());
}
console.log(`Configuration checked (${config.platform.env}${config.platform.mongodbUri ? `, MongoDB database "${config.platform.mongodbDb}" answers` : ''}).`);
