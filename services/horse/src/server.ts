import { startServer } from '@criadero/service-kit';
import { loadConfigOrExit } from '@criadero/service-kit/config';
import { buildHorseApp } from './app';
import { loadHorseConfig } from './config';

const config = loadConfigOrExit(() => loadHorseConfig());
const app = await buildHorseApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero horse service: ${url}/api` });
