export { LocalPacedBudget, RedisPacedBudget, type PacedBudget } from './paced-budget';
