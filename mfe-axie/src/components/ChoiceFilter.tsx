import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '@criadero/ui';
import { AXIE_CLASSES, PART_TYPE_LABELS, PART_TYPES, capitalize } from '../i18n/labels';

interface ChoiceFilterProps<T> {
  label: ReactNode;
  /** '' = any */
  value: string;
  onChange: (value: string) => void;
  options: readonly T[];
  optionValue?: (option: T) => string | number;
  optionText?: (option: T) => string;
}

/** A tool's filter select (the kit's SelectField) whose first choice, '', is "Cualquiera" (no filter). */
export function ChoiceFilter<T>({ label, value, onChange, options, optionValue = String, optionText = String }: ChoiceFilterProps<T>) {
  const intl = useIntl();
  return (
    <SelectField
      label={label}
      value={value}
      onChange={onChange}
      options={options.map((option) => ({ value: String(optionValue(option)), label: optionText(option) }))}
      emptyOption={intl.formatMessage({ id: 'axie.tools.any' })}
    />
  );
}

type FilterProps = Pick<ChoiceFilterProps<string>, 'value' | 'onChange'>;

/** The class filter; `classes` as the endpoint spells them (default: the nine, lower case). */
export function ClassFilter({ classes = AXIE_CLASSES, ...props }: FilterProps & { classes?: readonly string[] }) {
  return <ChoiceFilter {...props} label={<FormattedMessage id="axie.tools.class" />} options={classes} optionText={capitalize} />;
}

/** The body-part filter (eyes … tail), its names in the UI language. */
export function PartTypeFilter(props: FilterProps) {
  const intl = useIntl();
  return <ChoiceFilter {...props} label={<FormattedMessage id="axie.tools.part" />} options={PART_TYPES} optionText={(type) => intl.formatMessage(PART_TYPE_LABELS[type])} />;
}
