import type { BoardTask, TaskEvaluation, TaskPlan } from '@criadero/api-contracts/lumiterra-pixels';
import { TooComplexError } from '@criadero/service-kit/cpu/too-complex';

export interface TaskPlanParams {
  /** minutes the player can spend */
  timeBudgetMinutes: number;
  /** coins the player can spend on items; null = no limit */
  coinBudget: number | null;
  /** the player's reputation; null = unknown (gates ignored) */
  reputation: number | null;
  /** coins one $PIXEL is worth, to compare both rewards */
  pixelToCoins: number;
}

const EPSILON = 1e-9;

export function evaluateTask(task: BoardTask, params: TaskPlanParams): TaskEvaluation {
  const cost = task.amount * task.unitCost;
  const value = task.rewardCoins + task.rewardPixel * params.pixelToCoins;
  const profit = value - cost;
  const minutes = task.amount * task.minutesPerUnit;
  const eligible = params.reputation === null || task.minReputation === undefined || params.reputation >= task.minReputation;
  return {
    id: task.id,
    cost,
    value,
    profit,
    minutes,
    profitPerCost: cost > 0 ? profit / cost : null,
    profitPerMinute: minutes > 0 ? profit / minutes : null,
    eligible,
  };
}

interface Candidate {
  index: number;
  profit: number;
  exp: number;
  minutes: number;
  cost: number;
}

/** A partial plan of the dynamic programme: what it uses, what it earns, and how it was built. */
interface State {
  minutes: number;
  cost: number;
  profit: number;
  exp: number;
  /** candidate added last, and the state it was added to (null: the empty plan) */
  added: number;
  previous: State | null;
}

/**
 * Most partial plans kept after one task. The dynamic programme below keeps only plans that no
 * other plan beats on both budgets and on (profit, EXP); a board with many identical tasks keeps
 * at most one plan per count, so real boards stay far below this. Beyond it the plan is refused
 * (TaskPlanTooComplexError) instead of holding the CPU: the work is bounded by
 * MAX_TASKS × MAX_PLAN_STATES × log(MAX_PLAN_STATES) whatever the input.
 */
const MAX_PLAN_STATES = 20_000;

/**
 * The board has more incomparable plans than MAX_PLAN_STATES: no exact answer within the bound.
 * A TooComplexError, so the CPU pool answers it with 422 TOO_COMPLEX.
 */
export class TaskPlanTooComplexError extends TooComplexError {
  constructor() {
    super(`task plan needs more than ${MAX_PLAN_STATES} partial plans`);
  }
}

/** (profit, exp) compared lexicographically: more profit first, then more EXP. */
const better = (p1: number, e1: number, p2: number, e2: number) => p1 > p2 + EPSILON || (Math.abs(p1 - p2) <= EPSILON && e1 > e2 + EPSILON);

/**
 * Drops every plan that another plan dominates: no more minutes, no more coins and at least as
 * much (profit, EXP). Sorted best value first, a plan is dominated exactly when an earlier one
 * uses no more of both budgets: a Fenwick tree over the minutes' ranks answers "the fewest coins
 * among earlier plans with no more minutes" in O(log n). Equal plans keep the first.
 */
function paretoFront(states: State[]): State[] {
  states.sort((a, b) => b.profit - a.profit || b.exp - a.exp || a.minutes - b.minutes || a.cost - b.cost);
  const minutes = [...new Set(states.map((s) => s.minutes))].sort((a, b) => a - b);
  const rank = new Map(minutes.map((m, i) => [m, i + 1]));
  const fewestCoins = new Float64Array(minutes.length + 1).fill(Infinity);
  const kept: State[] = [];
  for (const state of states) {
    const r = rank.get(state.minutes)!;
    let coins = Infinity;
    for (let i = r; i > 0; i -= i & -i) coins = Math.min(coins, fewestCoins[i]!);
    if (coins <= state.cost) continue;
    kept.push(state);
    for (let i = r; i <= minutes.length; i += i & -i) fewestCoins[i] = Math.min(fewestCoins[i]!, state.cost);
  }
  return kept;
}

/**
 * Chooses the tasks that make the most profit within the time and coin budgets (ties: the most
 * EXP). Exact: a 0/1 knapsack with two capacities solved by dynamic programming over the budgets
 * used — after each task only the non-dominated partial plans are kept (see paretoFront), and a
 * plan that cannot reach the best profit found even with every remaining task is dropped.
 * Tasks that lose coins, or that the player's reputation does not reach, are never chosen.
 * Throws TaskPlanTooComplexError past MAX_PLAN_STATES.
 */
export function planTasks(tasks: readonly BoardTask[], params: TaskPlanParams): TaskPlan {
  const evaluations = tasks.map((task) => evaluateTask(task, params));
  const coinBudget = params.coinBudget ?? Infinity;
  const candidates: Candidate[] = evaluations
    .map((e, index) => ({ index, profit: e.profit, exp: tasks[index]!.exp, minutes: e.minutes, cost: e.cost, eligible: e.eligible }))
    .filter((c) => c.eligible && c.profit >= -EPSILON && c.minutes <= params.timeBudgetMinutes && c.cost <= coinBudget)
    .sort((a, b) => b.profit - a.profit || b.exp - a.exp);

  // what the tasks after i can still add, at most (ignoring both budgets)
  const restProfit = new Array<number>(candidates.length + 1).fill(0);
  for (let i = candidates.length - 1; i >= 0; i--) restProfit[i] = restProfit[i + 1]! + Math.max(0, candidates[i]!.profit);

  let states: State[] = [{ minutes: 0, cost: 0, profit: 0, exp: 0, added: -1, previous: null }];
  for (const [i, c] of candidates.entries()) {
    const next = [...states];
    for (const s of states) {
      if (s.minutes + c.minutes <= params.timeBudgetMinutes + EPSILON && s.cost + c.cost <= coinBudget + EPSILON) {
        next.push({ minutes: s.minutes + c.minutes, cost: s.cost + c.cost, profit: s.profit + c.profit, exp: s.exp + c.exp, added: c.index, previous: s });
      }
    }
    const front = paretoFront(next);
    const bestProfit = front[0]!.profit; // sorted best first; every plan kept fits both budgets
    states = front.filter((s) => s.profit + restProfit[i + 1]! >= bestProfit - EPSILON);
    if (states.length > MAX_PLAN_STATES) throw new TaskPlanTooComplexError();
  }

  let best = states[0]!;
  for (const s of states) if (better(s.profit, s.exp, best.profit, best.exp)) best = s;
  const picked: number[] = [];
  for (let s: State | null = best; s && s.added >= 0; s = s.previous) picked.push(s.added);
  picked.sort((a, b) => a - b);
  const sum = (f: (i: number) => number) => picked.reduce((s, i) => s + f(i), 0);
  return {
    evaluations,
    selected: picked.map((i) => tasks[i]!.id),
    totalProfit: sum((i) => evaluations[i]!.profit),
    totalCost: sum((i) => evaluations[i]!.cost),
    totalMinutes: sum((i) => evaluations[i]!.minutes),
    totalExp: sum((i) => tasks[i]!.exp),
  };
}
