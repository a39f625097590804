import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { WALLET_HEADER } from '@criadero/api-contracts/paths';

export interface SecurityOptions {
  corsOrigins: string[];
  /**
   * Content-Security-Policy directives; `false` when the host sets its own
   * (the gateway builds one per request from the remote registry).
   */
  contentSecurityPolicy?: Record<string, string[]> | false;
}

export const API_CSP: Record<string, string[]> = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** Security headers (helmet) and CORS limited to the configured origins, with credentials. */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    const csp = options.contentSecurityPolicy ?? API_CSP;
    await app.register(helmet, {
      contentSecurityPolicy: csp === false ? false : { useDefaults: false, directives: csp },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    const allowed = new Set(options.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin === undefined ? false : allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['content-type', 'authorization', 'x-request-id', WALLET_HEADER, 'accept-language'],
      exposedHeaders: ['x-request-id', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
      maxAge: 600,
    });
  },
  { name: 'criadero-security', fastify: '5.x' },
);
