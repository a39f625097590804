import { defineMessages, FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import { Countdown, Section } from '@criadero/ui';
import type { TaskBoardResponse, TaskPlanResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { Badge } from './Badge';

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

const Gates = styled.ul`
  list-style: none; padding: 0 !important;
  li { display: flex; justify-content: space-between; gap: 0.5rem; padding: 0.2rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

/** The daily refresh (its countdown and rules) beside the reputation gates, unlocked or not for the plan's reputation. */
export function BoardOverview({ data, resetAt, plan }: { data: TaskBoardResponse; resetAt: number | null; plan: TaskPlanResponse | null }) {
  return (
    <Grid>
      <Section title="lumiterraPixels.taskboard.refreshHeading">
        <p data-testid="taskboard-reset">
          <FormattedMessage id="lumiterraPixels.taskboard.resetIn" values={{ hour: String(data.rules.dailyResetUtcHour).padStart(2, '0') }} />{' '}
          <strong><Countdown target={resetAt} /></strong>
        </p>
        <ul>
          <li><FormattedMessage id="lumiterraPixels.taskboard.ruleNewTask" values={{ minutes: data.rules.newTaskDelayMinutes }} /></li>
          <li><FormattedMessage id="lumiterraPixels.taskboard.ruleReset" /></li>
          <li><FormattedMessage id="lumiterraPixels.taskboard.rulePixel" /></li>
        </ul>
      </Section>
      <Section title="lumiterraPixels.taskboard.gatesHeading">
        <Gates data-testid="taskboard-gates">
          {(plan?.gates ?? data.reputationGates.gates.map((g) => ({ ...g, unlocked: null }))).map((gate) => (
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
      </Section>
    </Grid>

  );
}
