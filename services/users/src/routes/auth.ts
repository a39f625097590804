import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LinkWalletResponse,
  LogoutResponse,
  NonceResponse,
  LoginResponse,
  SignedMessageBody,
  SIWE_STATEMENT,
  WalletOptionsResponse,
} from '@criadero/api-contracts/schemas/auth';
import { EmptyBody, ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { type TypeBoxTypeProvider, AppError } from '@criadero/service-kit';
import type { UsersConfig } from '../config';
import { verifySignIn, type SignInPolicy } from '../siwe/verify-sign-in';

export interface AuthRoutesOptions {
  siwe: UsersConfig['siwe'];
  walletOptions: UsersConfig['walletOptions'];
  /** origins allowed by CORS (the site's own and registered partner sites): their hosts may name themselves in a sign-in */
  partnerOrigins: string[];
  /**
   * Outside production, also accept a loopback Host (127.0.0.1, localhost, [::1], any port) as the
   * message's domain, so a site started on a free port signs in. Never in production: the Host
   * header is the caller's to choose, so a domain taken from it would accept a signature a
   * phishing site obtained for its own domain.
   */
  acceptLoopbackHost: boolean;
  rateLimit: { max: number; windowMs: number };
}

const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/;
const isLoopbackHost = (host: string) => LOOPBACK_HOST.test(host);

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

/** Sign-In with Ethereum (EIP-4361): nonce, verify, link another wallet, logout. */
export async function authRoutes(instance: FastifyInstance, options: AuthRoutesOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { nonces } = app.usersRepositories;
  const rateLimit = { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs };
  // EIP-4361 wants the domain the user sees: the site itself, or a registered partner embedding a
  // tool. Both come from configuration (SIWE_DOMAINS, else the CORS origins), never from the request.
  const configured = options.siwe.domains.length > 0 ? options.siwe.domains : options.partnerOrigins.map((origin) => new URL(origin).host);
  const policyFor = (request: FastifyRequest): SignInPolicy => ({
    domains: options.acceptLoopbackHost && isLoopbackHost(request.host) ? [...configured, request.host] : configured,
    allowedChainIds: options.siwe.allowedChainIds,
  });

  app.get(
    '/auth/nonce',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], summary: 'A single-use nonce for an EIP-4361 message', response: { 200: NonceResponse, 429: ErrorBodySchema } },
    },
    async () => {
      const issued = await nonces.issue(options.siwe.nonceTtlMs);
      return {
        nonce: issued.nonce,
        issuedAt: issued.issuedAt.toISOString(),
        expirationTime: issued.expiresAt.toISOString(),
        chainId: options.siwe.chainId,
        statement: SIWE_STATEMENT,
      };
    },
  );

  const { waypointClientId, walletConnectProjectId } = options.walletOptions;
  const walletOptions: WalletOptionsResponse = {
    chainId: options.siwe.chainId,
    waypoint: waypointClientId ? { clientId: waypointClientId } : null,
    walletConnect: walletConnectProjectId ? { projectId: walletConnectProjectId } : null,
  };
  app.get(
    '/auth/wallets',
    { schema: { tags: ['auth'], summary: 'Sign-in options besides browser extensions: Ronin Waypoint and Ronin Wallet mobile, when configured', response: { 200: WalletOptionsResponse } } },
    async () => walletOptions,
  );

  app.post(
    '/auth/verify',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: verifies the signed message, sets the httpOnly session cookie, returns a bearer token for embeds',
        body: SignedMessageBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const address = await verifySignIn(request.body, policyFor(request), nonces);
      const { accountId } = await app.identity.wallets.accountForLogin(address);
      const { token, session } = await app.identity.sessions.create(accountId, address, app.identity.sessionTtlMs);
      app.identity.setSessionCookie(reply, token, session.expiresAt);
      request.log.info({ accountId }, 'signed in');
      return {
        accountId,
        address,
        addresses: await app.identity.wallets.listAddresses(accountId),
        token,
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/auth/link-wallet',
    {
      config: { rateLimit },
      preHandler: app.requireAccount,
      schema: {
        tags: ['auth'],
        summary: 'Links another wallet to the signed-in account, proven by its own signature',
        body: SignedMessageBody,
        response: { 200: LinkWalletResponse, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const account = request.account!;
      const address = await verifySignIn(request.body, policyFor(request), nonces);
      const outcome = await app.identity.wallets.link(address, account.accountId);
      if (outcome === 'linked-elsewhere') throw new AppError(409, 'WALLET_LINKED_ELSEWHERE');
      return { accountId: account.accountId, addresses: await app.identity.wallets.listAddresses(account.accountId) };
    },
  );

  // The body `{}` is required, as on every other write: a JSON body makes a cross-origin browser
  // request ask CORS first (preflight), so only the site and registered partners can send it. A
  // bodyless POST is a "simple" request any page can fire with the visitor's cookie.
  app.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Ends the session (idempotent); the body is `{}`', body: EmptyBody, response: { 200: LogoutResponse, 400: ErrorBodySchema } },
    },
    async (request, reply) => {
      if (request.authSession) await app.identity.sessions.revoke(request.authSession.id);
      app.identity.clearSessionCookie(reply);
      return { loggedOut: true };
    },
  );
}
