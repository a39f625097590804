import { nextDailyReset } from './clock';
import type { Task } from './tasks';

/**
 * Where the player's board lives in this browser. The version is part of the key: a change of the
 * stored shape takes a new key, and whatever an older page left under the old one is never read.
 */
export const BOARD_STORAGE_KEY = 'lumiterraPixels.taskboard.v1';

/** The board the page keeps across reloads: the (edited) tasks and when each was marked done (ms). */
export interface BoardState {
  tasks: Task[];
  done: Record<string, number>;
}

/** More than any board holds (the planner takes 40): anything longer is not something this page wrote. */
const MAX_STORED_TASKS = 200;
const TASK_ID = /^[A-Za-z0-9_-]{1,40}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * One stored task, rebuilt field by field (unknown fields are dropped: the planner refuses them),
 * or null when it is not one. Values are checked for type only: the planner's own limits apply
 * when the player plans, and a value being typed must survive a reload.
 */
function parseTask(value: unknown): Task | null {
  if (!isRecord(value)) return null;
  const { id, item, amount, rewardCoins, rewardPixel, exp, unitCost, minutesPerUnit, minReputation } = value;
  if (typeof id !== 'string' || !TASK_ID.test(id) || typeof item !== 'string') return null;
  if (![amount, rewardCoins, rewardPixel, exp, unitCost, minutesPerUnit].every(isNumber)) return null;
  if (minReputation !== undefined && !isNumber(minReputation)) return null;
  const task: Task = {
    id,
    item,
    amount: amount as number,
    rewardCoins: rewardCoins as number,
    rewardPixel: rewardPixel as number,
    exp: exp as number,
    unitCost: unitCost as number,
    minutesPerUnit: minutesPerUnit as number,
  };
  if (minReputation !== undefined) task.minReputation = minReputation;
  return task;
}

/**
 * A stored board, or null when it is not one this version wrote (wrong version, wrong shape, a
 * malformed task, repeated ids): the page then starts from the sample board. Done marks of tasks
 * no longer on the board, or that are not times, are dropped.
 */
export function parseBoard(value: unknown): BoardState | null {
  if (!isRecord(value) || value.version !== 1 || !Array.isArray(value.tasks) || !isRecord(value.done)) return null;
  if (value.tasks.length > MAX_STORED_TASKS) return null;
  const tasks: Task[] = [];
  for (const raw of value.tasks) {
    const task = parseTask(raw);
    if (!task || tasks.some((t) => t.id === task.id)) return null;
    tasks.push(task);
  }
  const done: Record<string, number> = {};
  for (const [id, at] of Object.entries(value.done)) {
    if (isNumber(at) && tasks.some((t) => t.id === id)) done[id] = at;
  }
  return { tasks, done };
}

/**
 * The done marks still standing at `now`: a mark lasts until the first daily reset after it was
 * made (the board renews then). Returns `done` itself when none expired.
 */
export function liveDoneMarks(done: Record<string, number>, now: number, resetHourUtc: number): Record<string, number> {
  const live = Object.entries(done).filter(([, at]) => nextDailyReset(at, resetHourUtc) > now);
  return live.length === Object.keys(done).length ? done : Object.fromEntries(live);
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The stored board with the marks a daily reset cleared since removed; null when there is none or it is not valid. */
export function readBoard(storage: ReadableStorage | null, now: number, resetHourUtc: number): BoardState | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(BOARD_STORAGE_KEY);
    if (raw === null) return null;
    const board = parseBoard(JSON.parse(raw));
    return board && { tasks: board.tasks, done: liveDoneMarks(board.done, now, resetHourUtc) };
  } catch {
    // unparsable JSON, or storage that throws on access
    return null;
  }
}

export function writeBoard(storage: WritableStorage | null, board: BoardState): void {
  if (!storage) return;
  try {
    storage.setItem(BOARD_STORAGE_KEY, JSON.stringify({ version: 1, tasks: board.tasks, done: board.done }));
  } catch {
    // storage full or disabled: the board keeps working for this visit
  }
}

/** The browser's localStorage, or null where there is none or reading it is refused (privacy settings, sandboxed frames). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
