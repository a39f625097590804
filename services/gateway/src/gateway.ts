import type { FastifyServerOptions } from 'fastify';
import { apeironPlugin } from '@criadero/service-apeiron';
import { axiePlugin, type AxiePluginOptions } from '@criadero/service-axie';
import { billingPlugin } from '@criadero/service-billing';
import { craftworldPlugin } from '@criadero/service-craftworld';
import { horsePlugin } from '@criadero/service-horse';
import { lumiterraPixelsPlugin } from '@criadero/service-lumiterra-pixels';
import { tokenPricesPlugin, type PriceSource } from '@criadero/service-token-prices';
import { createFastify, platformPlugin, type CreateFastifyOptions } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { usersPlugin, type BalanceReader } from '@criadero/service-users';
import { loadGatewayConfig, type GatewayConfig } from './config';
import { MAX_HEAD_BYTES, refuseOversizedHead, requestHeadLimitPlugin } from './site/request-head-limit';
import { sitePlugin } from './site/site-plugin';
import { compressJsonAnswer } from './site/compressed-json';

export interface BuildGatewayOptions {
  config?: GatewayConfig;
  store?: Store;
  balanceReader?: BalanceReader;
  priceSource?: PriceSource;
  logger?: FastifyServerOptions['logger'];
  /** load shedding (default on); the bench turns it off to measure the routes themselves */
  underPressure?: CreateFastifyOptions['underPressure'];
  /** TESTS ONLY: the axie service's alerts options (a local stand-in for Discord: `discord.testOrigin`) */
  axieAlerts?: AxiePluginOptions['alerts'];
}

/**
 * Every service in one process for local use: the platform once at the root,
 * the services' plugins together in the `/api` scope (so the axie service sees
 * the users service's `searchCredits`), then the site (registry, shell, SPA
 * fallback). Does not listen.
 */
export async function buildGateway(options: BuildGatewayOptions = {}) {
  const config = options.config ?? loadGatewayConfig();
  const app = createFastify(config.platform, {
    logger: options.logger,
    underPressure: options.underPressure,
    requestHead: { maxBytes: MAX_HEAD_BYTES, refuse: refuseOversizedHead },
  });
  await app.register(platformPlugin, {
    config: config.platform,
    store: options.store,
    openapi: { title: 'Criadero API', version: '0.1.0' },
    contentSecurityPolicy: false,
    notFound: false,
  });
  // after the platform (security headers, request ids), before any route: what may use a large head
  await app.register(requestHeadLimitPlugin);
  await app.register(
    async (api) => {
      // JSON answers of 1 KB or more compressed for the clients that accept it (a phone on a slow network)
      api.addHook('onSend', compressJsonAnswer);
      await api.register(usersPlugin, { config: config.users, balanceReader: options.balanceReader });
      await api.register(tokenPricesPlugin, { config: config.tokenPrices, priceSource: options.priceSource });
      await api.register(axiePlugin, { config: config.axie, alerts: options.axieAlerts });
      await api.register(apeironPlugin, { config: config.apeiron });
      await api.register(billingPlugin, { config: config.billing });
      await api.register(horsePlugin, { config: config.horse });
      await api.register(craftworldPlugin, { config: config.craftworld });
      await api.register(lumiterraPixelsPlugin);
    },
    { prefix: '/api' },
  );
  const { waypointClientId, walletConnectProjectId } = config.users.walletOptions;
  await app.register(sitePlugin, {
    shellDir: config.shellDir,
    remotesFile: config.remotesFile,
    partnerOrigins: config.platform.corsOrigins,
    wallets: { waypoint: waypointClientId !== undefined, walletConnect: walletConnectProjectId !== undefined },
  });
  return app;
}
