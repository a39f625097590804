import type { FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AVATAR_CLASSES, PLANET_TYPE_NAMES } from '@criadero/apeiron-breeding';
import { Button, Card, ErrorText, FormActions, SearchChargeNote, SearchCostNote, type Filters, type usePaidSearch } from '@criadero/ui';
import type { Stage } from '@criadero/api-contracts/apeiron';
import { CheckGroup } from '../../components/form';
import { ELEMENT_LABELS, STAGE_LABELS } from '../../i18n/labels';
import { RANGES, type MarketForm, type RangeName, type toFilters } from './filters';

export const RANGE_LABELS = defineMessages({
  fire: ELEMENT_LABELS.fire,
  water: ELEMENT_LABELS.water,
  earth: ELEMENT_LABELS.earth,
  air: ELEMENT_LABELS.air,
  breedCount: { id: 'apeiron.market.breedCount' },
  ageDays: { id: 'apeiron.market.ageDays' },
  priceUsd: { id: 'apeiron.market.priceUsd' },
});

// the service's list, by way of the label table (types only are imported from the service)
const STAGES = Object.keys(STAGE_LABELS satisfies Record<Stage, unknown>) as Stage[];

const Ranges = styled.div`
  display: grid; gap: 0.6rem 1rem; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); margin-bottom: 0.75rem;
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  legend { font-size: 0.85rem; margin-bottom: 0.25rem; padding: 0; }
  div { display: grid; grid-template-columns: 1fr 1fr; gap: 0.4rem; }
  input {
    font: inherit; width: 100%; min-width: 0; box-sizing: border-box; padding: 0.4rem 0.5rem;
    background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  }
`;
interface Props {
  filters: Filters<MarketForm, ReturnType<typeof toFilters>>;
  paid: ReturnType<typeof usePaidSearch>;
  onSubmit: (event: FormEvent) => void;
}

/** The planet search: types, classes, stages, the min–max ranges and legacy only; its cost and what the last search charged. */
export function PlanetSearchForm({ filters, paid, onSubmit }: Props) {
  const intl = useIntl();
  const { user, source, searching, error, charge } = paid;
  const form = filters.values;
  const setRange = (range: RangeName, bound: 'min' | 'max', value: string) => filters.set('ranges', { ...form.ranges, [range]: { ...form.ranges[range], [bound]: value } });
  return (
  <Card as="form" onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'apeiron.market.formLabel' })}>
    <CheckGroup legend={<FormattedMessage id="apeiron.market.types" />} options={PLANET_TYPE_NAMES.map((t) => ({ value: t, label: t }))} selected={form.types} onChange={(types) => filters.set('types', types)} />
    <CheckGroup legend={<FormattedMessage id="apeiron.market.classes" />} options={AVATAR_CLASSES.map((c) => ({ value: c, label: c }))} selected={form.classes} onChange={(classes) => filters.set('classes', classes)} />
    <CheckGroup
      legend={<FormattedMessage id="apeiron.market.stages" />}
      options={STAGES.map((s) => ({ value: s, label: intl.formatMessage(STAGE_LABELS[s]) }))}
      selected={form.stages}
      onChange={(stages) => filters.set('stages', stages)}
    />
    <RangeInputs ranges={form.ranges} onChange={setRange} />
    <FormActions style={{ marginBottom: '0.75rem' }}>
      <label>
        <input type="checkbox" checked={form.legacyOnly} onChange={(e) => filters.set('legacyOnly', e.target.checked)} />{' '}
        <FormattedMessage id="apeiron.market.legacyOnly" />
      </label>
    </FormActions>
    <FormActions>
      <Button type="submit" $variant="primary" disabled={searching}>
        {searching ? <FormattedMessage id="apeiron.market.searching" /> : <FormattedMessage id="apeiron.market.search" />}
      </Button>
      <SearchCostNote user={user} source={source} />
      <Button type="button" onClick={filters.reset}>
        <FormattedMessage id="apeiron.market.clear" />
      </Button>
    </FormActions>
    {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    <SearchChargeNote charge={charge} creditos={user?.creditos ?? 0} />
  </Card>

  );
}

/** A min and a max box for each range (elements, breed count, age, price). */
function RangeInputs({ ranges, onChange }: { ranges: MarketForm['ranges']; onChange: (range: RangeName, bound: 'min' | 'max', value: string) => void }) {
  const intl = useIntl();
  return (
  <Ranges>
    {RANGES.map((range) => (
      <fieldset key={range}>
        <legend>
          <FormattedMessage {...RANGE_LABELS[range]} />
        </legend>
        <div>
          <input
            name={`${range}-min`}
            inputMode="decimal"
            aria-label={`${intl.formatMessage(RANGE_LABELS[range])} ${intl.formatMessage({ id: 'apeiron.market.min' })}`}
            placeholder={intl.formatMessage({ id: 'apeiron.market.min' })}
            value={ranges[range].min}
            onChange={(e) => onChange(range, 'min', e.target.value)}
          />
          <input
            name={`${range}-max`}
            inputMode="decimal"
            aria-label={`${intl.formatMessage(RANGE_LABELS[range])} ${intl.formatMessage({ id: 'apeiron.market.max' })}`}
            placeholder={intl.formatMessage({ id: 'apeiron.market.max' })}
            value={ranges[range].max}
            onChange={(e) => onChange(range, 'max', e.target.value)}
          />
        </div>
      </fieldset>
    ))}
  </Ranges>
  );
}
