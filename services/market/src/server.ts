import { startServer } from '@criadero/service-platform';
import { buildMarketApp } from './app';
import { loadMarketConfig } from './config';

const config = loadMarketConfig();
const app = await buildMarketApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero market service: ${url}/api` });
