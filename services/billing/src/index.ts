export { buildBillingApp, type BuildBillingAppOptions } from './app';
export { billingPlugin, type BillingPluginOptions } from './billing-plugin';
export { loadBillingConfig, type BillingConfig } from './config';
export { BILLING_MESSAGES, BillingError, type BillingErrorCode } from './errors';
export { PLANS, planById, discountedUnits } from './catalogue/plans';
export { JsonRpcReceiptReader, ChainUnavailableError, type ReceiptReader, type ChainReceipt } from './chain/receipt-reader';
export { verifyTransfer, TRANSFER_TOPIC, type Verdict } from './chain/verify-transfer';
export { SubscriptionsLedger, type SubscriptionStatus } from './repositories/subscriptions-ledger';
export type { BillingServices } from './plugins/billing-services';
