import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
// helmet itself (the version @fastify/helmet uses), for its header values: no table kept here
import helmet, { type HelmetOptions } from 'helmet';
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

/**
 * The headers helmet sets with these options, computed once. With static CSP directives and
 * no nonces helmet's output does not depend on the request (it only calls `setHeader`, and
 * `removeHeader('X-Powered-By')`, a header neither Node nor Fastify sets), so running it per
 * request, as @fastify/helmet does (it rebuilds every middleware on each call), repeats the
 * same work: about 15 % of a small API answer's CPU time in the gateway bench.
 */
function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => void (failure = error));
  if (failure) throw failure;
  return Object.freeze(headers);
}

const securityHeadersWith = (csp: Record<string, string[]> | false) =>
  securityHeaders({
    contentSecurityPolicy: csp === false ? false : { useDefaults: false, directives: csp },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

/** The headers of an API answer (CSP included): also for answers sent before any hook runs. */
export const API_SECURITY_HEADERS = securityHeadersWith(API_CSP);

/** Security headers (helmet's, computed once) and CORS limited to the configured origins, with credentials. */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    const csp = options.contentSecurityPolicy ?? API_CSP;
    const headers = csp === API_CSP ? API_SECURITY_HEADERS : securityHeadersWith(csp);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
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
