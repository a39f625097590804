import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, ErrorText, FieldGrid, FormActions, Muted } from '@criadero/ui';
import { NumberField, Section } from '../../components/form';
import type { TaskBoard } from './useTaskBoard';

/** The planner's budgets, its buttons (plan, add a task, restore the sample) and the plan's summary. */
export function PlannerCard({ board }: { board: TaskBoard }) {
  const intl = useIntl();
  const { budgets: b, shown } = board;
  return (
    <Card>
      <Section>
        <h2><FormattedMessage id="lumiterraPixels.taskboard.plannerHeading" /></h2>
        <FieldGrid>
          <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.timeBudget" />} value={b.timeBudget} onChange={b.setTimeBudget} min={0} max={10_080} decimals={2} name="timeBudget" onValidity={board.report('timeBudget')} />
          <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.coinBudget" />} value={b.coinBudget} onChange={b.setCoinBudget} min={0} max={1e9} decimals={4} name="coinBudget" onValidity={board.report('coinBudget')} />
          <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.reputation" />} value={b.reputation} onChange={b.setReputation} min={0} max={100_000} name="reputation" onValidity={board.report('reputation')} />
          <NumberField label={<FormattedMessage id="lumiterraPixels.taskboard.pixelToCoins" />} value={b.pixelToCoins} onChange={b.setPixelToCoins} min={0} max={1e9} decimals={4} name="pixelToCoins" onValidity={board.report('pixelToCoins')} />
        </FieldGrid>
        <FormActions>
          <Button type="submit" $variant="primary" disabled={board.busy || board.invalid || board.tasks.length === 0}>
            <FormattedMessage id="lumiterraPixels.taskboard.plan" />
          </Button>
          <Button type="button" onClick={board.addTask}>
            <FormattedMessage id="lumiterraPixels.taskboard.addTask" />
          </Button>
          <Button type="button" onClick={board.restoreSample}>
            <FormattedMessage id="lumiterraPixels.taskboard.restoreSample" />
          </Button>
        </FormActions>
        <Muted data-testid="taskboard-saved-note">
          <FormattedMessage id="lumiterraPixels.taskboard.savedLocally" />
        </Muted>
        {board.error ? <ErrorText role="alert">{board.error}</ErrorText> : null}
        {board.invalid ? (
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

  );
}
