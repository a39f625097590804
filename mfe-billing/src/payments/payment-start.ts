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
