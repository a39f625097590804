import type { IntlShape } from 'react-intl';
import { apiErrorText } from '@criadero/ui';
import { ApiError } from '../api/billing-api';

/** A failed payment step in words: the server's own text for a refusal (in the player's language), the wallet's short summary otherwise. */
export function describeError(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) return apiErrorText(intl, error);
  // ethers' own summary, without the calldata and provider dump its full message carries
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
  if (typeof short === 'string' && short) return short;
  return error instanceof Error ? error.message : String(error);
}
