// The light half of the session client: calls every page load needs (who am I). Signing in pulls
// in ethers and siwe, so it lives in auth-client.ts and is loaded on demand. Both go through the
// one API client (./api): its base, bearer token, cookies and language, and its ApiError.
// by package name, not './api': the shared module, so an embed's configureApi applies here too
import { getJson } from '@criadero/session/api';
import type { UserState } from './types';

/** The spec's user state after login, or null for a visitor (no or expired session). */
export async function fetchUserState(): Promise<UserState | null> {
  const session = await getJson<{ authenticated: boolean; user?: UserState }>('/api/users/session');
  return session.authenticated && session.user ? session.user : null;
}
