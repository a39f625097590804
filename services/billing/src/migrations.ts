import type { Migration } from '@criadero/service-kit';
import { PaymentsRepository } from './repositories/payments-repository';

/** The billing data's shapes, oldest change first (run at start by the plugin; see runMigrations). */
export const BILLING_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'forget the expired payment outcomes older releases recorded, so those payments credit when shown again',
    up: async (store) => void (await new PaymentsRepository(store).forgetExpiredOutcomes()),
  },
  {
    version: 2,
    name: "put the payments older releases expired back on the worker's queue, so it re-checks them on chain",
    up: async (store) => void (await new PaymentsRepository(store).reopenClaimsWithoutOutcome()),
  },
];
