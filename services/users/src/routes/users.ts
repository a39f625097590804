import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { BalanceBody, BalanceResponse, SaveConfigBody, SaveConfigResponse, SessionCheckResponse, UserState } from '@criadero/api-contracts/schemas/users';
import { type Account, type TypeBoxTypeProvider, AppError } from '@criadero/service-kit';
import { normalizeAddress, type Session } from '@criadero/service-kit/identity';
import { BalanceUnavailableError } from '../balances/balance-reader';

export interface UsersRoutesOptions {
  creatorAddresses: string[];
  usdcAddress: string;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };

/** The user state, saved configuration and USDC balance. */
export async function usersRoutes(instance: FastifyInstance, options: UsersRoutesOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { credits, plans, configs } = app.usersRepositories;
  const creators = new Set(options.creatorAddresses);

  const userState = async ({ accountId, addresses }: Account, session: Session) => {
    const [creditos, plan, config] = await Promise.all([credits.balance(accountId), plans.current(accountId), configs.get(accountId)]);
    return {
      accountId,
      address: session.address,
      addresses,
      creditos,
      premium: plan.level,
      premiumUntil: plan.until?.toISOString() ?? null,
      isCreator: addresses.some((address) => creators.has(address)),
      config,
    };
  };

  app.get(
    '/users/me',
    {
      preHandler: app.requireAccount,
      schema: { tags: ['users'], summary: 'The signed-in user state', response: { 200: UserState, ...errors } },
    },
    async (request) => userState(request.account!, request.authSession!),
  );

  // Every page load asks this; a visitor gets 200 {authenticated:false} so browsers log no error.
  app.get(
    '/users/session',
    { schema: { tags: ['users'], summary: 'The session of this browser, if any', response: { 200: SessionCheckResponse, ...errors } } },
    async (request) => {
      if (!request.account) return { authenticated: false as const };
      return { authenticated: true as const, user: await userState(request.account, request.authSession!) };
    },
  );

  app.post(
    '/users/saveConfig',
    {
      preHandler: app.requireAccount,
      schema: { tags: ['users'], summary: 'Stores the user configuration', body: SaveConfigBody, response: { 200: SaveConfigResponse, ...errors } },
    },
    async (request) => ({ config: await configs.save(request.account!.accountId, request.body.config) }),
  );

  app.post(
    '/users/balance',
    {
      schema: {
        tags: ['users'],
        summary: 'USDC balance of a wallet (6-decimal units)',
        body: BalanceBody,
        response: { 200: BalanceResponse, 502: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const owner = normalizeAddress(request.body.userAddress);
      try {
        const balance = await app.balanceReader.balanceOf(options.usdcAddress, owner);
        return { results: [{ contractAddress: options.usdcAddress, balance: balance.toString() }] };
      } catch (error) {
        if (error instanceof BalanceUnavailableError) throw new AppError(502, 'BALANCE_UNAVAILABLE', { cause: error });
        throw error;
      }
    },
  );
}
