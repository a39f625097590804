import { limitHeapGrowth, startServer } from '@criadero/service-kit';
import { loadConfigOrExit } from '@criadero/service-kit/config';
import { buildAxieApp } from './app';
import { loadAxieConfig } from './config';

// before anything is loaded: a first import of a large market stays within a small server's memory
limitHeapGrowth();
const config = loadConfigOrExit(() => loadAxieConfig());
const app = await buildAxieApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero axie service: ${url}/api` });
