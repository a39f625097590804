import fp from 'fastify-plugin';
import type { ReceiptReader } from './chain/receipt-reader';
import type { BillingConfig } from './config';
import { billingServicesPlugin } from './plugins/billing-services';
import { accountRoutes } from './routes/account-routes';
import { paymentRoutes } from './routes/payment-routes';
import { referralRoutes } from './routes/referral-routes';

export interface BillingPluginOptions {
  config: BillingConfig;
  /** replaces the JSON-RPC receipt reader (tests) */
  receiptReader?: ReceiptReader;
  /** false: the pending-payment worker does not run on an interval (tests tick it) */
  startWorker?: boolean;
}

/**
 * The billing service: repositories and the payment processor, then the routes. Register it
 * inside the `/api` scope (fastify-plugin ignores a `prefix` option).
 */
export const billingPlugin = fp<BillingPluginOptions>(
  async (app, { config, receiptReader, startWorker }) => {
    await app.register(billingServicesPlugin, { config, receiptReader, startWorker });
    await app.register(billingRoutesPlugin, { config });
  },
  { name: '@criadero/service-billing', fastify: '5.x', dependencies: ['@criadero/service-kit'] },
);

/** The routes alone, for an app that registered billingServicesPlugin itself (the service's own app.ts). */
export const billingRoutesPlugin = fp<{ config: BillingConfig }>(
  async (app, { config }) => {
    await app.register(paymentRoutes);
    await app.register(referralRoutes);
    await app.register(accountRoutes, { creatorAddresses: config.creatorAddresses });
  },
  { name: 'criadero-billing-routes', fastify: '5.x', dependencies: ['criadero-billing-services'] },
);
