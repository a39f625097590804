import { useId, type FormEvent, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { RARITIES, type Rarity } from '@criadero/horse-leveling';
import { Button, Field, SelectField, useFilters } from '@criadero/ui';
import type { HorseFilters } from './api';
import { EMPTY_FORM, toFilters, type FilterForm, type FormIssue } from './filters-form';

const Form = styled.form`
  display: grid; gap: 0.9rem;
  fieldset { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; margin: 0; padding: 0.6rem 0.75rem; min-width: 0; }
  legend { font-weight: 600; padding: 0 0.3rem; }
  .rarities { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; }
  .rarities label { display: inline-flex; gap: 0.35rem; align-items: center; }
  .grid { display: grid; gap: 0.6rem; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  .actions { display: flex; gap: 0.6rem; flex-wrap: wrap; align-items: center; }
  .error { color: ${({ theme }) => theme.colors.danger}; margin: 0; }
`;

const ISSUES: Record<FormIssue, { id: string }> = defineMessages({
  level: { id: 'horse.market.error.level' },
  levelOrder: { id: 'horse.market.error.levelOrder' },
  stat: { id: 'horse.market.error.stat' },
  price: { id: 'horse.market.error.price' },
  priceOrder: { id: 'horse.market.error.priceOrder' },
});

type TextField = Exclude<keyof FilterForm, 'rarities' | 'gender'>;

const LABELS: Record<TextField, { id: string }> = defineMessages({
  levelMin: { id: 'horse.market.levelMin' },
  levelMax: { id: 'horse.market.levelMax' },
  powerMin: { id: 'horse.market.powerMin' },
  sprintMin: { id: 'horse.market.sprintMin' },
  speedMin: { id: 'horse.market.speedMin' },
  priceMin: { id: 'horse.market.priceMin' },
  priceMax: { id: 'horse.market.priceMax' },
});

export interface SearchFormProps {
  busy: boolean;
  /** for visitors: shown instead of the search button (the 'Login' prompt) */
  loginAction?: ReactNode;
  onSearch: (filters: HorseFilters) => void;
}

/** Rarity, gender, level, minimum stats and USD price; 'Buscar' ('Buscando...' while a search runs). */
export function SearchForm({ busy, loginAction, onSearch }: SearchFormProps) {
  const intl = useIntl();
  const id = useId();
  const form = useFilters(EMPTY_FORM, { toRequest: toFilters });
  const { filters, issues } = form.request;
  const errorsId = `${id}-errors`;
  const { rarities } = form.values;
  const toggle = (rarity: Rarity) => form.set('rarities', rarities.includes(rarity) ? rarities.filter((r) => r !== rarity) : [...rarities, rarity]);
  const invalid = (...which: FormIssue[]) => issues.some((issue) => which.includes(issue));
  const number = (field: TextField, limits: NumberLimits, bad: boolean) => <NumberFilter id={`${id}-${field}`} field={field} limits={limits} bad={bad} errorsId={errorsId} {...form.field(field)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && issues.length === 0) onSearch(filters);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'horse.market.form.label' })}>
      <fieldset>
        <legend><FormattedMessage id="horse.market.rarity" /></legend>
        <div className="rarities">
          {RARITIES.map((rarity) => (
            <label key={rarity}>
              <input type="checkbox" checked={rarities.includes(rarity)} onChange={() => toggle(rarity)} />
              {rarity}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend><FormattedMessage id="horse.market.filters" /></legend>
        <div className="grid">
          <SelectField
            label={<FormattedMessage id="horse.market.gender" />}
            {...form.control('gender')}
            options={[
              { value: 'Male', label: intl.formatMessage({ id: 'horse.market.gender.male' }) },
              { value: 'Female', label: intl.formatMessage({ id: 'horse.market.gender.female' }) },
            ]}
            emptyOption={intl.formatMessage({ id: 'horse.market.gender.any' })}
          />
          {number('levelMin', { min: 1, max: 30, step: 1 }, invalid('level', 'levelOrder'))}
          {number('levelMax', { min: 1, max: 30, step: 1 }, invalid('level', 'levelOrder'))}
          {number('powerMin', { min: 0, max: 1000, step: 'any' }, invalid('stat'))}
          {number('sprintMin', { min: 0, max: 1000, step: 'any' }, invalid('stat'))}
          {number('speedMin', { min: 0, max: 1000, step: 'any' }, invalid('stat'))}
          {number('priceMin', { min: 0, max: 1_000_000, step: 'any' }, invalid('price', 'priceOrder'))}
          {number('priceMax', { min: 0, max: 1_000_000, step: 'any' }, invalid('price', 'priceOrder'))}
        </div>
      </fieldset>
      <div id={errorsId} aria-live="polite">
        {issues.map((issue) => (
          <p key={issue} className="error" data-testid="market-form-error">
            <FormattedMessage {...ISSUES[issue]} />
          </p>
        ))}
      </div>
      <div className="actions">
        {loginAction ?? (
          <Button type="submit" $variant="primary" disabled={busy || issues.length > 0}>
            {busy ? <FormattedMessage id="horse.market.searching" /> : <FormattedMessage id="horse.market.search" />}
          </Button>
        )}
        <Button type="button" onClick={form.reset} disabled={busy}>
          <FormattedMessage id="horse.market.clear" />
        </Button>
      </div>
    </Form>
  );
}

type NumberLimits = { min: number; max: number; step: number | 'any' };

interface NumberFilterProps {
  id: string;
  field: TextField;
  limits: NumberLimits;
  /** the box's value is one of the form's problems */
  bad: boolean;
  /** the form's problems, which describe every box */
  errorsId: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** One labelled number box of the form. */
function NumberFilter({ id, field, limits, bad, errorsId, value, onChange }: NumberFilterProps) {
  return (
    <Field htmlFor={id}>
      <FormattedMessage {...LABELS[field]} />
      <input id={id} type="number" inputMode="decimal" min={limits.min} max={limits.max} step={limits.step} value={value} onChange={onChange} aria-invalid={bad} aria-describedby={errorsId} />
    </Field>
  );
}
