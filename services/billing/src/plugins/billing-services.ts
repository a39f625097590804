import fp from 'fastify-plugin';
import { Counter, Gauge, type Registry } from 'prom-client';
import { Leases, runMigrations } from '@criadero/service-kit';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';
import { JsonRpcReceiptReader, type ReceiptReader } from '../chain/receipt-reader';
import type { BillingConfig } from '../config';
import { BILLING_MIGRATIONS } from '../migrations';
import { createPaymentEffects, type PaymentEffects } from '../payments/effects';
import { PaymentProcessor } from '../payments/payment-processor';
import { CreatorProfilesRepository } from '../repositories/creator-profiles-repository';
import { PaymentsRepository } from '../repositories/payments-repository';
import { loadSampleCodes, ReferralCodesRepository } from '../repositories/referral-codes-repository';
import { SubscriptionsLedger } from '../repositories/subscriptions-ledger';
import { PaymentWorker, type TickReport } from '../worker/payment-worker';

interface BillingServices {
  config: BillingConfig;
  payments: PaymentsRepository;
  referrals: ReferralCodesRepository;
  creators: CreatorProfilesRepository;
  subscriptions: SubscriptionsLedger;
  credits: CreditsLedger;
  plans: PlansLedger;
  effects: PaymentEffects;
  /** null when payments are disabled (no RPC URL or no receiving address) */
  processor: PaymentProcessor | null;
  worker: PaymentWorker | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingServices;
  }
}

export interface BillingServicesOptions {
  config: BillingConfig;
  /** replaces the JSON-RPC reader (tests) */
  receiptReader?: ReceiptReader;
  /** false: no interval; tests drive `billing.worker.tick()` (default true) */
  startWorker?: boolean;
}

/**
 * Repositories (the users service's credits and plans ledgers, on the same store, plus billing's
 * own), the payment processor over the chain reader, and the pending-payment worker.
 */
export const billingServicesPlugin = fp<BillingServicesOptions>(
  async (app, { config, receiptReader, startWorker = true }) => {
    const payments = new PaymentsRepository(app.store);
    // the sample codes (config/referral-codes.json) exist only outside production
    const samples = config.platform.env !== 'production';
    const referrals = new ReferralCodesRepository(app.store, { samples });
    const creators = new CreatorProfilesRepository(app.store);
    const subscriptions = new SubscriptionsLedger(app.store);
    const credits = new CreditsLedger(app.store);
    const plans = new PlansLedger(app.store);
    await runMigrations(app.store, { scope: 'billing', migrations: BILLING_MIGRATIONS, log: app.log });
    await payments.ensureIndexes();
    await referrals.ensureIndexes();
    await subscriptions.ensureIndexes();
    await credits.ensureIndexes();
    await plans.ensureIndexes();
    if (samples) await referrals.seed(loadSampleCodes(config.referralCodesFile));
    const effects = createPaymentEffects({ credits, plans, subscriptions });

    let processor: PaymentProcessor | null = null;
    let worker: PaymentWorker | null = null;
    const reader = receiptReader ?? (config.rpcUrl ? new JsonRpcReceiptReader(config.rpcUrl, config.chainId, config.rpcTimeoutMs) : undefined);
    if (reader && config.receiverAddress) {
      processor = new PaymentProcessor({
        reader,
        payments,
        effects,
        walletsOf: (accountId) => app.identity.wallets.listAddresses(accountId),
        settings: { token: config.usdcAddress, receiver: config.receiverAddress, confirmations: config.confirmations, pendingTtlMs: config.pendingTtlMs },
      });
      worker = new PaymentWorker({ processor, payments, log: app.log, onPass: app.hasDecorator('metrics') ? paymentWorkerMetrics(app.metrics) : undefined });
      const leases = new Leases(app.store);
      if (startWorker) app.addHook('onReady', async () => worker!.start(config.workerIntervalMs, leases));
      app.addHook('onClose', async () => {
        await worker!.stop();
        reader.destroy();
      });
    } else {
      app.log.warn('Payments are disabled: set RONIN_RPC_URL and PAYMENT_RECEIVER_ADDRESS to verify USDC payments on chain.');
    }
    app.decorate('billing', { config, payments, referrals, creators, subscriptions, credits, plans, effects, processor, worker });
  },
  { name: 'criadero-billing-services', fastify: '5.x', dependencies: ['criadero-store', 'criadero-identity'] },
);

/** The worker's passes on this instance and the claims its last pass left pending, for Prometheus. */
function paymentWorkerMetrics(registry: Registry): (report: TickReport) => void {
  const passes = new Counter({ name: 'criadero_payment_worker_passes_total', help: 'Payment worker passes run by this instance', registers: [registry] });
  const outcomes = new Counter({
    name: 'criadero_payment_worker_claims_total',
    help: 'Payment claims handled by the worker, by result (confirmed, rejected, lapsed, dropped, failed, finished)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const pending = new Gauge({ name: 'criadero_payment_pending_claims', help: "Payment claims still pending after this instance's last worker pass", registers: [registry] });
  return (report) => {
    passes.inc();
    for (const result of ['confirmed', 'rejected', 'lapsed', 'dropped', 'failed', 'finished'] as const) outcomes.inc({ result }, report[result]);
    pending.set(report.pending);
  };
}
