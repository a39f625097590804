import fp from 'fastify-plugin';
import { CreditsLedger } from '../repositories/credits-ledger';
import { NoncesRepository } from '../repositories/nonces-repository';
import { PlansLedger } from '../repositories/plans-ledger';
import { UserConfigsRepository } from '../repositories/user-configs-repository';

interface UsersRepositories {
  nonces: NoncesRepository;
  credits: CreditsLedger;
  plans: PlansLedger;
  configs: UserConfigsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepositories: UsersRepositories;
  }
}

/** The users service's repositories, with their indexes created (idempotently) at start-up. */
export const usersRepositoriesPlugin = fp(
  async (app) => {
    const repositories: UsersRepositories = {
      nonces: new NoncesRepository(app.store),
      credits: new CreditsLedger(app.store),
      plans: new PlansLedger(app.store),
      configs: new UserConfigsRepository(app.store),
    };
    await repositories.nonces.ensureIndexes();
    await repositories.credits.ensureIndexes();
    await repositories.plans.ensureIndexes();
    app.decorate('usersRepositories', repositories);

    // Expired nonces are refused on read; the sweep only reclaims space (no TTL indexes on FerretDB 1.x).
    const sweep = setInterval(() => {
      repositories.nonces.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'nonce sweep failed'));
    }, 5 * 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'criadero-users-repositories', fastify: '5.x', dependencies: ['criadero-store'] },
);
