import type { SubscriptionStatus } from '@criadero/service-billing';
import type { PremiumFeature } from '@criadero/api-contracts/craftworld';
import { premiumRequired } from '../errors';

/** What the gate needs from billing: its Craft World Premium ledger (`SubscriptionsLedger`). */
export interface SubscriptionReader {
  status(accountId: string, now?: Date): Promise<SubscriptionStatus>;
}

/**
 * Throws 402 CRAFTWORLD_PREMIUM_REQUIRED unless the account's Craft World Premium is active now.
 * `feature` only picks the message (which Premium feature was refused); the code is the same.
 */
export async function requireCraftWorldPremium(
  subscriptions: SubscriptionReader,
  accountId: string,
  options: { feature?: PremiumFeature; now?: Date } = {},
): Promise<void> {
  const status = await subscriptions.status(accountId, options.now ?? new Date());
  if (!status.active) throw premiumRequired(options.feature ?? 'optimizer');
}
