import fp from 'fastify-plugin';
import type { BalanceReader } from './balances/balance-reader';
import type { UsersConfig } from './config';
import { balanceReaderPlugin } from './plugins/balance-reader';
import { usersRepositoriesPlugin } from './plugins/users-repositories';
import { authRoutes } from './routes/auth';
import { usersRoutes } from './routes/users';
import { searchCreditsPlugin } from './search-credits';

export interface UsersPluginOptions {
  config: UsersConfig;
  /** replaces the reader chosen from the config (tests) */
  balanceReader?: BalanceReader;
}

/**
 * The users service: repositories, `app.searchCredits` for the paid
 * searches of other services, the balance reader, then the routes. Register it
 * inside the `/api` scope (fastify-plugin ignores a `prefix` option).
 */
export const usersPlugin = fp<UsersPluginOptions>(
  async (app, { config, balanceReader }) => {
    await app.register(usersRepositoriesPlugin);
    await app.register(searchCreditsPlugin);
    await app.register(balanceReaderPlugin, {
      roninRpcUrl: config.roninRpcUrl,
      chainId: config.siwe.chainId,
      rpcTimeoutMs: config.rpcTimeoutMs,
      embeddedBalancesFile: config.embeddedBalancesFile,
      reader: balanceReader,
    });
    await app.register(authRoutes, {
      siwe: config.siwe,
      walletOptions: config.walletOptions,
      partnerOrigins: config.platform.corsOrigins,
      acceptLoopbackHost: config.platform.env !== 'production',
      rateLimit: { max: config.platform.rateLimit.authMax, windowMs: config.platform.rateLimit.windowMs },
    });
    await app.register(usersRoutes, { creatorAddresses: config.creatorAddresses, usdcAddress: config.usdcAddress });
  },
  { name: '@criadero/service-users', fastify: '5.x', dependencies: ['@criadero/service-kit'] },
);
