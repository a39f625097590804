import { buildServiceApp, type StandaloneAppOptions } from '@criadero/service-kit';
import { billingRoutesPlugin } from './billing-plugin';
import { billingServicesPlugin } from './plugins/billing-services';
import type { ReceiptReader } from './chain/receipt-reader';
import { loadBillingConfig, type BillingConfig } from './config';

export interface BuildBillingAppOptions extends StandaloneAppOptions<BillingConfig> {
  receiptReader?: ReceiptReader;
  startWorker?: boolean;
}

/**
 * The billing service on its own: platform, then the billing plugin under /api. Sessions are
 * the platform's; signing in is the users service's (the gateway runs both). Does not listen.
 */
export async function buildBillingApp(options: BuildBillingAppOptions = {}) {
  const config = options.config ?? loadBillingConfig();
  return buildServiceApp(config.platform, options, {
    title: 'Criadero billing service',
    // services at the root (so `app.billing` is reachable from the app), routes under /api
    root: async (app) => {
      await app.register(billingServicesPlugin, { config, receiptReader: options.receiptReader, startWorker: options.startWorker });
    },
    api: async (api) => {
      await api.register(billingRoutesPlugin, { config });
    },
  });
}
