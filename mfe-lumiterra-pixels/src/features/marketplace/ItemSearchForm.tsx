import { useMemo, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, ErrorText, FieldGrid, FormActions, SearchChargeNote, SearchCostNote, SelectField, TextField, type Filters, type usePaidSearch } from '@criadero/ui';
import type { MarketFiltersResponse } from '@criadero/api-contracts/lumiterra-pixels';
import type { MarketForm } from './filters';
import { TYPE_LABELS } from './ItemResults';

interface Props {
  ready: MarketFiltersResponse;
  filters: Filters<MarketForm, MarketForm>;
  paid: ReturnType<typeof usePaidSearch>;
  onSubmit: (event: FormEvent) => void;
}

/** The item search: name, type, quality, level range and tradable; its cost and what the last search charged. */
export function ItemSearchForm({ ready, filters, paid, onSubmit }: Props) {
  const intl = useIntl();
  const { values } = filters;
  const { user, source, searching, error, charge } = paid;
  const set = (key: keyof MarketForm) => (value: string) => filters.set(key, value);
  const levelOptions = useMemo(
    () => [{ value: '', label: intl.formatMessage({ id: 'lumiterraPixels.market.any' }) }, ...Array.from({ length: 10 }, (_, n) => ({ value: String(n), label: String(n) }))],
    [intl],
  );
  return (
    <Card as="form" onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'lumiterraPixels.market.formLabel' })}>
      <FieldGrid>
        <TextField label={<FormattedMessage id="lumiterraPixels.market.name" />} value={values.name} onChange={set('name')} name="name" maxLength={60} />
        <SelectField
          label={<FormattedMessage id="lumiterraPixels.market.type" />}
          value={values.type}
          onChange={set('type')}
          name="type"
          options={[{ value: '', label: intl.formatMessage({ id: 'lumiterraPixels.market.any' }) }, ...ready.types.map((t) => ({ value: String(t), label: intl.formatMessage(TYPE_LABELS[t]) }))]}
        />
        <SelectField
          label={<FormattedMessage id="lumiterraPixels.market.quality" />}
          value={values.quality}
          onChange={set('quality')}
          name="quality"
          options={[{ value: '', label: intl.formatMessage({ id: 'lumiterraPixels.market.any' }) }, ...ready.qualities.map((q) => ({ value: String(q), label: String(q) }))]}
        />
        <SelectField label={<FormattedMessage id="lumiterraPixels.market.minLevel" />} value={values.minLevel} onChange={set('minLevel')} name="minLevel" options={levelOptions} />
        <SelectField label={<FormattedMessage id="lumiterraPixels.market.maxLevel" />} value={values.maxLevel} onChange={set('maxLevel')} name="maxLevel" options={levelOptions} />
        <SelectField
          label={<FormattedMessage id="lumiterraPixels.market.tradable" />}
          value={values.tradable}
          onChange={set('tradable')}
          name="tradable"
          options={[
            { value: '', label: intl.formatMessage({ id: 'lumiterraPixels.market.any' }) },
            { value: 'yes', label: intl.formatMessage({ id: 'lumiterraPixels.market.yes' }) },
            { value: 'no', label: intl.formatMessage({ id: 'lumiterraPixels.market.no' }) },
          ]}
        />
      </FieldGrid>
      <FormActions>
        <Button type="submit" $variant="primary" disabled={searching}>
          {searching ? <FormattedMessage id="lumiterraPixels.market.searching" /> : <FormattedMessage id="lumiterraPixels.market.search" />}
        </Button>
        <SearchCostNote user={user} source={source} />
        <Button type="button" onClick={filters.reset}>
          <FormattedMessage id="lumiterraPixels.market.clear" />
        </Button>
      </FormActions>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <SearchChargeNote charge={charge} creditos={user?.creditos ?? 0} />
    </Card>
  );
}
