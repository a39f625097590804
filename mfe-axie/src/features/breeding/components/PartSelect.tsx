import { useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDebounced } from '../hooks/useDebounced';

const Box = styled.div`
  flex: 1 1 13rem; min-width: 0; position: relative;
`;
const Toggle = styled.button`
  width: 100%; text-align: left; font: inherit; cursor: pointer; padding: 0.4rem 0.5rem;
  background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
`;
const Panel = styled.div`
  margin-top: 0.25rem; padding: 0.5rem; background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  input[type='search'] { width: 100%; box-sizing: border-box; font: inherit; padding: 0.3rem 0.4rem; background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 4px; }
  ul { list-style: none; margin: 0.4rem 0 0; padding: 0; max-height: 12rem; overflow-y: auto; }
  label { display: flex; gap: 0.4rem; align-items: center; padding: 0.15rem 0; cursor: pointer; }
`;

export interface PartOption {
  value: string;
  label: string;
  /** colours to show next to the label (a colour value's shade per class) */
  swatches?: readonly { hex: string; name: string }[];
}

const Swatch = styled.span<{ $hex: string }>`
  display: inline-block; width: 0.9rem; height: 0.9rem; border-radius: 50%;
  background: ${({ $hex }) => $hex}; border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A searchable multi-select (disclosure + checkboxes); `canAdd` blocks new picks at the counter limits. */
export function PartSelect({ label, options, selected, onChange, canAdd = () => true, testId }: { label: string; options: readonly PartOption[]; selected: readonly string[]; onChange: (next: string[]) => void; canAdd?: () => boolean; testId?: string }) {
  const intl = useIntl();
  const [open, setOpenState] = useState(false);
  const [query, setQuery] = useState('');
  // closing forgets the search text: a closed list must not stay filtered by words nobody sees
  const setOpen = (next: boolean | ((o: boolean) => boolean)) =>
    setOpenState((o) => {
      const value = typeof next === 'function' ? next(o) : next;
      if (!value) setQuery('');
      return value;
    });
  const debounced = useDebounced(query);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const shown = useMemo(() => {
    const q = debounced.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q)) : options;
  }, [options, debounced]);
  const names = selected.map((v) => options.find((o) => o.value === v)?.label ?? v);
  const addAllowed = canAdd();
  // Escape closes the list and puts focus back on its button (the focused box would vanish with the list)
  return (
    <Box data-testid={testId} onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), setOpen(false), toggle.current?.focus())}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
        {selected.length ? `: ${names.join(', ')}` : ''}
      </Toggle>
      {open ? (
        <Panel id={id} role="group" aria-label={label}>
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-label={intl.formatMessage({ id: 'axie.breeding.filter.searchIn' }, { label })} placeholder={intl.formatMessage({ id: 'axie.breeding.filter.searchPlaceholder' })} />
          {!addAllowed ? (
            <p role="status">
              <FormattedMessage id="axie.breeding.filter.limitReached" />
            </p>
          ) : null}
          <ul>
            {shown.map((o) => {
              const checked = selected.includes(o.value);
              return (
                <li key={o.value}>
                  <label>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && !addAllowed}
                      onChange={() => onChange(checked ? selected.filter((v) => v !== o.value) : [...selected, o.value])}
                    />
                    {o.label}
                    {o.swatches?.map((sw) => <Swatch key={sw.name} $hex={sw.hex} title={sw.name} data-testid="swatch" />)}
                  </label>
                </li>
              );
            })}
          </ul>
        </Panel>
      ) : null}
    </Box>
  );
}
