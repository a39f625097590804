import type { Migration } from '@criadero/service-kit';
import { forgetExpiredPaymentOutcomes } from './001-forget-expired-payment-outcomes';
import { reopenClaimsWithoutOutcome } from './002-reopen-claims-without-outcome';

/**
 * The billing data's shapes, oldest change first (run at start by the plugin; see runMigrations).
 * Each migration is a file of its own holding its own queries, never a repository's: a shipped
 * migration keeps its meaning when the repositories change.
 */
export const BILLING_MIGRATIONS: readonly Migration[] = [forgetExpiredPaymentOutcomes, reopenClaimsWithoutOutcome];
