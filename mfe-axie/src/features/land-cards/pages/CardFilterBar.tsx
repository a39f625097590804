import { FormattedMessage, useIntl } from 'react-intl';
import { FilterBar, Field, type Filters } from '@criadero/ui';
import { ChoiceFilter, ClassFilter, PartTypeFilter } from '../../../components/ChoiceFilter';
import type { CardFilterValues } from '../card-filters';

const CLASSES = ['Aquatic', 'Beast', 'Bird', 'Bug', 'Plant', 'Reptile', 'Mech', 'Dawn', 'Dusk'];
const ENERGIES = [0, 1, 2, 3];

/** Class, part, energy, attack range, stage and a text search over the cards. */
export function CardFilterBar({ filters }: { filters: Filters<CardFilterValues, unknown> }) {
  const intl = useIntl();
  const { field } = filters;
  const any = intl.formatMessage({ id: 'axie.tools.any' });
  return (
    <FilterBar>
      <ClassFilter {...field('cls')} classes={CLASSES} />
      <PartTypeFilter {...field('part')} />
      <ChoiceFilter label={<FormattedMessage id="axie.landCards.energy" />} {...field('energy')} options={ENERGIES} />
      <Field>
        <FormattedMessage id="axie.landCards.attackMin" />
        <input type="number" min={0} max={1000} inputMode="numeric" {...field('attackMin')} />
      </Field>
      <Field>
        <FormattedMessage id="axie.landCards.attackMax" />
        <input type="number" min={0} max={1000} inputMode="numeric" {...field('attackMax')} />
      </Field>
      <Field>
        <FormattedMessage id="axie.landCards.stage" />
        <select {...field('stage')}>
          <option value="">{any}</option>
          <option value="0">{intl.formatMessage({ id: 'axie.landCards.stage.alpha' })}</option>
          <option value="1">{intl.formatMessage({ id: 'axie.landCards.stage.base' })}</option>
          <option value="2">{intl.formatMessage({ id: 'axie.landCards.stage.evolved' })}</option>
        </select>
      </Field>
      <Field>
        <FormattedMessage id="axie.tools.search" />
        <input type="search" {...field('q')} placeholder={intl.formatMessage({ id: 'axie.landCards.searchPlaceholder' })} />
      </Field>
    </FilterBar>
  );
}
