import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, NumberInput, Section } from '@criadero/ui';
import type { GameDataResponse } from '../../api/craftworld-api';
import { Choice, Grid, Row, Stack } from '../../components/ui';
import type { OptimizerForm } from './form';
import type { FactoryPatch } from './useOptimizer';

interface Props {
  data: GameDataResponse;
  form: OptimizerForm;
  update: (patch: Partial<OptimizerForm>) => void;
  setFactory: (index: number, patch: FactoryPatch) => void;
  validity: (key: string) => (valid: boolean) => void;
}

const MAX_FACTORIES = 40;

/** The player's factories (one row each), the time budget and the speed boost. */
export function FactoriesForm({ data, form, update, setFactory, validity }: Props) {
  const ids = { budget: useId(), boost: useId() };
  return (
    <Section title="craftworld.optimizer.factoriesTitle">
      <Stack>
        {form.factories.map((f, index) => (
          <FactoryRow
            key={index}
            data={data}
            index={index}
            factory={f}
            onChange={(patch) => setFactory(index, patch)}
            onRemove={form.factories.length === 1 ? undefined : () => update({ factories: form.factories.filter((_, i) => i !== index) })}
          />
        ))}
        <Row>
          <Button
            type="button"
            disabled={form.factories.length >= MAX_FACTORIES}
            onClick={() => update({ factories: [...form.factories, { token: 'MUD', level: 1, workers: 0, workshopLevel: 0, masteryLevel: 0 }] })}
          >
            <FormattedMessage id="craftworld.optimizer.add" />
          </Button>
        </Row>
        <Grid>
          <Field htmlFor={ids.budget}>
            <FormattedMessage id="craftworld.optimizer.budget" />
            <NumberInput
              id={ids.budget}
              min={0.1}
              max={720}
              maxFractionDigits={2}
              required
              value={form.timeBudgetHours}
              onChange={(hours) => hours !== null && update({ timeBudgetHours: hours })}
              onValidity={validity('budget')}
            />
          </Field>
          <Field htmlFor={ids.boost} style={{ flexDirection: 'row', alignItems: 'center' }}>
            <input id={ids.boost} type="checkbox" style={{ width: 'auto' }} checked={form.speedBoost === 2} onChange={(e) => update({ speedBoost: e.target.checked ? 2 : 1 })} />
            <FormattedMessage id="craftworld.optimizer.speedBoost" />
          </Field>
        </Grid>
      </Stack>
    </Section>
  );
}

interface FactoryRowProps {
  data: GameDataResponse;
  index: number;
  factory: OptimizerForm['factories'][number];
  onChange: (patch: FactoryPatch) => void;
  /** absent for the last factory left */
  onRemove?: () => void;
}

function FactoryRow({ data, index, factory: f, onChange, onRemove }: FactoryRowProps) {
  const intl = useIntl();
  const levels = (count: number) => Array.from({ length: count }, (_, l) => l);
  return (
    <fieldset data-testid={`factory-row-${index}`} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.4rem' }}>
        <FormattedMessage id="craftworld.optimizer.factoryN" values={{ n: index + 1 }} />
      </legend>
      <Grid>
        <Choice label={<FormattedMessage id="craftworld.col.factory" />} value={f.token} options={Object.keys(data.factories)} onChange={(token) => onChange({ token })} />
        <Choice label={<FormattedMessage id="craftworld.col.level" />} value={f.level} options={data.factories[f.token]!.map((l) => l.level)} onChange={(v) => onChange({ level: Number(v) })} />
        <Choice label={<FormattedMessage id="craftworld.optimizer.workers" />} value={f.workers} options={[0, 1, 2, 3, 4]} onChange={(v) => onChange({ workers: Number(v) })} />
        <Choice label={<FormattedMessage id="craftworld.optimizer.workshop" />} value={f.workshopLevel} options={levels(data.mastery.length)} onChange={(v) => onChange({ workshopLevel: Number(v) })} />
        <Choice label={<FormattedMessage id="craftworld.optimizer.mastery" />} value={f.masteryLevel} options={levels(data.mastery.length)} onChange={(v) => onChange({ masteryLevel: Number(v) })} />
        <Button type="button" disabled={!onRemove} onClick={onRemove} aria-label={intl.formatMessage({ id: 'craftworld.optimizer.removeN' }, { n: index + 1 })}>
          <FormattedMessage id="craftworld.optimizer.remove" />
        </Button>
      </Grid>
    </fieldset>
  );
}
