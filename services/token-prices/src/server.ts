import { startServer } from '@criadero/service-kit';
import { loadConfigOrExit } from '@criadero/service-kit/config';
import { buildMarketApp } from './app';
import { loadTokenPricesConfig } from './config';

const config = loadConfigOrExit(() => loadTokenPricesConfig());
const app = await buildMarketApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero market service: ${url}/api` });
