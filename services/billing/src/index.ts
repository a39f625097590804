export { billingPlugin } from './billing-plugin';
export { SubscriptionsLedger, type SubscriptionStatus } from './repositories/subscriptions-ledger';
