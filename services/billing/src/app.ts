import type { FastifyServerOptions } from 'fastify';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { billingRoutesPlugin } from './billing-plugin';
import { billingServicesPlugin } from './plugins/billing-services';
import type { ReceiptReader } from './chain/receipt-reader';
import { loadBillingConfig, type BillingConfig } from './config';

export interface BuildBillingAppOptions {
  config?: BillingConfig;
  store?: Store;
  receiptReader?: ReceiptReader;
  startWorker?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The billing service on its own: platform, then the billing plugin under /api. Sessions are
 * the platform's; signing in is the users service's (the gateway runs both). Does not listen.
 */
export async function buildBillingApp(options: BuildBillingAppOptions = {}) {
  const config = options.config ?? loadBillingConfig();
  const app = createFastify(config.platform, { logger: options.logger });
  await app.register(platformPlugin, { config: config.platform, store: options.store, openapi: { title: 'Criadero billing service', version: '0.1.0' } });
  // services at the root (so `app.billing` is reachable from the app), routes under /api
  await app.register(billingServicesPlugin, { config, receiptReader: options.receiptReader, startWorker: options.startWorker });
  await app.register(
    async (api) => {
      await api.register(billingRoutesPlugin, { config });
    },
    { prefix: '/api' },
  );
  return app;
}
