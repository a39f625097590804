import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, LoadState, Muted, ToolPage, useApiGet, useErrorText } from '@criadero/ui';
import type { EnergyPlanResponse, EnergyRulesResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { postJson } from '@criadero/session/api';
import { Actions, ErrorText, FieldGrid, NumberField, Section, useInvalidFields } from '../../components/form';
import { EnergyChart } from './EnergyChart';
import { toPlanRequest, type EnergyForm } from './potion-form';

const Columns = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); margin-top: 1rem;
`;

const Figures = styled.dl`
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.35rem 1rem; margin: 0 0 1rem;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;

const TableWrap = styled.div`
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

const DEFAULT_FORM: EnergyForm = {
  currentEnergy: 150,
  maxEnergy: '',
  kills: 200,
  harvests: 60,
  energyPerKill: '',
  energyPerHarvest: '',
  potionsOnHand: Array.from({ length: 10 }, () => ''),
};

/** Lumiterra energy over a session, and the cheapest potions to buy or craft to finish it. */
export default function EnergyPlannerPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const rules = useApiGet<EnergyRulesResponse>('/api/lumiterra/energy/rules');
  const [form, setForm] = useState<EnergyForm>(DEFAULT_FORM);
  const [plan, setPlan] = useState<EnergyPlanResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { invalid, report } = useInvalidFields();

  const calculate = async () => {
    setBusy(true);
    setError(null);
    try {
      setPlan(await postJson<EnergyPlanResponse>('/api/lumiterra/energy/plan', toPlanRequest(form)));
    } catch (failure) {
      setPlan(null); // a refused form has no answer: the previous one would mislead
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  // a first plan with the defaults, so the page opens with an answer
  const ready = rules.status === 'ready' ? rules.data : null;
  useEffect(() => {
    if (ready) void calculate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) void calculate();
  };
  const setField = (key: Exclude<keyof EnergyForm, 'potionsOnHand'>) => (value: number | '') => setForm((f) => ({ ...f, [key]: value }));
  const setPotion = (level: number) => (value: number | '') =>
    setForm((f) => ({ ...f, potionsOnHand: f.potionsOnHand.map((n, i) => (i === level ? value : n)) }));

  const currency = plan?.prices.currency ?? ready?.prices.currency ?? '';
  return (
    <ToolPage
      title={<FormattedMessage id="lumiterraPixels.energy.title" />}
      purpose={<FormattedMessage id="lumiterraPixels.energy.purpose" />}
      notice={
        ready ? (
          <span data-testid="energy-notice">
            <FormattedMessage id="lumiterraPixels.energy.notice" values={{ rulesAsOf: ready.asOf, pricesAsOf: ready.prices.asOf, currency: ready.prices.currency }} />
          </span>
        ) : undefined
      }
    >
      {!ready ? (
        rules.status !== 'ready' && <LoadState state={rules} retry={rules.retry} />
      ) : (
        <Card as="form" onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'lumiterraPixels.energy.formLabel' })}>
          <Section>
            <h2><FormattedMessage id="lumiterraPixels.energy.planHeading" /></h2>
            <FieldGrid>
              <NumberField label={<FormattedMessage id="lumiterraPixels.energy.current" />} value={form.currentEnergy} onChange={setField('currentEnergy')} min={0} max={1000} decimals={3} name="currentEnergy" onValidity={report('currentEnergy')} />
              <NumberField label={<FormattedMessage id="lumiterraPixels.energy.kills" />} value={form.kills} onChange={setField('kills')} min={0} max={50_000} name="kills" onValidity={report('kills')} />
              <NumberField label={<FormattedMessage id="lumiterraPixels.energy.harvests" />} value={form.harvests} onChange={setField('harvests')} min={0} max={50_000} name="harvests" onValidity={report('harvests')} />
            </FieldGrid>
          </Section>
          <Section>
            <h2><FormattedMessage id="lumiterraPixels.energy.rulesHeading" /></h2>
            <Muted><FormattedMessage id="lumiterraPixels.energy.rulesHelp" /></Muted>
            <FieldGrid>
              <NumberField label={<FormattedMessage id="lumiterraPixels.energy.max" values={{ value: ready.maxEnergy }} />} value={form.maxEnergy} onChange={setField('maxEnergy')} min={90} max={1000} decimals={3} name="maxEnergy" onValidity={report('maxEnergy')} />
              <NumberField label={<FormattedMessage id="lumiterraPixels.energy.perKill" values={{ value: ready.energyPerKill }} />} value={form.energyPerKill} onChange={setField('energyPerKill')} min={0.001} max={10} decimals={3} name="energyPerKill" onValidity={report('energyPerKill')} />
              <NumberField label={<FormattedMessage id="lumiterraPixels.energy.perHarvest" values={{ value: ready.energyPerHarvest }} />} value={form.energyPerHarvest} onChange={setField('energyPerHarvest')} min={0.001} max={10} decimals={3} name="energyPerHarvest" onValidity={report('energyPerHarvest')} />
            </FieldGrid>
          </Section>
          <Section>
            <h2><FormattedMessage id="lumiterraPixels.energy.onHandHeading" /></h2>
            <FieldGrid $min="88px">
              {ready.potions.map((potion) => (
                <NumberField
                  key={potion.level}
                  label={<FormattedMessage id="lumiterraPixels.energy.potionLevel" values={{ level: potion.level, restore: potion.restore }} />}
                  value={form.potionsOnHand[potion.level] ?? ''}
                  onChange={setPotion(potion.level)}
                  min={0}
                  max={10_000}
                  name={`potion${potion.level}`}
                  onValidity={report(`potion${potion.level}`)}
                />
              ))}
            </FieldGrid>
          </Section>
          <Actions>
            <Button type="submit" $variant="primary" disabled={busy || invalid}>
              <FormattedMessage id="lumiterraPixels.energy.calculate" />
            </Button>
          </Actions>
          {invalid ? (
            <ErrorText data-testid="energy-invalid">
              <FormattedMessage id="lumiterraPixels.form.invalid" />
            </ErrorText>
          ) : null}
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        </Card>
      )}

      {plan && !invalid ? (
        <Columns aria-live="polite">
          <Card aria-labelledby="energy-session">
            <h2 id="energy-session" style={{ fontSize: '1.1rem', marginTop: 0 }}><FormattedMessage id="lumiterraPixels.energy.sessionHeading" /></h2>
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
          </Card>

          <Card aria-labelledby="energy-shopping">
            <h2 id="energy-shopping" style={{ fontSize: '1.1rem', marginTop: 0 }}><FormattedMessage id="lumiterraPixels.energy.shoppingHeading" /></h2>
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
          </Card>

          <Card aria-labelledby="energy-prices" style={{ gridColumn: '1 / -1' }}>
            <h2 id="energy-prices" style={{ fontSize: '1.1rem', marginTop: 0 }}><FormattedMessage id="lumiterraPixels.energy.pricesHeading" /></h2>
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
          </Card>
        </Columns>
      ) : null}
    </ToolPage>
  );
}
