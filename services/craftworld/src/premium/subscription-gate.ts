import type { SubscriptionStatus } from '@criadero/service-billing';
import { CraftworldError } from '../errors';

/** What the gate needs from billing: its Craft World Premium ledger (`SubscriptionsLedger`). */
export interface SubscriptionReader {
  status(accountId: string, now?: Date): Promise<SubscriptionStatus>;
}

/** Throws 402 CRAFTWORLD_PREMIUM_REQUIRED unless the account's Craft World Premium is active now. */
export async function requireCraftWorldPremium(subscriptions: SubscriptionReader, accountId: string, now = new Date()): Promise<void> {
  const status = await subscriptions.status(accountId, now);
  if (!status.active) throw new CraftworldError('CRAFTWORLD_PREMIUM_REQUIRED');
}
