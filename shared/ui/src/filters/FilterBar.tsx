import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from '../forms/fields';

const Bar = styled.form`
  display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: flex-end;
`;

/**
 * @deprecated the kit's `Field` under the name filter bars used before 1.3.0, kept for remotes
 * built against 1.1–1.2 (removing it is a major); new code imports `Field`.
 * @public
 */
export const FilterField = Field;

export interface FilterBarProps {
  children: ReactNode;
  /** The search landmark's name, when the page has more than one. */
  label?: string;
  /** A bar that filters as the fields change has none: Enter then does nothing. */
  onSubmit?: () => void;
  'data-testid'?: string;
}

/**
 * The row of filter fields above a list (a search landmark that wraps on a narrow screen). The
 * page never reloads on Enter: `onSubmit` is called instead, when given.
 */
export function FilterBar({ children, label, onSubmit, 'data-testid': testId }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Bar role="search" aria-label={label} onSubmit={submit} data-testid={testId}>
      {children}
    </Bar>
  );
}
