export { runBench, type BenchOptions, type Summary } from './run';
export { loadBudgets, verdict, type Budget, type Budgets } from './budgets';
export { table, rows, type Row } from './report';
