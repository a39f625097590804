import { FormattedMessage, useIntl } from 'react-intl';
import { FilterBar, Field, SelectField, type Filters } from '@criadero/ui';
import { ChoiceFilter, ClassFilter, PartTypeFilter } from '../../../components/ChoiceFilter';
import type { CardFilterValues } from '../card-filters';

const CLASSES = ['Aquatic', 'Beast', 'Bird', 'Bug', 'Plant', 'Reptile', 'Mech', 'Dawn', 'Dusk'];
const ENERGIES = [0, 1, 2, 3];

/** Class, part, energy, attack range, stage and a text search over the cards. */
export function CardFilterBar({ filters }: { filters: Filters<CardFilterValues, unknown> }) {
  const intl = useIntl();
  const { field, control } = filters;
  return (
    <FilterBar>
      <ClassFilter {...control('cls')} classes={CLASSES} />
      <PartTypeFilter {...control('part')} />
      <ChoiceFilter label={<FormattedMessage id="axie.landCards.energy" />} {...control('energy')} options={ENERGIES} />
      <Field>
        <FormattedMessage id="axie.landCards.attackMin" />
        <input type="number" min={0} max={1000} inputMode="numeric" {...field('attackMin')} />
      </Field>
      <Field>
        <FormattedMessage id="axie.landCards.attackMax" />
        <input type="number" min={0} max={1000} inputMode="numeric" {...field('attackMax')} />
      </Field>
      <SelectField
        label={<FormattedMessage id="axie.landCards.stage" />}
        {...control('stage')}
        options={[
          { value: '0', label: intl.formatMessage({ id: 'axie.landCards.stage.alpha' }) },
          { value: '1', label: intl.formatMessage({ id: 'axie.landCards.stage.base' }) },
          { value: '2', label: intl.formatMessage({ id: 'axie.landCards.stage.evolved' }) },
        ]}
        emptyOption={intl.formatMessage({ id: 'axie.tools.any' })}
      />
      <Field>
        <FormattedMessage id="axie.tools.search" />
        <input type="search" {...field('q')} placeholder={intl.formatMessage({ id: 'axie.landCards.searchPlaceholder' })} />
      </Field>
    </FilterBar>
  );
}
