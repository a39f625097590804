export { usersPlugin } from './users-plugin';
export { CreditsLedger } from './repositories/credits-ledger';
export { PlansLedger, type PlanEntry, type GrantPlan } from './repositories/plans-ledger';
export type { BalanceReader } from './balances/balance-reader';
export { InMemoryBalanceReader } from './balances/in-memory-balance-reader';
