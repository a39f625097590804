import { startServer } from '@criadero/service-kit';
import { loadConfigOrExit } from '@criadero/service-kit/config';
import { buildApeironApp } from './app';
import { loadApeironConfig } from './config';

const config = loadConfigOrExit(() => loadApeironConfig());
const app = await buildApeironApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero Apeiron service: ${url}/api` });
