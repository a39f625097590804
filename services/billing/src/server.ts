import { startServer } from '@criadero/service-kit';
import { loadConfigOrExit } from '@criadero/service-kit/config';
import { buildBillingApp } from './app';
import { loadBillingConfig } from './config';

const config = loadConfigOrExit(() => loadBillingConfig());
const app = await buildBillingApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero billing service: ${url}/api` });
