import { limitHeapGrowth, startServer } from '@criadero/service-kit';
import type { EmbeddedStore } from '@criadero/service-kit/store';
import { exitOnConfigError, loadConfigOrExit } from '@criadero/service-kit/config';
import { loadDotEnv, loadGatewayConfig } from './config';
import { buildGateway } from './gateway';

// before anything is loaded: a first import of a large market stays within a small server's memory
limitHeapGrowth();
loadDotEnv();
const config = loadConfigOrExit(() => loadGatewayConfig());
const app = await buildGateway({ config }).catch((error: unknown) => exitOnConfigError(error));
// plugins open what the configuration names (Redis, the data folder) while the app gets ready
try {
  await app.ready();
} catch (error) {
  exitOnConfigError(error);
}

function storeLine(): string {
  if (app.store.kind === 'mongodb') return `Data: MongoDB database "${config.platform.mongodbDb}"`;
  if (app.store.durable) return `Data: ${(app.store as EmbeddedStore).journalPath} (embedded store; set MONGODB_URI for MongoDB)`;
  return [
    '*****************************************************************************',
    '*  WARNING: no data folder. Running on the EMBEDDED in-memory store:        *',
    '*  accounts, sessions, credits and plans are LOST when this process stops. *',
    '*  Set MONGODB_URI=mongodb://... (or CRIADERO_DATA_DIR) for durable data.   *',
    '*****************************************************************************',
  ].join('\n');
}

await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero: ${url}\n${storeLine()}` });
