import { BOARD_STORAGE_KEY, liveDoneMarks, parseBoard, readBoard, writeBoard, type BoardState } from '../board-storage';
import type { Task } from '../tasks';

const task = (id: string, over: Partial<Task> = {}): Task => ({ id, item: 'Popberry', amount: 40, rewardCoins: 520, rewardPixel: 0, exp: 120, unitCost: 9, minutesPerUnit: 0.5, ...over });
const at = (iso: string) => Date.parse(iso);

/** A Storage over a plain map: what the page reads and writes, without a browser. */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('liveDoneMarks: the daily reset clears done marks', () => {
  const done = { t1: at('2026-11-22T08:15:00Z'), t2: at('2026-11-22T23:59:59Z'), t3: at('2026-11-23T00:00:00Z') };

  it('keeps every mark until the 00:00 UTC that follows it', () => {
    expect(liveDoneMarks(done, at('2026-11-22T23:59:59.999Z'), 0)).toBe(done);
  });

  it('drops the marks made before the reset, keeps one made at or after it', () => {
    expect(liveDoneMarks(done, at('2026-11-23T00:00:00Z'), 0)).toEqual({ t3: done.t3 });
    expect(liveDoneMarks(done, at('2026-11-23T00:00:01Z'), 0)).toEqual({ t3: done.t3 });
    // a day later, that one too
    expect(liveDoneMarks(done, at('2026-11-24T00:00:00Z'), 0)).toEqual({});
  });

  it('honours a configured reset hour', () => {
    expect(liveDoneMarks({ t1: at('2026-11-22T08:15:00Z') }, at('2026-11-22T08:59:59Z'), 9)).toEqual({ t1: at('2026-11-22T08:15:00Z') });
    expect(liveDoneMarks({ t1: at('2026-11-22T08:15:00Z') }, at('2026-11-22T09:00:00Z'), 9)).toEqual({});
  });
});

describe('board storage', () => {
  const board: BoardState = { tasks: [task('t1'), task('t2', { item: '', minReputation: 1500 })], done: { t1: at('2026-11-22T08:15:00Z') } };

  it('writes under a versioned key and reads the same board back', () => {
    const storage = memoryStorage();
    writeBoard(storage, board);
    expect([...storage.map.keys()]).toEqual([BOARD_STORAGE_KEY]);
    expect(BOARD_STORAGE_KEY).toMatch(/\.v1$/);
    expect(JSON.parse(storage.map.get(BOARD_STORAGE_KEY)!)).toMatchObject({ version: 1 });
    expect(readBoard(storage, at('2026-11-22T09:00:00Z'), 0)).toEqual(board);
  });

  it('reading after a daily reset drops the marks made before it, keeps the tasks', () => {
    const storage = memoryStorage();
    writeBoard(storage, board);
    expect(readBoard(storage, at('2026-11-23T00:00:00Z'), 0)).toEqual({ tasks: board.tasks, done: {} });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{tasks:'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['another version', JSON.stringify({ version: 2, tasks: [], done: {} })],
    ['no version', JSON.stringify({ tasks: [], done: {} })],
    ['tasks not a list', JSON.stringify({ version: 1, tasks: {}, done: {} })],
    ['done not an object', JSON.stringify({ version: 1, tasks: [], done: [] })],
    ['a task without an id', JSON.stringify({ version: 1, tasks: [{ ...task('t1'), id: undefined }], done: {} })],
    ['a task id the planner refuses', JSON.stringify({ version: 1, tasks: [task('t 1')], done: {} })],
    ['a number as text', JSON.stringify({ version: 1, tasks: [{ ...task('t1'), amount: '40' }], done: {} })],
    ['a missing number (NaN is stored as null)', JSON.stringify({ version: 1, tasks: [{ ...task('t1'), unitCost: NaN }], done: {} })],
    ['a reputation that is not a number', JSON.stringify({ version: 1, tasks: [{ ...task('t1'), minReputation: 'x' }], done: {} })],
    ['repeated task ids', JSON.stringify({ version: 1, tasks: [task('t1'), task('t1')], done: {} })],
    ['a task that is not an object', JSON.stringify({ version: 1, tasks: [42], done: {} })],
  ])('ignores %s: no board, no exception', (_label, raw) => {
    const storage = memoryStorage(raw === null ? {} : { [BOARD_STORAGE_KEY]: raw });
    expect(readBoard(storage, at('2026-11-22T09:00:00Z'), 0)).toBeNull();
  });

  it('ignores what an older shape left under another key', () => {
    const storage = memoryStorage({ 'lumiterraPixels.taskboard': JSON.stringify({ version: 1, tasks: [task('t1')], done: {} }) });
    expect(readBoard(storage, at('2026-11-22T09:00:00Z'), 0)).toBeNull();
  });

  it('drops unknown task fields (the planner refuses them) and done marks that are not times or whose task is gone', () => {
    expect(
      parseBoard({ version: 1, tasks: [{ ...task('t1'), colour: 'red' }], done: { t1: 5, gone: 6, t2: 'soon' } }),
    ).toEqual({ tasks: [task('t1')], done: { t1: 5 } });
  });

  it('survives storage that throws (disabled, full) and no storage at all', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readBoard(throwing, 0, 0)).toBeNull();
    expect(() => writeBoard(throwing, board)).not.toThrow();
    expect(readBoard(null, 0, 0)).toBeNull();
    expect(() => writeBoard(null, board)).not.toThrow();
  });
});
