import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useErrorText } from '@criadero/ui';
import type { TaskBoardResponse, TaskPlanResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { postJson } from '@criadero/session/api';
import { useInvalidFields } from '../../components/form';
import { browserStorage, liveDoneMarks, readBoard, writeBoard } from './board-storage';
import { nextDailyReset } from './clock';
import { blankTask, type Task } from './tasks';

export const toNumber = (value: number | '') => (value === '' ? 0 : value);

/**
 * The task board's state: the tasks and their done marks (kept in this browser, else the sample
 * board), the planner's budgets, the daily reset and the plan the service answers.
 */
export function useTaskBoard(data: TaskBoardResponse | null) {
  const errorText = useErrorText();
  const [tasks, setTasks] = useState<Task[]>([]);
  const [timeBudget, setTimeBudget] = useState<number | ''>(60);
  const [coinBudget, setCoinBudget] = useState<number | ''>('');
  const [reputation, setReputation] = useState<number | ''>('');
  const [pixelToCoins, setPixelToCoins] = useState<number | ''>('');
  const [done, setDone] = useState<Record<string, number>>({});
  const [plan, setPlan] = useState<TaskPlanResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { invalid, report, forget } = useInvalidFields();
  const [now, setNow] = useState(() => Date.now());
  // the board came from storage (or the sample): from then on every change is written back
  const [restored, setRestored] = useState(false);

  // the board the player left in this browser, else the sample board
  useEffect(() => {
    if (!data) return;
    const stored = readBoard(browserStorage(), Date.now(), data.rules.dailyResetUtcHour);
    setTasks(stored?.tasks ?? data.sample.tasks);
    setDone(stored?.done ?? {});
    setPixelToCoins(data.sample.pixelToCoins);
    setRestored(true);
  }, [data]);

  useEffect(() => {
    if (restored) writeBoard(browserStorage(), { tasks, done });
  }, [restored, tasks, done]);

  // re-aim the reset countdown when a day rolls over
  const resetAt = useMemo(() => (data ? nextDailyReset(now, data.rules.dailyResetUtcHour) : null), [data, now]);
  useEffect(() => {
    if (resetAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(1000, resetAt - Date.now() + 1000));
    return () => clearTimeout(timer);
  }, [resetAt]);
  // the daily reset renews the board: the done marks made before it go
  const resetHour = data?.rules.dailyResetUtcHour;
  useEffect(() => {
    if (resetHour !== undefined) setDone((marks) => liveDoneMarks(marks, now, resetHour));
  }, [now, resetHour]);

  const updateTask = (id: string, patch: Partial<Task>) => setTasks((list) => list.map((t) => (t.id === id ? { ...t, ...patch } : t)));
  const removeTask = (id: string) => {
    setTasks((list) => list.filter((t) => t.id !== id));
    forget(`${id}:`); // its boxes are gone, and with them their problems
    setDone(({ [id]: _removed, ...rest }) => rest);
  };
  const restoreSample = () => {
    if (!data) return;
    setTasks(data.sample.tasks);
    setDone({});
    setPlan(null);
  };

  const onPlan = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      const response = await postJson<TaskPlanResponse>(
        '/api/pixels/taskboard/plan',
        {
          tasks,
          timeBudgetMinutes: toNumber(timeBudget),
          coinBudget: coinBudget === '' ? null : coinBudget,
          reputation: reputation === '' ? null : reputation,
          pixelToCoins: toNumber(pixelToCoins),
        },
      );
      setPlan(response);
    } catch (failure) {
      setPlan(null); // a refused form has no answer: the previous one would mislead
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  // while a box is wrong there is no answer on screen, not the one for the previous numbers
  const shown = invalid ? null : plan;
  const chosen = new Set(shown?.selected ?? []);
  const evaluation = (id: string) => shown?.evaluations.find((e) => e.id === id);

  const addTask = () => setTasks((list) => [...list, blankTask(list)]);
  const markDone = (id: string) => setDone((d) => ({ ...d, [id]: Date.now() }));
  const budgets = { timeBudget, setTimeBudget, coinBudget, setCoinBudget, reputation, setReputation, pixelToCoins, setPixelToCoins };

  return { tasks, done, budgets, busy, error, invalid, report, resetAt, shown, chosen, evaluation, updateTask, removeTask, restoreSample, addTask, markDone, onPlan };
}

export type TaskBoard = ReturnType<typeof useTaskBoard>;
