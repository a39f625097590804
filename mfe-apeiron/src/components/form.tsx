import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Set = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; min-width: 0;
  legend { font-size: 0.85rem; padding: 0 0.25rem; }
  div { display: flex; flex-wrap: wrap; gap: 0.3rem 0.9rem; }
  label { display: inline-flex; gap: 0.3rem; align-items: center; font-size: 0.88rem; }
`;

/** A group of checkboxes with a legend. */
export function CheckGroup<T extends string>(props: { legend: ReactNode; options: { value: T; label: string }[]; selected: T[]; onChange: (v: T[]) => void }) {
  const id = useId();
  return (
    <Set>
      <legend>{props.legend}</legend>
      <div>
        {props.options.map((o) => (
          <label key={o.value} htmlFor={`${id}-${o.value}`}>
            <input
              id={`${id}-${o.value}`}
              type="checkbox"
              checked={props.selected.includes(o.value)}
              onChange={(e) => props.onChange(e.target.checked ? [...props.selected, o.value] : props.selected.filter((v) => v !== o.value))}
            />
            {o.label}
          </label>
        ))}
      </div>
    </Set>
  );
}

/** Tables scroll inside their own box on narrow screens instead of widening the page; focusable so a keyboard can scroll it. */
export const TableWrap = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto; max-width: 100%;
  table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
  th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
  th { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
`;
