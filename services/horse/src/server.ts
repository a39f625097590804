import { startServer } from '@criadero/service-platform';
import { buildHorseApp } from './app';
import { loadHorseConfig } from './config';

const config = loadHorseConfig();
const app = await buildHorseApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero horse service: ${url}/api` });
