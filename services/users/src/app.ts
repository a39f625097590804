import { buildServiceApp, type StandaloneAppOptions } from '@criadero/service-kit';
import type { BalanceReader } from './balances/balance-reader';
import { loadUsersConfig, type UsersConfig } from './config';
import { usersPlugin } from './users-plugin';

export interface BuildUsersAppOptions extends StandaloneAppOptions<UsersConfig> {
  balanceReader?: BalanceReader;
}

/** The users service on its own: platform, then the users plugin under /api. Does not listen. */
export async function buildUsersApp(options: BuildUsersAppOptions = {}) {
  const config = options.config ?? loadUsersConfig();
  return buildServiceApp(config.platform, options, {
    title: 'Criadero users service',
    api: async (api) => {
      await api.register(usersPlugin, { config, balanceReader: options.balanceReader });
    },
  });
}
