import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Countdown, FieldGrid, FormActions, TextField } from '@criadero/ui';
import type { TaskPlanResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { NumberField } from '../../components/form';
import { Badge } from './Badge';
import { newTaskAt } from './clock';
import type { Task } from './tasks';
import { toNumber } from './useTaskBoard';

const TaskCard = styled(Card)<{ $chosen: boolean }>`
  margin-bottom: 0.75rem;
  border-color: ${({ theme, $chosen }) => ($chosen ? theme.colors.accent : theme.colors.border)};
  h3 { margin: 0 0 0.5rem; font-size: 1rem; display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: baseline; }
`;

const Stats = styled.p`
  margin: 0 0 0.5rem; font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; font-variant-numeric: tabular-nums;
`;

interface Props {
  task: Task;
  /** the plan's figures for this task, once there is a plan */
  evaluation: TaskPlanResponse['evaluations'][number] | undefined;
  chosen: boolean;
  /** when the player last marked it done, if since the daily reset */
  doneAt: number | undefined;
  newTaskDelayMinutes: number;
  onChange: (patch: Partial<Task>) => void;
  onDone: () => void;
  onRemove: () => void;
  report: (name: string) => (valid: boolean) => void;
}

/** One task's card: its fields, the plan's figures for it, done (with the next task's countdown) and remove. */
export function TaskEditor({ task, evaluation: e, chosen, doneAt, newTaskDelayMinutes, onChange, onDone, onRemove, report }: Props) {
  const intl = useIntl();
  return (
    <TaskCard $chosen={chosen} data-testid={`task-${task.id}`} aria-label={task.item || task.id}>
      <h3>
        <span>{task.item || <FormattedMessage id="lumiterraPixels.taskboard.unnamed" />}</span>
        {chosen ? <Badge $tone="good"><FormattedMessage id="lumiterraPixels.taskboard.chosen" /></Badge> : null}
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
        <TextField label={<FormattedMessage id="lumiterraPixels.taskboard.item" />} value={task.item} onChange={(item) => onChange({ item })} maxLength={60} />
        <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.amount" />} value={task.amount} onChange={(v) => v !== '' && onChange({ amount: v })} min={1} max={100_000} onValidity={report(`${task.id}:amount`)} />
        <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.rewardCoins" />} value={task.rewardCoins} onChange={(v) => onChange({ rewardCoins: toNumber(v) })} min={0} max={1e9} decimals={4} onValidity={report(`${task.id}:rewardCoins`)} />
        <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.rewardPixel" />} value={task.rewardPixel} onChange={(v) => onChange({ rewardPixel: toNumber(v) })} min={0} max={1e9} decimals={4} onValidity={report(`${task.id}:rewardPixel`)} />
        <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.exp" />} value={task.exp} onChange={(v) => onChange({ exp: toNumber(v) })} min={0} max={1e9} decimals={2} onValidity={report(`${task.id}:exp`)} />
        <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.unitCost" />} value={task.unitCost} onChange={(v) => onChange({ unitCost: toNumber(v) })} min={0} max={1e9} decimals={4} onValidity={report(`${task.id}:unitCost`)} />
        <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.minutesPerUnit" />} value={task.minutesPerUnit} onChange={(v) => onChange({ minutesPerUnit: toNumber(v) })} min={0} max={1440} decimals={2} onValidity={report(`${task.id}:minutesPerUnit`)} />
        <NumberField
          label={<FormattedMessage id="lumiterraPixels.taskboard.minReputation" />}
          value={task.minReputation ?? ''}
          onChange={(v) => onChange({ minReputation: v === '' ? undefined : v })}
          min={0}
          max={100_000}
          onValidity={report(`${task.id}:minReputation`)}
        />
      </FieldGrid>
      <FormActions>
        <Button type="button" onClick={onDone}>
          <FormattedMessage id="lumiterraPixels.taskboard.markDone" />
        </Button>
        <Button type="button" onClick={onRemove}>
          <FormattedMessage id="lumiterraPixels.taskboard.remove" />
        </Button>
        {doneAt !== undefined ? (
          <span data-testid={`task-${task.id}-next`}>
            <FormattedMessage id="lumiterraPixels.taskboard.nextTaskIn" /> <Countdown target={newTaskAt(doneAt, newTaskDelayMinutes)} />
          </span>
        ) : null}
      </FormActions>
    </TaskCard>
  );
}
