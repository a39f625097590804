import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Bar = styled.form`
  display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: flex-end;
`;

/** One labelled field of a filter bar: the label text above its `<input>` or `<select>`. */
export const FilterField = styled.label`
  display: flex; flex-direction: column; gap: 0.25rem; font-size: 0.9rem; min-width: 0; flex: 1 1 9rem;
  input, select {
    font: inherit; padding: 0.4rem 0.5rem; min-width: 0; max-width: 100%;
    background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  }
`;

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
