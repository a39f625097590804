/** A task on the Pixels task board, with the player's own estimates of cost and time. */
export interface BoardTask {
  id: string;
  item: string;
  amount: number;
  rewardCoins: number;
  rewardPixel: number;
  exp: number;
  /** coins one unit of the item costs to buy or make */
  unitCost: number;
  /** minutes to get one unit of the item */
  minutesPerUnit: number;
  /** reputation the task needs, when it has a gate */
  minReputation?: number;
}

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

export interface TaskEvaluation {
  id: string;
  cost: number;
  value: number;
  profit: number;
  minutes: number;
  /** profit per coin of item cost; null for free items */
  profitPerCost: number | null;
  /** profit per minute; null for instant tasks */
  profitPerMinute: number | null;
  eligible: boolean;
}

export interface TaskPlan {
  evaluations: TaskEvaluation[];
  /** ids of the chosen tasks, in board order */
  selected: string[];
  totalProfit: number;
  totalCost: number;
  totalMinutes: number;
  totalExp: number;
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

/** (profit, exp) compared lexicographically: more profit first, then more EXP. */
const better = (p1: number, e1: number, p2: number, e2: number) => p1 > p2 + EPSILON || (Math.abs(p1 - p2) <= EPSILON && e1 > e2 + EPSILON);

/**
 * Chooses the tasks that make the most profit within the time and coin
 * budgets (ties: the most EXP). Exact: a 0/1 knapsack with two capacities,
 * solved by depth-first search with bounds; a task board holds a handful of
 * tasks, and the schema caps a plan at 40. Tasks that lose coins, or that the
 * player's reputation does not reach, are never chosen.
 */
export function planTasks(tasks: readonly BoardTask[], params: TaskPlanParams): TaskPlan {
  const evaluations = tasks.map((task) => evaluateTask(task, params));
  const coinBudget = params.coinBudget ?? Infinity;
  const candidates: Candidate[] = evaluations
    .map((e, index) => ({ index, profit: e.profit, exp: tasks[index]!.exp, minutes: e.minutes, cost: e.cost, eligible: e.eligible }))
    .filter((c) => c.eligible && c.profit >= -EPSILON && c.minutes <= params.timeBudgetMinutes && c.cost <= coinBudget)
    .sort((a, b) => b.profit - a.profit || b.exp - a.exp);

  // suffix sums bound what the rest can still add
  const restProfit = new Array<number>(candidates.length + 1).fill(0);
  const restExp = new Array<number>(candidates.length + 1).fill(0);
  for (let i = candidates.length - 1; i >= 0; i--) {
    restProfit[i] = restProfit[i + 1]! + Math.max(0, candidates[i]!.profit);
    restExp[i] = restExp[i + 1]! + candidates[i]!.exp;
  }

  let best = { profit: 0, exp: 0, chosen: [] as number[] };
  const chosen: number[] = [];
  const search = (i: number, profit: number, exp: number, minutes: number, cost: number) => {
    if (better(profit, exp, best.profit, best.exp)) best = { profit, exp, chosen: [...chosen] };
    if (i === candidates.length) return;
    if (!better(profit + restProfit[i]!, exp + restExp[i]!, best.profit, best.exp)) return;
    const c = candidates[i]!;
    if (minutes + c.minutes <= params.timeBudgetMinutes + EPSILON && cost + c.cost <= coinBudget + EPSILON) {
      chosen.push(c.index);
      search(i + 1, profit + c.profit, exp + c.exp, minutes + c.minutes, cost + c.cost);
      chosen.pop();
    }
    search(i + 1, profit, exp, minutes, cost);
  };
  search(0, 0, 0, 0, 0);

  const picked = [...best.chosen].sort((a, b) => a - b);
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
