import { startServer } from '@criadero/service-kit';
import { loadConfigOrExit } from '@criadero/service-kit/config';
import { buildLumiterraPixelsApp } from './app';
import { loadLumiterraPixelsConfig } from './service-config';

const config = loadConfigOrExit(() => loadLumiterraPixelsConfig());
const app = await buildLumiterraPixelsApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero Lumiterra/Pixels service: ${url}/api` });
