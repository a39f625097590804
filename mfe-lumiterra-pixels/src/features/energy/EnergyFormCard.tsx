import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, ErrorText, FieldGrid, FormActions, Muted } from '@criadero/ui';
import type { EnergyRulesResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { NumberField, Section } from '../../components/form';
import type { EnergyPlanner } from './useEnergyPlan';

/** The session to plan (energy now, kills, harvests), the rules the player may correct and the potions on hand. */
export function EnergyFormCard({ ready, planner }: { ready: EnergyRulesResponse; planner: EnergyPlanner }) {
  const intl = useIntl();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    planner.submit();
  };
  return (
    <Card as="form" onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'lumiterraPixels.energy.formLabel' })}>
      <Section>
        <h2><FormattedMessage id="lumiterraPixels.energy.planHeading" /></h2>
        <FieldGrid>
          <NumberField label={<FormattedMessage id="lumiterraPixels.energy.current" />} value={planner.form.currentEnergy} onChange={planner.setField('currentEnergy')} min={0} max={1000} decimals={3} name="currentEnergy" onValidity={planner.report('currentEnergy')} />
          <NumberField label={<FormattedMessage id="lumiterraPixels.energy.kills" />} value={planner.form.kills} onChange={planner.setField('kills')} min={0} max={50_000} name="kills" onValidity={planner.report('kills')} />
          <NumberField label={<FormattedMessage id="lumiterraPixels.energy.harvests" />} value={planner.form.harvests} onChange={planner.setField('harvests')} min={0} max={50_000} name="harvests" onValidity={planner.report('harvests')} />
        </FieldGrid>
      </Section>
      <Section>
        <h2><FormattedMessage id="lumiterraPixels.energy.rulesHeading" /></h2>
        <Muted><FormattedMessage id="lumiterraPixels.energy.rulesHelp" /></Muted>
        <FieldGrid>
          <NumberField label={<FormattedMessage id="lumiterraPixels.energy.max" values={{ value: ready.maxEnergy }} />} value={planner.form.maxEnergy} onChange={planner.setField('maxEnergy')} min={90} max={1000} decimals={3} name="maxEnergy" onValidity={planner.report('maxEnergy')} />
          <NumberField label={<FormattedMessage id="lumiterraPixels.energy.perKill" values={{ value: ready.energyPerKill }} />} value={planner.form.energyPerKill} onChange={planner.setField('energyPerKill')} min={0.001} max={10} decimals={3} name="energyPerKill" onValidity={planner.report('energyPerKill')} />
          <NumberField label={<FormattedMessage id="lumiterraPixels.energy.perHarvest" values={{ value: ready.energyPerHarvest }} />} value={planner.form.energyPerHarvest} onChange={planner.setField('energyPerHarvest')} min={0.001} max={10} decimals={3} name="energyPerHarvest" onValidity={planner.report('energyPerHarvest')} />
        </FieldGrid>
      </Section>
      <Section>
        <h2><FormattedMessage id="lumiterraPixels.energy.onHandHeading" /></h2>
        <FieldGrid $min="88px">
          {ready.potions.map((potion) => (
            <NumberField
              key={potion.level}
              label={<FormattedMessage id="lumiterraPixels.energy.potionLevel" values={{ level: potion.level, restore: potion.restore }} />}
              value={planner.form.potionsOnHand[potion.level] ?? ''}
              onChange={planner.setPotion(potion.level)}
              min={0}
              max={10_000}
              name={`potion${potion.level}`}
              onValidity={planner.report(`potion${potion.level}`)}
            />
          ))}
        </FieldGrid>
      </Section>
      <FormActions>
        <Button type="submit" $variant="primary" disabled={planner.busy || planner.invalid}>
          <FormattedMessage id="lumiterraPixels.energy.calculate" />
        </Button>
      </FormActions>
      {planner.invalid ? (
        <ErrorText data-testid="energy-invalid">
          <FormattedMessage id="lumiterraPixels.form.invalid" />
        </ErrorText>
      ) : null}
      {planner.error ? <ErrorText role="alert">{planner.error}</ErrorText> : null}
    </Card>
  );
}
