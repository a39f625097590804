import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A labelled form field: the label's text above its `<input>`, `<select>` or `<textarea>`, drawn
 * in the theme's colours (the browser's own controls are white on the dark theme). In a filter
 * row (`FilterBar`) each field takes an equal share; in a `FieldGrid` the grid sizes it.
 */
export const Field = styled.label`
  display: flex; flex-direction: column; gap: 0.3rem; min-width: 0; flex: 1 1 9rem;
  font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted};
  input, select, textarea {
    font: inherit; font-size: 1rem; color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.bg};
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
    padding: 0.4rem 0.5rem; min-width: 0; width: 100%; box-sizing: border-box;
  }
  input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 1px; }
`;

/** A grid of fields that wraps to one column on a phone; `$min` is a column's narrowest width (150px). */
export const FieldGrid = styled.div<{ $min?: string }>`
  display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? '150px'}, 1fr));
  align-items: end; /* inputs line up when a label wraps */
  margin-bottom: 1rem;
`;

/** The buttons of a form, in a row that wraps. */
export const FormActions = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0 1rem;
`;

/** A form's error under its fields, in the theme's danger colour (give it role="alert" when it appears on its own). */
export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger}; margin: 0.5rem 0;
`;

interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  placeholder?: string;
  maxLength?: number;
}

/** A labelled text box; `onChange` gets the text. */
export function TextField({ label, value, onChange, name, inputMode, placeholder, maxLength }: TextFieldProps) {
  const id = useId();
  return (
    <Field htmlFor={id}>
      {label}
      <input id={id} name={name} type="text" inputMode={inputMode} placeholder={placeholder} maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

interface SelectFieldProps<V extends string> {
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  name?: string;
  /** A first choice whose value is '' (no choice, or no filter), with this text: "—", "Cualquiera". Then V includes ''. */
  emptyOption?: string;
  disabled?: boolean;
  /** the select's data-testid */
  testId?: string;
}

/** A labelled select of `options`; `onChange` gets the chosen value, typed as the options' values. */
export function SelectField<V extends string>({ label, value, onChange, options, name, emptyOption, disabled, testId }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <Field htmlFor={id}>
      {label}
      <select id={id} name={name} value={value} disabled={disabled} data-testid={testId} onChange={(event) => onChange(event.target.value as V)}>
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
