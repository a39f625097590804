import { randomBytes } from 'node:crypto';
import type { Identity } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { CreditsLedger } from '../repositories/credits-ledger';
import { PlansLedger, type PlanLevel } from '../repositories/plans-ledger';

export interface TestPlayer {
  accountId: string;
  address: string;
  /** a real session's bearer token */
  headers: { authorization: string };
  /** the account's credit balance now */
  balance: () => Promise<number>;
}

/**
 * For services' tests: a signed-in player, made through the platform's identity repositories (the
 * ones SIWE login writes) with a real session, `credits` granted through the credits ledger and,
 * optionally, a 30-day `plan` (1 Plus, 2 Elite) through the plans ledger.
 */
export async function testPlayer(app: { identity: Identity }, store: Store, options: { credits?: number; plan?: PlanLevel } = {}): Promise<TestPlayer> {
  const address = `0x${randomBytes(20).toString('hex')}`;
  const { accountId } = await app.identity.wallets.accountForLogin(address);
  const { token } = await app.identity.sessions.create(accountId, address, 3_600_000);
  const credits = new CreditsLedger(store);
  if (options.credits) await credits.append({ accountId, delta: options.credits, kind: 'grant', idempotencyKey: `grant:${accountId}` });
  if (options.plan) await new PlansLedger(store).grant({ accountId, level: options.plan, days: 30, kind: 'grant', idempotencyKey: `plan:${accountId}` });
  return { accountId, address, headers: { authorization: `Bearer ${token}` }, balance: () => credits.balance(accountId) };
}
