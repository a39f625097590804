import type { FastifyServerOptions } from 'fastify';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import type { BalanceReader } from './balances/balance-reader';
import { loadUsersConfig, type UsersConfig } from './config';
import { usersPlugin } from './users-plugin';

export interface BuildUsersAppOptions {
  config?: UsersConfig;
  store?: Store;
  balanceReader?: BalanceReader;
  logger?: FastifyServerOptions['logger'];
}

/** The users service on its own: platform, then the users plugin under /api. Does not listen. */
export async function buildUsersApp(options: BuildUsersAppOptions = {}) {
  const config = options.config ?? loadUsersConfig();
  const app = createFastify(config.platform, { logger: options.logger });
  await app.register(platformPlugin, {
    config: config.platform,
    store: options.store,
    openapi: { title: 'Criadero users service', version: '0.1.0' },
  });
  await app.register(
    async (api) => {
      await api.register(usersPlugin, { config, balanceReader: options.balanceReader });
    },
    { prefix: '/api' },
  );
  return app;
}
