import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskBoardResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';
import { BOARD_STORAGE_KEY } from '../board-storage';
import TaskBoardPage from '../TaskBoardPage';

const es = messages.es;

const BOARD: TaskBoardResponse = {
  asOf: '2026-11-22',
  rules: { newTaskDelayMinutes: 5, dailyResetUtcHour: 0, source: 'test' },
  reputationGates: { source: 'test', gates: [{ id: 'withdraw', reputation: 1500 }] },
  sample: {
    note: 'Sample board',
    pixelToCoins: 100,
    tasks: [
      { id: 't1', item: 'Popberry', amount: 40, rewardCoins: 520, rewardPixel: 0, exp: 120, unitCost: 9, minutesPerUnit: 0.5 },
      { id: 't2', item: 'Plank', amount: 20, rewardCoins: 610, rewardPixel: 0, exp: 150, unitCost: 22, minutesPerUnit: 1.5 },
    ],
  },
};

// The fake API (MSW) stands for the service here (the browser test runs the real one).
function stubApi() {
  apiServer.use(http.get('/api/pixels/taskboard', () => HttpResponse.json(BOARD)));
}

/** Opens the page as a reload would: a fresh React tree over the same localStorage. */
async function openPage() {
  cleanup();
  renderTool(<TaskBoardPage />, { messages });
  await screen.findByTestId('task-t1');
}

const stored = () => JSON.parse(localStorage.getItem(BOARD_STORAGE_KEY)!) as { version: number; tasks: Array<{ id: string; item: string }>; done: Record<string, number> };
const markDone = (id: string) => fireEvent.click(within(screen.getByTestId(`task-${id}`)).getByRole('button', { name: es['lumiterraPixels.taskboard.markDone'] }));
const itemField = (id: string) => within(screen.getByTestId(`task-${id}`)).getByLabelText(es['lumiterraPixels.taskboard.item']!) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  stubApi();
  // the clock is the test's (it also moves with real time, a few ms here, so the fetch and effects settle)
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-22T23:50:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TaskBoardPage keeps the board across reloads', () => {
  it('keeps done marks with their timers and edited tasks after a reload', async () => {
    await openPage();
    const markedAt = Date.now();
    markDone('t1');
    fireEvent.change(itemField('t2'), { target: { value: 'Tablones' } });
    expect(screen.getByTestId('task-t1-next').textContent).toMatch(/0d 0h 5m 0s$/);
    expect(stored().version).toBe(1);
    expect(stored().done.t1).toBeGreaterThanOrEqual(markedAt);
    expect(stored().done.t1).toBeLessThan(markedAt + 1000);

    vi.setSystemTime(markedAt + 2 * 60_000);
    await openPage();
    // the timer counts from when the task was marked, not from the reload
    expect(screen.getByTestId('task-t1-next').textContent).toMatch(/0d 0h (3m 0s|2m 59s)$/);
    expect(itemField('t2').value).toBe('Tablones');
    expect(screen.queryByTestId('task-t2-next')).not.toBeInTheDocument();
  });

  it('clears the done marks at the daily reset (00:00 UTC) while the page is open', async () => {
    await openPage();
    markDone('t1');
    await act(async () => {
      vi.advanceTimersByTime(9 * 60_000); // 23:59
    });
    expect(screen.getByTestId('task-t1-next')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(61_000 + 1000); // past 00:00:01, when the page re-aims its reset countdown
    });
    expect(screen.queryByTestId('task-t1-next')).not.toBeInTheDocument();
    expect(stored().done).toEqual({});
    // the tasks themselves stay
    expect(stored().tasks.map((t) => t.id)).toEqual(['t1', 't2']);
  });

  it('drops done marks a reset passed while the page was closed', async () => {
    await openPage();
    markDone('t1');
    fireEvent.change(itemField('t1'), { target: { value: 'Popberry x2' } });
    vi.setSystemTime(new Date('2026-11-23T00:05:00Z'));
    await openPage();
    expect(screen.queryByTestId('task-t1-next')).not.toBeInTheDocument();
    expect(itemField('t1').value).toBe('Popberry x2');
  });

  it('starts from the sample board when what is stored is not a board, and writes a good one over it', async () => {
    localStorage.setItem(BOARD_STORAGE_KEY, '{"version":1,"tasks":[{"id":"t1"}],"done":{}}');
    await openPage();
    expect(itemField('t1').value).toBe('Popberry');
    await waitFor(() => expect(stored().tasks).toEqual(BOARD.sample.tasks));
  });

  it('removing a task drops its done mark; "back to the sample board" restores the sample and clears the marks', async () => {
    await openPage();
    markDone('t1');
    markDone('t2');
    fireEvent.click(within(screen.getByTestId('task-t2')).getByRole('button', { name: es['lumiterraPixels.taskboard.remove'] }));
    expect(Object.keys(stored().done)).toEqual(['t1']);
    fireEvent.change(itemField('t1'), { target: { value: 'Otra' } });
    fireEvent.click(screen.getByRole('button', { name: es['lumiterraPixels.taskboard.restoreSample'] }));
    expect(itemField('t1').value).toBe('Popberry');
    expect(screen.getByTestId('task-t2')).toBeInTheDocument();
    expect(stored()).toMatchObject({ tasks: BOARD.sample.tasks, done: {} });
  });
});

describe('TaskBoardPage with a wrong number', () => {
  it('reports it under the box, blocks the plan and leaves no stale result on screen', async () => {
    const plans: unknown[] = [];
    apiServer.use(
      http.post('/api/pixels/taskboard/plan', async ({ request }) => {
        plans.push(await request.json());
        return HttpResponse.json({ selected: ['t1'], evaluations: [], gates: [], totalProfit: 100, totalMinutes: 20, totalCost: 360, totalExp: 120 });
      }),
    );
    await openPage();
    const planButton = screen.getByRole('button', { name: es['lumiterraPixels.taskboard.plan'] }) as HTMLButtonElement;
    await act(async () => fireEvent.click(planButton));
    await screen.findByTestId('taskboard-plan');

    const amount = within(screen.getByTestId('task-t1')).getByLabelText(es['lumiterraPixels.taskboard.amount']!) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '-5' } });
    expect(amount.value).toBe('-5'); // not turned into 1 behind the player's back
    expect(within(screen.getByTestId('task-t1')).getByRole('alert').textContent).toBe('El mínimo es 1');
    expect(screen.queryByTestId('taskboard-plan')).not.toBeInTheDocument();
    expect(screen.getByTestId('taskboard-invalid').textContent).toBe(es['lumiterraPixels.form.invalid']);
    expect(planButton).toBeDisabled();

    const budget = screen.getByLabelText(es['lumiterraPixels.taskboard.timeBudget']!) as HTMLInputElement;
    fireEvent.change(budget, { target: { value: '100000' } });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('El máximo es 10.080');
    fireEvent.change(budget, { target: { value: '90' } });
    fireEvent.change(amount, { target: { value: '30' } });
    expect(planButton).toBeEnabled();
    await act(async () => fireEvent.click(planButton));
    expect(plans).toHaveLength(2);
    expect(plans[1]).toMatchObject({ timeBudgetMinutes: 90, tasks: [expect.objectContaining({ id: 't1', amount: 30 }), expect.anything()] });
  });
});

