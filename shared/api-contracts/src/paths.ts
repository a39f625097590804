/**
 * Every service route lives under one API base. The product spec's bare paths
 * (`users/balance`, `tokens/`) are relative to it.
 */
export const API_BASE = '/api';

export const API_PATHS = {
  authNonce: '/api/auth/nonce',
  authVerify: '/api/auth/verify',
  authLogout: '/api/auth/logout',
  authLinkWallet: '/api/auth/link-wallet',
  usersMe: '/api/users/me',
  usersSession: '/api/users/session',
  usersSaveConfig: '/api/users/saveConfig/',
  usersBalance: '/api/users/balance',
  tokens: '/api/tokens/',
  health: '/api/health',
  ready: '/api/ready',
  openapi: '/api/openapi.json',
  /** the API documentation page (Swagger UI over the OpenAPI document) */
  docs: '/api/docs',
} as const;

/** Header that names the wallet a call acts for; honoured only when it belongs to the session. */
export const WALLET_HEADER = 'x-wallet-address';

/** httpOnly session cookie set by `POST /api/auth/verify`. */
export const SESSION_COOKIE = 'criadero_session';
