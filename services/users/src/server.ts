import { startServer } from '@criadero/service-kit';
import { loadConfigOrExit } from '@criadero/service-kit/config';
import { buildUsersApp } from './app';
import { loadUsersConfig } from './config';

const config = loadConfigOrExit(() => loadUsersConfig());
const app = await buildUsersApp({ config });
await startServer(app, { port: config.port, host: config.host, banner: (url) => `Criadero users service: ${url}/api` });
