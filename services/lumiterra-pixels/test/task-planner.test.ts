import { describe, expect, it } from 'vitest';
import { MAX_TASKS, type BoardTask } from '@criadero/api-contracts/lumiterra-pixels';
import { TaskPlanTooComplexError, evaluateTask, planTasks, type TaskPlanParams } from '../src/planners/task-planner';

const task = (id: string, over: Partial<BoardTask>): BoardTask => ({
  id,
  item: id,
  amount: 1,
  rewardCoins: 0,
  rewardPixel: 0,
  exp: 0,
  unitCost: 0,
  minutesPerUnit: 0,
  ...over,
});
const params = (over: Partial<TaskPlanParams> = {}): TaskPlanParams => ({ timeBudgetMinutes: 60, coinBudget: null, reputation: null, pixelToCoins: 100, ...over });

/** Every subset: best profit, then best EXP among the most profitable. */
function bruteForce(tasks: BoardTask[], p: TaskPlanParams) {
  let best = { profit: 0, exp: 0 };
  for (let mask = 0; mask < 1 << tasks.length; mask++) {
    let profit = 0, exp = 0, minutes = 0, cost = 0, ok = true;
    tasks.forEach((t, i) => {
      if (!(mask & (1 << i))) return;
      const e = evaluateTask(t, p);
      if (!e.eligible || e.profit < 0) ok = false;
      profit += e.profit; exp += t.exp; minutes += e.minutes; cost += e.cost;
    });
    if (!ok || minutes > p.timeBudgetMinutes + 1e-9 || cost > (p.coinBudget ?? Infinity) + 1e-9) continue;
    if (profit > best.profit + 1e-9 || (Math.abs(profit - best.profit) <= 1e-9 && exp > best.exp + 1e-9)) best = { profit, exp };
  }
  return best;
}

describe('evaluateTask', () => {
  it('values coins and $PIXEL, and measures profit per cost and per minute', () => {
    const e = evaluateTask(task('a', { amount: 20, rewardCoins: 610, rewardPixel: 1, unitCost: 22, minutesPerUnit: 1.5 }), params());
    // value 610 + 1×100 = 710; cost 20×22 = 440; profit 270; 30 minutes
    expect(e).toEqual({ id: 'a', cost: 440, value: 710, profit: 270, minutes: 30, profitPerCost: 270 / 440, profitPerMinute: 9, eligible: true });
    expect(evaluateTask(task('free', { rewardCoins: 5 }), params())).toMatchObject({ profitPerCost: null, profitPerMinute: null });
  });

  it('applies reputation gates only when the reputation is known', () => {
    const gated = task('g', { minReputation: 1500 });
    expect(evaluateTask(gated, params({ reputation: 1000 })).eligible).toBe(false);
    expect(evaluateTask(gated, params({ reputation: 1500 })).eligible).toBe(true);
    expect(evaluateTask(gated, params({ reputation: null })).eligible).toBe(true);
  });
});

describe('planTasks', () => {
  // A: profit 100 in 30 min; B: 80 in 20; C: 70 in 20
  const board = [
    task('A', { rewardCoins: 100, minutesPerUnit: 30, exp: 10 }),
    task('B', { rewardCoins: 80, minutesPerUnit: 20, exp: 10 }),
    task('C', { rewardCoins: 70, minutesPerUnit: 20, exp: 10 }),
  ];

  it('matches hand-computed plans', () => {
    // 40 minutes: B+C = 150 beats A = 100
    expect(planTasks(board, params({ timeBudgetMinutes: 40 }))).toMatchObject({ selected: ['B', 'C'], totalProfit: 150, totalMinutes: 40, totalExp: 20 });
    // 50 minutes: A+B = 180
    expect(planTasks(board, params({ timeBudgetMinutes: 50 }))).toMatchObject({ selected: ['A', 'B'], totalProfit: 180 });
    // 10 minutes: nothing fits
    expect(planTasks(board, params({ timeBudgetMinutes: 10 }))).toMatchObject({ selected: [], totalProfit: 0 });
  });

  it('respects the coin budget and skips losing or gated tasks', () => {
    const tasks = [
      task('buy', { rewardCoins: 300, amount: 10, unitCost: 20 }), // profit 100, costs 200
      task('cheap', { rewardCoins: 60, amount: 2, unitCost: 5 }), // profit 50, costs 10
      task('loss', { rewardCoins: 10, amount: 5, unitCost: 5 }), // profit -15
      task('gated', { rewardPixel: 5, minReputation: 1500 }), // profit 500 but needs 1500
    ];
    const plan = planTasks(tasks, params({ coinBudget: 100, reputation: 900 }));
    expect(plan.selected).toEqual(['cheap']);
    expect(plan.totalCost).toBe(10);
    expect(planTasks(tasks, params({ coinBudget: null, reputation: 2000 })).selected).toEqual(['buy', 'cheap', 'gated']);
  });

  it('breaks profit ties by EXP', () => {
    const tasks = [task('x', { rewardCoins: 50, minutesPerUnit: 10, exp: 5 }), task('y', { rewardCoins: 50, minutesPerUnit: 10, exp: 40 })];
    expect(planTasks(tasks, params({ timeBudgetMinutes: 10 })).selected).toEqual(['y']);
  });

  it('equals brute force on small random boards, repeated tasks included', () => {
    let seed = 99;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 300; round++) {
      const tasks = Array.from({ length: 1 + rand(9) }, (_, i) =>
        task(`t${i}`, {
          amount: 1 + rand(20),
          rewardCoins: rand(600),
          rewardPixel: rand(4) === 0 ? rand(5) : 0,
          exp: rand(200),
          unitCost: rand(30),
          minutesPerUnit: rand(5) / 2,
          minReputation: rand(3) === 0 ? 1500 : undefined,
        }),
      );
      // copies of one task (new ids): the shape of the board that made the old search exponential
      for (let copies = rand(4); copies > 0 && tasks.length < 12; copies--) tasks.push({ ...tasks[rand(tasks.length)]!, id: `copy${tasks.length}` });
      const p = params({ timeBudgetMinutes: rand(120), coinBudget: rand(2) ? null : rand(800), reputation: rand(2) ? null : rand(3000) });
      const plan = planTasks(tasks, p);
      const expected = bruteForce(tasks, p);
      expect(plan.totalProfit).toBeCloseTo(expected.profit, 6);
      expect(plan.totalExp).toBeCloseTo(expected.exp, 6);
      expect(plan.totalMinutes).toBeLessThanOrEqual(p.timeBudgetMinutes + 1e-9);
      if (p.coinBudget !== null) expect(plan.totalCost).toBeLessThanOrEqual(p.coinBudget + 1e-9);
    }
  });

  it('plans the worst board the schema allows: 40 identical tasks at the limits, 20 of them fit', () => {
    // the old depth-first search tried every 20-of-40 subset (the request ran for minutes)
    const same = Array.from({ length: MAX_TASKS }, (_, i) => task(`t${i}`, { amount: 100_000, rewardCoins: 1e9, rewardPixel: 1e9, exp: 1e9, unitCost: 0.0001, minutesPerUnit: 0.005 }));
    const plan = planTasks(same, params({ timeBudgetMinutes: 10_080, coinBudget: 1e9, pixelToCoins: 1e9 }));
    expect(plan.selected).toHaveLength(20); // 500 minutes each
    expect(plan.totalMinutes).toBeCloseTo(20 * 500, 6);
    expect(plan.totalExp).toBe(20 * 1e9);
    expect(plan.totalProfit / (20 * (1e9 + 1e18 - 10))).toBeCloseTo(1, 12);
  });

  it('takes as many identical tasks as the tighter budget allows', () => {
    const same = Array.from({ length: MAX_TASKS }, (_, i) => task(`t${i}`, { rewardCoins: 100, exp: 3, unitCost: 10, minutesPerUnit: 7 }));
    // time fits 10080 / 7 = 1440 of them (all 40); coins fit 95 / 10 = 9
    const plan = planTasks(same, params({ timeBudgetMinutes: 10_080, coinBudget: 95 }));
    expect(plan).toMatchObject({ totalProfit: 9 * 90, totalCost: 90, totalMinutes: 63, totalExp: 27 });
    expect(plan.selected).toHaveLength(9);
  });

  it('refuses, instead of running unbounded, a board whose plans are all incomparable', () => {
    // profit, minutes and coins rise together and every sum differs: no plan dominates another
    const tasks = Array.from({ length: MAX_TASKS }, (_, i) => {
      const size = 100 + ((i * i) % 97) + i / 1000;
      return task(`t${i}`, { rewardCoins: 2 * size, unitCost: size, minutesPerUnit: size, exp: 40 - i });
    });
    expect(() => planTasks(tasks, params({ timeBudgetMinutes: 5000, coinBudget: 1e9, pixelToCoins: 1 }))).toThrow(TaskPlanTooComplexError);
  });
});
