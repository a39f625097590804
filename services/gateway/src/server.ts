import { startServer } from '@criadero/service-platform';
import { loadConfigOrExit } from '@criadero/service-platform/config';
import { loadGatewayConfig } from './config';
import { buildGateway } from './gateway';

const config = loadConfigOrExit(() => loadGatewayConfig());
const app = await buildGateway({ config });
await app.ready();
const durable = app.store.durable;
await startServer(app, {
  port: config.port,
  host: config.host,
  banner: (url) =>
    durable
      ? `Criadero: ${url}`
      : [
          `Criadero: ${url}`,
          '',
          '*****************************************************************************',
          '*  WARNING: no MONGODB_URI. Running on the EMBEDDED in-memory store:        *',
          '*  accounts, sessions, credits and plans are LOST when this process stops. *',
          '*  Set MONGODB_URI=mongodb://... for durable data.                          *',
          '*****************************************************************************',
        ].join('\n'),
});
