import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import { Card, ErrorText, Muted, Section } from '@criadero/ui';
import type { EnergyPlanResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { EnergyChart } from './EnergyChart';

const Columns = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); margin-top: 1rem;
`;

/** One part of the plan, under its heading. */
const PlanCard = styled(Card)`
  > h2 { font-size: 1.1rem; margin-top: 0; }
`;

const Figures = styled.dl`
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.35rem 1rem; margin: 0 0 1rem;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;

/** Scrolls sideways on narrow screens; focusable so a keyboard can scroll it. */
const TableWrap = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto; max-width: 100%;
  table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; font-size: 0.9rem; }
  th, td { padding: 0.35rem 0.4rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: right; }
  td { white-space: nowrap; }
  @media (max-width: 480px) {
    table { font-size: 0.78rem; }
    th, td { padding: 0.3rem 0.2rem; }
  }
  th:first-child, td:first-child { text-align: left; }
  /* the cheaper way to get each potion */
  td[data-best='true'] { color: ${({ theme }) => theme.colors.accent}; font-weight: 600; }
`;

/** A price in a table whose column header names the currency. */
const Amount = ({ value }: { value: number | null }) => (value === null ? <span>—</span> : <FormattedNumber value={value} maximumFractionDigits={4} />);

type Props = { plan: EnergyPlanResponse; currency: string };

/** The plan: the session's energy, what to buy or craft to finish it, and every potion's prices. */
export function EnergyPlanView({ plan, currency }: Props) {
  return (
    <Columns aria-live="polite">
      <SessionCard plan={plan} />
      <ShoppingCard plan={plan} currency={currency} />
      <PotionPricesCard plan={plan} currency={currency} />
    </Columns>
  );
}

function SessionCard({ plan }: Pick<Props, 'plan'>) {
  return (
    <Section as={PlanCard} title="lumiterraPixels.energy.sessionHeading">
      <Figures data-testid="energy-figures">
        <dt><FormattedMessage id="lumiterraPixels.energy.needed" /></dt>
        <dd><FormattedNumber value={plan.session.energyNeeded} maximumFractionDigits={3} /></dd>
        <dt><FormattedMessage id="lumiterraPixels.energy.covered" /></dt>
        <dd><FormattedMessage id="lumiterraPixels.energy.coveredValue" values={{ covered: plan.session.actionsCovered, total: plan.session.totalActions }} /></dd>
        <dt><FormattedMessage id="lumiterraPixels.energy.fromPotions" /></dt>
        <dd><FormattedNumber value={plan.session.restoredByPotions} maximumFractionDigits={3} /></dd>
        <dt><FormattedMessage id="lumiterraPixels.energy.end" /></dt>
        <dd><FormattedNumber value={plan.session.energyEnd} maximumFractionDigits={3} /></dd>
        <dt><FormattedMessage id="lumiterraPixels.energy.shortfall" /></dt>
        <dd data-testid="energy-shortfall"><FormattedNumber value={plan.session.shortfall} maximumFractionDigits={3} /></dd>
      </Figures>
      <EnergyChart curve={plan.session.curve} maxEnergy={plan.rules.maxEnergy} totalActions={plan.session.totalActions} />
    </Section>

  );
}

function ShoppingCard({ plan, currency }: Props) {
  return (
    <Section as={PlanCard} title="lumiterraPixels.energy.shoppingHeading">
      {plan.session.shortfall === 0 ? (
        <p data-testid="energy-shopping"><FormattedMessage id="lumiterraPixels.energy.nothingToBuy" /></p>
      ) : plan.capExceeded ? (
        <ErrorText data-testid="energy-shopping"><FormattedMessage id="lumiterraPixels.energy.capExceeded" values={{ cap: plan.rules.dailyPotionRestoreCap }} /></ErrorText>
      ) : !plan.shopping.feasible ? (
        <ErrorText data-testid="energy-shopping"><FormattedMessage id="lumiterraPixels.energy.noPrices" /></ErrorText>
      ) : (
        <TableWrap data-testid="energy-shopping">
          <table>
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="lumiterraPixels.energy.col.potion" /></th>
                <th scope="col"><FormattedMessage id="lumiterraPixels.energy.col.count" /></th>
                <th scope="col"><FormattedMessage id="lumiterraPixels.energy.col.how" /></th>
                <th scope="col"><FormattedMessage id="lumiterraPixels.energy.col.subtotal" values={{ currency }} /></th>
              </tr>
            </thead>
            <tbody>
              {plan.shopping.lines.map((line) => (
                <tr key={line.level}>
                  <td><FormattedMessage id="lumiterraPixels.energy.potionName" values={{ level: line.level, restore: line.restore }} /></td>
                  <td>{line.count}</td>
                  <td>{line.source === 'buy' ? <FormattedMessage id="lumiterraPixels.energy.buy" /> : <FormattedMessage id="lumiterraPixels.energy.craft" />}</td>
                  <td><Amount value={line.count * line.unitCost} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <FormattedMessage id="lumiterraPixels.energy.total" values={{ restored: plan.shopping.restored }} />{' '}
            <strong data-testid="energy-total"><Amount value={plan.shopping.totalCost} /> {currency}</strong>
          </p>
        </TableWrap>
      )}
    </Section>

  );
}

function PotionPricesCard({ plan, currency }: Props) {
  return (
    <Section as={PlanCard} title="lumiterraPixels.energy.pricesHeading" style={{ gridColumn: '1 / -1' }}>
      <Muted><FormattedMessage id="lumiterraPixels.energy.pricesHelp" values={{ asOf: plan.prices.asOf }} /></Muted>
      <TableWrap>
        <table>
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="lumiterraPixels.energy.col.potion" /></th>
              <th scope="col"><FormattedMessage id="lumiterraPixels.energy.col.buy" values={{ currency }} /></th>
              <th scope="col"><FormattedMessage id="lumiterraPixels.energy.col.craft" values={{ currency }} /></th>
              <th scope="col"><FormattedMessage id="lumiterraPixels.energy.col.perEnergy" values={{ currency }} /></th>
            </tr>
          </thead>
          <tbody>
            {plan.potions.map((p) => (
              <tr key={p.level}>
                <td><FormattedMessage id="lumiterraPixels.energy.potionName" values={{ level: p.level, restore: p.restore }} /></td>
                <td data-best={p.best?.source === 'buy'}><Amount value={p.buy} /></td>
                <td data-best={p.best?.source === 'craft'}><Amount value={p.craft} /></td>
                <td><Amount value={p.costPerEnergy} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </Section>
  );
}
