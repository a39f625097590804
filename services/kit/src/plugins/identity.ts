import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, SESSION_COOKIE, WALLET_HEADER } from '@criadero/api-contracts/paths';
import { AppError, unauthenticated } from '../errors';
import { isStoreUnavailable } from './error-handler';
import { SessionsRepository, WalletsRepository, normalizeAddress, type Session } from '../identity';

export interface Account {
  accountId: string;
  /** the wallet that signed in: the session's, the only one a call may act for (the wallet header must name it) */
  address: string;
  /** every wallet linked to the account */
  addresses: string[];
}

export interface Identity {
  sessions: SessionsRepository;
  wallets: WalletsRepository;
  sessionTtlMs: number;
  /** Sets the httpOnly session cookie. */
  setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
  clearSessionCookie(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
    /** preHandler: 401 unless the request carries a live session */
    requireAccount: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    authSession: Session | null;
    account: Account | null;
    /** the request carried a session that could not be read (database unreachable): served as a visitor */
    sessionUnavailable: boolean;
  }
}

export interface IdentityOptions {
  sessionSecret: string;
  sessionTtlMs: number;
  cookieSecure: boolean;
}

const ADDRESS = /^(0x|ronin:)[0-9a-fA-F]{40}$/;

/** Every service route lives under /api; the rest (the gateway's pages and static files) needs no account. */
const isApiRequest = (url: string) => url.startsWith(API_BASE) && (url.length === API_BASE.length || '/?'.includes(url[API_BASE.length]!));

function readToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || undefined;
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/**
 * Sessions for every service: reads the signed httpOnly cookie or a bearer
 * token, and sets `request.account`. A wallet header must name the session's
 * own wallet (the one that signed in); otherwise the request is refused.
 */
export const identityPlugin = fp<IdentityOptions>(
  async (app, options) => {
    await app.register(cookie, { secret: options.sessionSecret, hook: 'onRequest' });
    const sessions = new SessionsRepository(app.store);
    const wallets = new WalletsRepository(app.store);
    await sessions.ensureIndexes();
    await wallets.ensureIndexes();

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.cookieSecure,
      signed: true,
    };

    app.decorate('identity', {
      sessions,
      wallets,
      sessionTtlMs: options.sessionTtlMs,
      setSessionCookie: (reply, token, expiresAt) => void reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt }),
      clearSessionCookie: (reply) => void reply.clearCookie(SESSION_COOKIE, { path: '/' }),
    } satisfies Identity);
    app.decorateRequest('authSession', null);
    app.decorateRequest('account', null);
    app.decorateRequest('sessionUnavailable', false);

    const resolveAccount = async (request: FastifyRequest, token: string) => {
      const session = await sessions.findByToken(token);
      if (!session) return;
      const addresses = await wallets.listAddresses(session.accountId);
      // a session is bound to the wallet that signed in: a call made for any other wallet (the
      // wallet moved to another account, another linked wallet) is refused, never re-pointed
      const header = request.headers[WALLET_HEADER];
      if (header !== undefined) {
        if (typeof header !== 'string' || !ADDRESS.test(header)) {
          throw new AppError(400, 'VALIDATION_ERROR', { detail: `${WALLET_HEADER} must be a 0x or ronin: address` });
        }
        if (normalizeAddress(header) !== session.address) throw new AppError(403, 'WALLET_MISMATCH');
      }
      request.authSession = session;
      request.account = { accountId: session.accountId, address: session.address, addresses };
    };
    // Callback style: a visitor's request (no bearer token, no valid signed cookie) costs no
    // promise and no store look-up. As before, a wallet header alone is ignored here: it never
    // stands in for a session. Pages and static files are never looked up: a signed-in player
    // still gets the site while the database is down.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isApiRequest(request.url)) {
        done();
        return;
      }
      const token = readToken(request);
      if (token === undefined) {
        done();
        return;
      }
      resolveAccount(request, token).then(
        () => done(),
        (error: unknown) => {
          // database unreachable: the request goes on as a visitor's, so public calls answer as
          // they do for everyone; what needs the account answers 503 NOT_READY, never "log in"
          // (the error handler turns UNAUTHENTICATED into NOT_READY for these requests)
          if (isStoreUnavailable(error)) {
            request.sessionUnavailable = true;
            done();
            return;
          }
          // any other failed look-up fails the request, never lets it through
          done(error instanceof Error ? error : new Error(`session look-up failed: ${String(error)}`));
        },
      );
    });

    // Expired sessions are refused on read; this sweep only reclaims space (no TTL indexes on FerretDB 1.x).
    const sweep = setInterval(() => {
      sessions.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
    }, 10 * 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    const requireAccount: preHandlerAsyncHookHandler = async (request) => {
      if (!request.account) throw unauthenticated();
    };
    app.decorate('requireAccount', requireAccount);
  },
  { name: 'criadero-identity', fastify: '5.x', dependencies: ['criadero-store'] },
);
