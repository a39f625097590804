import type { TaskPlanRequest } from '@criadero/api-contracts/lumiterra-pixels';

export type Task = TaskPlanRequest['tasks'][number];

/** A new blank task with an id unique on the board. */
export function blankTask(existing: readonly Task[]): Task {
  let n = existing.length + 1;
  while (existing.some((t) => t.id === `t${n}`)) n++;
  return { id: `t${n}`, item: '', amount: 1, rewardCoins: 0, rewardPixel: 0, exp: 0, unitCost: 0, minutesPerUnit: 0 };
}
