import { SiweMessage } from 'siwe';
import type { NonceResponse } from '@criadero/api-contracts/schemas/auth';

/**
 * The EIP-4361 text a wallet signs to sign in: the server's challenge (GET /api/auth/nonce) for
 * `address` on `site` (the page's host and origin). The one builder, used by the login and by the
 * services' tests that sign in over HTTP.
 */
export function siweMessageText(challenge: NonceResponse, site: { host: string; origin: string }, address: string): string {
  return new SiweMessage({
    domain: site.host,
    address,
    statement: challenge.statement,
    uri: site.origin,
    version: '1',
    chainId: challenge.chainId,
    nonce: challenge.nonce,
    issuedAt: challenge.issuedAt,
    expirationTime: challenge.expirationTime,
  }).prepareMessage();
}
