import { startServer } from '@criadero/service-platform';
import { buildBillingApp } from './app';
import { loadBillingConfig } from './config';

const config = loadBillingConfig();
const app = await buildBillingApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero billing service: ${url}/api` });
