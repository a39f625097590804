import { startServer } from '@criadero/service-platform';
import { buildUsersApp } from './app';
import { loadUsersConfig } from './config';

const config = loadUsersConfig();
const app = await buildUsersApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero users service: ${url}/api` });
