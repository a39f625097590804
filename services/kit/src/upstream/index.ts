export { LocalPacedBudget, RedisPacedBudget, type PacedBudget, type PacedBudgetOptions } from './paced-budget';
