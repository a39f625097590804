// What a payment's start can tell the UI, without the wallet code: send-usdc.ts (ethers, the
// wallet session) is loaded only when a player pays, so the modals every page mounts stay small.

/** Why a payment could not start; each has its own message in the UI. */
export class PaymentStartError extends Error {
  override name = 'PaymentStartError';
  constructor(readonly reason: 'NO_WALLET' | 'WRONG_WALLET' | 'DISABLED') {
    super(reason);
  }
}

export interface ConnectedWallet {
  address: string;
  /** Sends `units` of USDC to the receiving address; resolves with the tx hash once the wallet sent it. */
  sendUsdc(units: bigint): Promise<string>;
}

/**
 * The player said no in the wallet (EIP-1193 code 4001; ethers v6 wraps it as ACTION_REJECTED,
 * with the provider's error under `info.error` or `error`). Nothing was sent, so there is no
 * transaction to report: the UI says only 'Transacción cancelada'.
 */
export function isWalletRejection(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as { code?: unknown; error?: unknown; info?: { error?: unknown }; cause?: unknown };
  if (e.code === 4001 || e.code === 'ACTION_REJECTED') return true;
  return [e.error, e.info?.error, e.cause].some((inner) => isWalletRejection(inner, depth + 1));
}
