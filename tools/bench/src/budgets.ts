import { readFileSync } from 'node:fs';

export interface Budget {
  /** value must be < below */
  below?: number;
  max?: number;
  min?: number;
  why: string;
}

export interface Budgets {
  geneticsAllPairs1000Ms: Budget;
  axieThroughputRatio: Budget;
  homeFirstVisitJsBodyBytes: Budget;
  taskboardFirstVisitJsBytes: Budget;
  remoteEntryBrotliBytes: Budget;
  breedingUsableMs: Budget;
  searchP99Ms: Budget;
  searchVsAxieThroughputRatio: Budget;
  searchLargeMarketP99Ms: Budget;
  searchFerretP99Ms: Budget;
  breedingSearchP99Ms: Budget;
  salesHistoryP99Ms: Budget;
  syncLagGeneratedP99Ms: Budget;
  syncLagMarketplaceP99Ms: Budget;
  sweepCoveragePercent: Budget;
  sweepImportMs: Budget;
  sweepDriftChanges: Budget;
  backoffRequestsPerSecond: Budget;
  alertLatencyP99Ms: Budget;
  changeLogGrowthPercent: Budget;
  firstImportPeakRssBytes: Budget;
  largeMarketRestartMs: Budget;
  largeMarketRssBytes: Budget;
  embeddedRestartCpuMs: Budget;
  embeddedRestartRssBytes: Budget;
  breedingEvaluationOverEngineMs: Budget;
  breedingWorkersOverEngineRatio: Budget;
  breedingTwoGenerationsLongTaskMs: Budget;
  lighthouseMobilePerformance: Budget;
  lighthouseMobileAccessibility: Budget;
  lighthouseMobileLcpMs: Budget;
  lighthouseMobileTbtMs: Budget;
  lighthouseMobileCls: Budget;
}

const BUDGETS_FILE = new URL('../budgets.json', import.meta.url);

export function loadBudgets(file: URL | string = BUDGETS_FILE): Budgets {
  const { $comment: _comment, ...budgets } = JSON.parse(readFileSync(file, 'utf8')) as Budgets & { $comment?: string };
  return budgets;
}

export type Verdict = 'PASS' | 'FAIL' | '';

export function verdict(value: number, budget: Budget | undefined): Verdict {
  if (!budget) return '';
  if (budget.below !== undefined && !(value < budget.below)) return 'FAIL';
  if (budget.max !== undefined && value > budget.max) return 'FAIL';
  if (budget.min !== undefined && value < budget.min) return 'FAIL';
  return 'PASS';
}

export function describeBudget(budget: Budget | undefined, unit: (n: number) => string): string {
  if (!budget) return '';
  if (budget.below !== undefined) return `< ${unit(budget.below)}`;
  if (budget.max !== undefined) return `≤ ${unit(budget.max)}`;
  if (budget.min !== undefined) return `≥ ${unit(budget.min)}`;
  return '';
}
