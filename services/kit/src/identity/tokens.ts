import { createHash, randomBytes } from 'node:crypto';

/** A new bearer/cookie token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored under the SHA-256 of their token, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function normalizeAddress(address: string): string {
  return address.replace(/^ronin:/i, '0x').toLowerCase();
}
