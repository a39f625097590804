import type { ReactNode } from 'react';
import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { NumberInput } from '@criadero/ui';

/** A grid of labelled fields that wraps to one column on a phone. */
export const FieldGrid = styled.div<{ $min?: string }>`
  display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? '150px'}, 1fr));
  align-items: end; /* inputs line up when a label wraps */
  margin-bottom: 1rem;
`;

const Label = styled.label`
  display: flex; flex-direction: column; gap: 0.3rem; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted};
  input, select {
    font: inherit; font-size: 1rem; color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.bg};
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
    padding: 0.4rem 0.5rem; min-width: 0; width: 100%; box-sizing: border-box;
  }
  input:focus-visible, select:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 1px; }
`;

/**
 * A number box of the kit (NumberInput): what is typed stays, '1,5' in es/pt, and a value outside
 * `min`..`max` or with too many decimals is reported under the box instead of being cut or taken
 * as 0. Empty is '' (the page decides what an empty box means). `onValidity` tells the
 * page which boxes are wrong (see useInvalidFields).
 */
export function NumberField(props: {
  label: ReactNode;
  value: number | '';
  onChange: (value: number | '') => void;
  min: number;
  max: number;
  /** decimals allowed; 0 (the default) for counts */
  decimals?: number;
  name?: string;
  onValidity?: (valid: boolean) => void;
}) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {props.label}
      <NumberInput
        id={id}
        name={props.name}
        min={props.min}
        max={props.max}
        maxFractionDigits={props.decimals ?? 0}
        value={props.value === '' ? null : props.value}
        onChange={(value) => props.onChange(value === null ? '' : value)}
        onValidity={props.onValidity}
      />
    </Label>
  );
}

/**
 * Which number boxes of a form are wrong now: `report(key)` is a box's onValidity, `invalid` is
 * true while any is wrong (the page then disables its button and shows no stale result).
 */
export function useInvalidFields() {
  const [wrong, setWrong] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (key: string) => (valid: boolean) =>
      setWrong((prev) => {
        if (prev.has(key) !== valid) return prev;
        const next = new Set(prev);
        if (valid) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const forget = useCallback((prefix: string) => setWrong((prev) => new Set([...prev].filter((key) => !key.startsWith(prefix)))), []);
  return { invalid: wrong.size > 0, report, forget };
}

export function TextField(props: { label: ReactNode; value: string; onChange: (value: string) => void; name?: string; maxLength?: number }) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {props.label}
      <input id={id} name={props.name} type="text" maxLength={props.maxLength} value={props.value} onChange={(event) => props.onChange(event.target.value)} />
    </Label>
  );
}

export function SelectField(props: { label: ReactNode; value: string; onChange: (value: string) => void; options: { value: string; label: string }[]; name?: string }) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {props.label}
      <select id={id} name={props.name} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Label>
  );
}

export const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0 1rem;
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger}; margin: 0.5rem 0;
`;

export const Section = styled.section`
  margin-bottom: 1rem;
  h2 { font-size: 1.1rem; margin: 0 0 0.6rem; }
`;
