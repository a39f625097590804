import { startServer } from '@criadero/service-kit';
import { loadConfigOrExit } from '@criadero/service-kit/config';
import { buildCraftworldApp } from './app';
import { loadCraftworldConfig } from './config';

const config = loadConfigOrExit(() => loadCraftworldConfig());
const app = await buildCraftworldApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero Craft World service: ${url}/api` });
