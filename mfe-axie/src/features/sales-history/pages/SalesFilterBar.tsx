import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BASE_PARTS } from '@criadero/genetics';
import { FilterBar, Field, SelectField } from '@criadero/ui';
import { ChoiceFilter, ClassFilter } from '../../../components/ChoiceFilter';
import { PART_TYPE_LABELS } from '../../../i18n/labels';
import { BREEDS, PERIODS, type useSalesFilters } from '../useSalesFilters';

/** Axie id, class, part, breed count, price and period of the sales to list. */
export function SalesFilterBar({ sales }: { sales: ReturnType<typeof useSalesFilters> }) {
  const intl = useIntl();
  const { field, control } = sales.filters;
  const breeds = BREEDS.map((n) => ({ value: String(n), label: String(n) }));
  const partOptions = useMemo(
    () =>
      [...BASE_PARTS]
        .map((p) => ({ id: p.partId, label: `${p.name} (${intl.formatMessage(PART_TYPE_LABELS[p.type])})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [intl],
  );
  return (
    <FilterBar>
      <Field>
        <FormattedMessage id="axie.salesHistory.axieId" />
        <input
          value={sales.axieDraft}
          inputMode="numeric"
          placeholder="10000123"
          onChange={(e) => sales.setAxieDraft(e.target.value)}
          onBlur={sales.applyAxieId}
          // the form has several fields, so Enter submits nothing by itself
          onKeyDown={(e) => e.key === 'Enter' && sales.applyAxieId()}
          data-testid="sales-axie-id"
        />
      </Field>
      <ClassFilter {...control('cls')} />
      <ChoiceFilter label={<FormattedMessage id="axie.tools.part" />} {...control('part')} options={partOptions} optionValue={(p) => p.id} optionText={(p) => p.label} />
      <SelectField label={<FormattedMessage id="axie.salesHistory.breedMin" />} {...control('breedMin')} options={breeds} />
      <SelectField label={<FormattedMessage id="axie.salesHistory.breedMax" />} {...control('breedMax')} options={breeds} />
      <Field>
        <FormattedMessage id="axie.salesHistory.priceMin" />
        <input type="number" min={0} inputMode="decimal" {...field('priceMin')} />
      </Field>
      <Field>
        <FormattedMessage id="axie.salesHistory.priceMax" />
        <input type="number" min={0} inputMode="decimal" {...field('priceMax')} />
      </Field>
      <SelectField
        label={<FormattedMessage id="axie.salesHistory.period" />}
        {...control('days')}
        options={PERIODS.map((d) => ({ value: String(d), label: intl.formatMessage({ id: 'axie.salesHistory.period.days' }, { days: d }) }))}
        emptyOption={intl.formatMessage({ id: 'axie.salesHistory.period.all' })}
      />
    </FilterBar>
  );
}
