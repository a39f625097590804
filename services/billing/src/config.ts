import { fileURLToPath } from 'node:url';
import { ConfigError, loadServiceProcessConfig, readInt, readList, readOptional, readString, readUrl, type Env, type ServiceProcessConfig } from '@criadero/service-kit/config';
import { RONIN_USDC } from '@criadero/service-users/config';

export interface BillingConfig extends ServiceProcessConfig {
  /** chain the wallet pays on (Ronin mainnet 2020; a local node in tests) */
  chainId: number;
  /** JSON-RPC endpoint that receipts are read from; absent = payments disabled */
  rpcUrl: string | undefined;
  rpcTimeoutMs: number;
  /** USDC contract (6 decimals) */
  usdcAddress: string;
  /** where players pay to; absent = payments disabled */
  receiverAddress: string | undefined;
  /** blocks from the payment's block to the head, inclusive, before it credits */
  confirmations: number;
  /** a payment still unconfirmed this long after it was first submitted expires and never credits */
  pendingTtlMs: number;
  /** how often the worker re-checks pending payments */
  workerIntervalMs: number;
  /** Craft World Premium monthly price in USDC units (6 decimals) */
  craftWorldPriceUnits: bigint;
  /** discount of a referral code that names none, percent */
  defaultReferralDiscount: number;
  /** creators' share of the payments made with their codes, percent */
  referralCommission: number;
  /** sample referral codes loaded at start (idempotently) */
  referralCodesFile: string;
  /** wallets whose account is a creator (lower case; the users service reads the same variable) */
  creatorAddresses: string[];
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function address(env: Env, name: string, fallback?: string): string | undefined {
  const value = readOptional(env, name) ?? fallback;
  if (value === undefined) return undefined;
  if (!ADDRESS.test(value)) throw new ConfigError(`${name} "${value}" is not a 0x address`);
  return value.toLowerCase();
}

/** "7.25" -> 7250000n (6 decimals) */
function usdcUnits(env: Env, name: string, fallback: string): bigint {
  const value = readString(env, name, fallback);
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(value);
  if (!match) throw new ConfigError(`${name} must be a USDC amount with up to 6 decimals, got "${value}"`);
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/**
 * Billing service settings. Variables (defaults): the platform's, PORT (3204), HOST (127.0.0.1),
 * RONIN_RPC_URL (unset: payments disabled), RPC_TIMEOUT_MS (10000), USDC_ADDRESS (Ronin USDC),
 * PAYMENT_CHAIN_ID (2020), PAYMENT_RECEIVER_ADDRESS (unset: payments disabled),
 * PAYMENT_CONFIRMATIONS (10), PAYMENT_PENDING_TTL_SECONDS (3600), PAYMENT_WORKER_INTERVAL_MS (15000),
 * CRAFT_WORLD_PRICE_USDC (8), REFERRAL_DEFAULT_DISCOUNT_PERCENT (10), REFERRAL_COMMISSION_PERCENT (20),
 * REFERRAL_CODES_FILE (services/billing/config/referral-codes.json), CREATOR_ADDRESSES (none).
 */
export function loadBillingConfig(env: Env = process.env): BillingConfig {
  const listening = loadServiceProcessConfig(env, 3204);
  const { platform } = listening;
  const rpcUrl = readUrl(env, 'RONIN_RPC_URL');
  const receiverAddress = address(env, 'PAYMENT_RECEIVER_ADDRESS');
  if (platform.env === 'production' && (rpcUrl === undefined) !== (receiverAddress === undefined)) {
    // one without the other would take players' money without ever crediting it, or the reverse
    throw new ConfigError('payments need both RONIN_RPC_URL and PAYMENT_RECEIVER_ADDRESS (or neither, to disable payments)');
  }
  return {
    ...listening,
    chainId: readInt(env, 'PAYMENT_CHAIN_ID', 2020, { min: 1 }),
    rpcUrl,
    rpcTimeoutMs: readInt(env, 'RPC_TIMEOUT_MS', 10_000, { min: 100 }),
    usdcAddress: address(env, 'USDC_ADDRESS', RONIN_USDC)!,
    receiverAddress,
    confirmations: readInt(env, 'PAYMENT_CONFIRMATIONS', 10, { min: 1, max: 1000 }),
    pendingTtlMs: readInt(env, 'PAYMENT_PENDING_TTL_SECONDS', 3600, { min: 5, max: 30 * 86_400 }) * 1000,
    workerIntervalMs: readInt(env, 'PAYMENT_WORKER_INTERVAL_MS', 15_000, { min: 50 }),
    craftWorldPriceUnits: usdcUnits(env, 'CRAFT_WORLD_PRICE_USDC', '8'),
    defaultReferralDiscount: readInt(env, 'REFERRAL_DEFAULT_DISCOUNT_PERCENT', 10, { min: 0, max: 100 }),
    referralCommission: readInt(env, 'REFERRAL_COMMISSION_PERCENT', 20, { min: 0, max: 100 }),
    referralCodesFile:
      readOptional(env, 'REFERRAL_CODES_FILE') ?? fileURLToPath(new URL('../config/referral-codes.json', import.meta.url)),
    creatorAddresses: readList(env, 'CREATOR_ADDRESSES', []).map((a) => {
      if (!ADDRESS.test(a)) throw new ConfigError(`CREATOR_ADDRESSES: "${a}" is not a 0x address`);
      return a.toLowerCase();
    }),
  };
}
