import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Countdown, LoadState, Muted, ToolPage, useApiGet, useErrorText } from '@criadero/ui';
import type { TaskBoardResponse, TaskPlanResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { postJson } from '@criadero/session/api';
import { Actions, ErrorText, FieldGrid, NumberField, Section, TextField, useInvalidFields } from '../../components/form';
import { browserStorage, liveDoneMarks, readBoard, writeBoard } from './board-storage';
import { newTaskAt, nextDailyReset } from './clock';
import { blankTask, type Task } from './tasks';

const GATES = defineMessages({
  marketplaceBuy: { id: 'lumiterraPixels.taskboard.gate.marketplaceBuy' },
  marketplaceSell: { id: 'lumiterraPixels.taskboard.gate.marketplaceSell' },
  tradeUnbalanced: { id: 'lumiterraPixels.taskboard.gate.tradeUnbalanced' },
  withdraw: { id: 'lumiterraPixels.taskboard.gate.withdraw' },
  guildVerify: { id: 'lumiterraPixels.taskboard.gate.guildVerify' },
  coinTrading: { id: 'lumiterraPixels.taskboard.gate.coinTrading' },
  guildCreate: { id: 'lumiterraPixels.taskboard.gate.guildCreate' },
  unlimitedTrading: { id: 'lumiterraPixels.taskboard.gate.unlimitedTrading' },
});

const Grid = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr)); margin-bottom: 1rem;
  h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  ul { margin: 0; padding-left: 1.1rem; }
`;

const TaskCard = styled(Card)<{ $chosen: boolean }>`
  margin-bottom: 0.75rem;
  border-color: ${({ theme, $chosen }) => ($chosen ? theme.colors.accent : theme.colors.border)};
  h3 { margin: 0 0 0.5rem; font-size: 1rem; display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: baseline; }
`;

const Badge = styled.span<{ $tone: 'good' | 'bad' | 'info' }>`
  font-size: 0.75rem; border-radius: 4px; padding: 0.05rem 0.4rem; font-weight: 600;
  background: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.accent : $tone === 'bad' ? theme.colors.danger : theme.colors.info)};
  color: #06281a;
`;

const Stats = styled.p`
  margin: 0 0 0.5rem; font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; font-variant-numeric: tabular-nums;
`;

const Gates = styled.ul`
  list-style: none; padding: 0 !important;
  li { display: flex; justify-content: space-between; gap: 0.5rem; padding: 0.2rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const toNumber = (value: number | '') => (value === '' ? 0 : value);

/** The Pixels task board: tasks, refresh timers, reputation gates and a profit planner. */
export default function TaskBoardPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const board = useApiGet<TaskBoardResponse>('/api/pixels/taskboard');
  const data = board.status === 'ready' ? board.data : null;

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

  return (
    <ToolPage
      title={<FormattedMessage id="lumiterraPixels.taskboard.title" />}
      purpose={<FormattedMessage id="lumiterraPixels.taskboard.purpose" />}
      notice={data ? <span data-testid="taskboard-notice"><FormattedMessage id="lumiterraPixels.taskboard.notice" values={{ asOf: data.asOf }} /></span> : undefined}
    >
      {!data ? (
        board.status !== 'ready' && <LoadState state={board} retry={board.retry} />
      ) : (
        <>
          <Grid>
            <Card aria-labelledby="taskboard-refresh">
              <h2 id="taskboard-refresh"><FormattedMessage id="lumiterraPixels.taskboard.refreshHeading" /></h2>
              <p data-testid="taskboard-reset">
                <FormattedMessage id="lumiterraPixels.taskboard.resetIn" values={{ hour: String(data.rules.dailyResetUtcHour).padStart(2, '0') }} />{' '}
                <strong><Countdown target={resetAt} /></strong>
              </p>
              <ul>
                <li><FormattedMessage id="lumiterraPixels.taskboard.ruleNewTask" values={{ minutes: data.rules.newTaskDelayMinutes }} /></li>
                <li><FormattedMessage id="lumiterraPixels.taskboard.ruleReset" /></li>
                <li><FormattedMessage id="lumiterraPixels.taskboard.rulePixel" /></li>
              </ul>
            </Card>
            <Card aria-labelledby="taskboard-gates">
              <h2 id="taskboard-gates"><FormattedMessage id="lumiterraPixels.taskboard.gatesHeading" /></h2>
              <Gates data-testid="taskboard-gates">
                {(shown?.gates ?? data.reputationGates.gates.map((g) => ({ ...g, unlocked: null }))).map((gate) => (
                  <li key={gate.id}>
                    <span>
                      <FormattedMessage {...GATES[gate.id as keyof typeof GATES]} />{' '}
                      {gate.unlocked === true ? <Badge $tone="good"><FormattedMessage id="lumiterraPixels.taskboard.unlocked" /></Badge> : null}
                      {gate.unlocked === false ? <Badge $tone="bad"><FormattedMessage id="lumiterraPixels.taskboard.locked" /></Badge> : null}
                    </span>
                    <span><FormattedNumber value={gate.reputation} /></span>
                  </li>
                ))}
              </Gates>
            </Card>
          </Grid>

          <form onSubmit={onPlan} aria-label={intl.formatMessage({ id: 'lumiterraPixels.taskboard.formLabel' })}>
            <Card>
              <Section>
                <h2><FormattedMessage id="lumiterraPixels.taskboard.plannerHeading" /></h2>
                <FieldGrid>
                  <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.timeBudget" />} value={timeBudget} onChange={setTimeBudget} min={0} max={10_080} decimals={2} name="timeBudget" onValidity={report('timeBudget')} />
                  <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.coinBudget" />} value={coinBudget} onChange={setCoinBudget} min={0} max={1e9} decimals={4} name="coinBudget" onValidity={report('coinBudget')} />
                  <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.reputation" />} value={reputation} onChange={setReputation} min={0} max={100_000} name="reputation" onValidity={report('reputation')} />
                  <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.pixelToCoins" />} value={pixelToCoins} onChange={setPixelToCoins} min={0} max={1e9} decimals={4} name="pixelToCoins" onValidity={report('pixelToCoins')} />
                </FieldGrid>
                <Actions>
                  <Button type="submit" $variant="primary" disabled={busy || invalid || tasks.length === 0}>
                    <FormattedMessage id="lumiterraPixels.taskboard.plan" />
                  </Button>
                  <Button type="button" onClick={() => setTasks((list) => [...list, blankTask(list)])}>
                    <FormattedMessage id="lumiterraPixels.taskboard.addTask" />
                  </Button>
                  <Button type="button" onClick={restoreSample}>
                    <FormattedMessage id="lumiterraPixels.taskboard.restoreSample" />
                  </Button>
                </Actions>
                <Muted data-testid="taskboard-saved-note">
                  <FormattedMessage id="lumiterraPixels.taskboard.savedLocally" />
                </Muted>
                {error ? <ErrorText role="alert">{error}</ErrorText> : null}
                {invalid ? (
                  <ErrorText data-testid="taskboard-invalid">
                    <FormattedMessage id="lumiterraPixels.form.invalid" />
                  </ErrorText>
                ) : shown ? (
                  <p data-testid="taskboard-plan" aria-live="polite">
                    <FormattedMessage
                      id="lumiterraPixels.taskboard.planSummary"
                      values={{ count: shown.selected.length, profit: intl.formatNumber(shown.totalProfit, { maximumFractionDigits: 2 }), minutes: intl.formatNumber(shown.totalMinutes, { maximumFractionDigits: 1 }), cost: intl.formatNumber(shown.totalCost, { maximumFractionDigits: 2 }), exp: shown.totalExp }}
                    />
                  </p>
                ) : (
                  <Muted><FormattedMessage id="lumiterraPixels.taskboard.planHint" /></Muted>
                )}
              </Section>
            </Card>

            <Section style={{ marginTop: '1rem' }}>
              <h2><FormattedMessage id="lumiterraPixels.taskboard.tasksHeading" values={{ count: tasks.length }} /></h2>
              {tasks.map((task) => {
                const e = evaluation(task.id);
                const doneAt = done[task.id];
                return (
                  <TaskCard key={task.id} $chosen={chosen.has(task.id)} data-testid={`task-${task.id}`} aria-label={task.item || task.id}>
                    <h3>
                      <span>{task.item || <FormattedMessage id="lumiterraPixels.taskboard.unnamed" />}</span>
                      {chosen.has(task.id) ? <Badge $tone="good"><FormattedMessage id="lumiterraPixels.taskboard.chosen" /></Badge> : null}
                      {e && !e.eligible ? <Badge $tone="bad"><FormattedMessage id="lumiterraPixels.taskboard.gated" /></Badge> : null}
                    </h3>
                    {e ? (
                      <Stats>
                        <FormattedMessage
                          id="lumiterraPixels.taskboard.taskStats"
                          values={{
                            profit: intl.formatNumber(e.profit, { maximumFractionDigits: 2 }),
                            perMinute: e.profitPerMinute === null ? '—' : intl.formatNumber(e.profitPerMinute, { maximumFractionDigits: 2 }),
                            perCost: e.profitPerCost === null ? '—' : intl.formatNumber(e.profitPerCost, { style: 'percent', maximumFractionDigits: 0 }),
                            minutes: intl.formatNumber(e.minutes, { maximumFractionDigits: 1 }),
                          }}
                        />
                      </Stats>
                    ) : null}
                    <FieldGrid $min="125px">
                      <TextField label={<FormattedMessage id="lumiterraPixels.taskboard.item" />} value={task.item} onChange={(item) => updateTask(task.id, { item })} maxLength={60} />
                      <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.amount" />} value={task.amount} onChange={(v) => v !== '' && updateTask(task.id, { amount: v })} min={1} max={100_000} onValidity={report(`${task.id}:amount`)} />
                      <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.rewardCoins" />} value={task.rewardCoins} onChange={(v) => updateTask(task.id, { rewardCoins: toNumber(v) })} min={0} max={1e9} decimals={4} onValidity={report(`${task.id}:rewardCoins`)} />
                      <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.rewardPixel" />} value={task.rewardPixel} onChange={(v) => updateTask(task.id, { rewardPixel: toNumber(v) })} min={0} max={1e9} decimals={4} onValidity={report(`${task.id}:rewardPixel`)} />
                      <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.exp" />} value={task.exp} onChange={(v) => updateTask(task.id, { exp: toNumber(v) })} min={0} max={1e9} decimals={2} onValidity={report(`${task.id}:exp`)} />
                      <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.unitCost" />} value={task.unitCost} onChange={(v) => updateTask(task.id, { unitCost: toNumber(v) })} min={0} max={1e9} decimals={4} onValidity={report(`${task.id}:unitCost`)} />
                      <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.minutesPerUnit" />} value={task.minutesPerUnit} onChange={(v) => updateTask(task.id, { minutesPerUnit: toNumber(v) })} min={0} max={1440} decimals={2} onValidity={report(`${task.id}:minutesPerUnit`)} />
                      <NumberField
                        label={<FormattedMessage id="lumiterraPixels.taskboard.minReputation" />}
                        value={task.minReputation ?? ''}
                        onChange={(v) => updateTask(task.id, { minReputation: v === '' ? undefined : v })}
                        min={0}
                        max={100_000}
                        onValidity={report(`${task.id}:minReputation`)}
                      />
                    </FieldGrid>
                    <Actions>
                      <Button type="button" onClick={() => setDone((d) => ({ ...d, [task.id]: Date.now() }))}>
                        <FormattedMessage id="lumiterraPixels.taskboard.markDone" />
                      </Button>
                      <Button type="button" onClick={() => removeTask(task.id)}>
                        <FormattedMessage id="lumiterraPixels.taskboard.remove" />
                      </Button>
                      {doneAt !== undefined ? (
                        <span data-testid={`task-${task.id}-next`}>
                          <FormattedMessage id="lumiterraPixels.taskboard.nextTaskIn" /> <Countdown target={newTaskAt(doneAt, data.rules.newTaskDelayMinutes)} />
                        </span>
                      ) : null}
                    </Actions>
                  </TaskCard>
                );
              })}
            </Section>
          </form>
        </>
      )}
    </ToolPage>
  );
}
