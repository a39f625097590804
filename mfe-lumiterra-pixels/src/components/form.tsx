import type { ReactNode } from 'react';
import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { Field, NumberInput } from '@criadero/ui';

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
    <Field htmlFor={id}>
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
    </Field>
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

export const Section = styled.section`
  margin-bottom: 1rem;
  h2 { font-size: 1.1rem; margin: 0 0 0.6rem; }
`;
