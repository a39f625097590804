import { defineMessages, type IntlShape } from 'react-intl';
import { ApiError } from '../api/billing-api';

/** Server refusal codes the UI translates itself (others show the server's text). */
const CODES = defineMessages({
  TX_FAILED: { id: 'billing.error.TX_FAILED' },
  TX_NO_USDC_TRANSFER: { id: 'billing.error.TX_NO_USDC_TRANSFER' },
  TX_WRONG_RECIPIENT: { id: 'billing.error.TX_WRONG_RECIPIENT' },
  TX_NOT_YOUR_WALLET: { id: 'billing.error.TX_NOT_YOUR_WALLET' },
  TX_AMOUNT_TOO_LOW: { id: 'billing.error.TX_AMOUNT_TOO_LOW' },
  TX_ALREADY_USED: { id: 'billing.error.TX_ALREADY_USED' },
  PAYMENT_EXPIRED: { id: 'billing.error.PAYMENT_EXPIRED' },
  PAYMENTS_UNAVAILABLE: { id: 'billing.error.PAYMENTS_UNAVAILABLE' },
  WALLET_MISMATCH: { id: 'billing.error.WALLET_MISMATCH' },
  UNAUTHENTICATED: { id: 'billing.error.UNAUTHENTICATED' },
});

export function describeError(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    const known = CODES[error.code as keyof typeof CODES];
    return known ? intl.formatMessage(known) : error.message;
  }
  // ethers' own summary, without the calldata and provider dump its full message carries
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
  if (typeof short === 'string' && short) return short;
  return error instanceof Error ? error.message : String(error);
}
