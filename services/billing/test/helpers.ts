import type { FastifyInstance } from 'fastify';
import { Contract, type Signer } from 'ethers';
import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore, type Store } from '@criadero/service-kit/store';
import { buildBillingApp } from '../src/app';
import type { ReceiptReader } from '../src/chain/receipt-reader';
import { loadBillingConfig, type BillingConfig } from '../src/config';

export const USDC = (amount: number | string) => BigInt(Math.round(Number(amount) * 1_000_000));
export const RECEIVER = '0x0000000000000000000000000000000000beef01';

export function billingTestConfig(env: Record<string, string>, overrides: Partial<BillingConfig> = {}): BillingConfig {
  return { ...loadBillingConfig({ PAYMENT_RECEIVER_ADDRESS: RECEIVER, ...env }), platform: testConfig({ rateLimit: { max: 100_000, windowMs: 60_000, authMax: 1000 } }), ...overrides };
}

export async function buildTestApp(config: BillingConfig, options: { store?: Store; receiptReader?: ReceiptReader } = {}) {
  const app = await buildBillingApp({ config, store: options.store ?? new EmbeddedStore(), receiptReader: options.receiptReader, startWorker: false, logger: false });
  await app.ready();
  return app;
}

/** A signed-in account with these wallets (the first is the session's), through the platform's real session store. */
export async function account(app: FastifyInstance, ...addresses: string[]) {
  const { accountId } = await app.identity.wallets.accountForLogin(addresses[0]!);
  for (const extra of addresses.slice(1)) await app.identity.wallets.link(extra, accountId);
  const { token } = await app.identity.sessions.create(accountId, addresses[0]!.toLowerCase(), 3_600_000);
  return { accountId, headers: { authorization: `Bearer ${token}` } };
}

/** Sends an ERC-20 transfer and returns its hash once mined (or sent, when `wait` is false). */
export async function pay(token: Contract, from: Signer, to: string, amount: bigint, options: { gasLimit?: bigint; wait?: boolean } = {}): Promise<string> {
  const tx = await (token.connect(from) as Contract).getFunction('transfer')(to, amount, options.gasLimit ? { gasLimit: options.gasLimit } : {});
  if (options.wait !== false) await tx.wait().catch(() => undefined); // a reverted tx is mined with status 0
  return tx.hash as string;
}
