import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { COMMUNITY_NOTE } from './community-note';
import { Muted, SelectField } from '@criadero/ui';

export const Grid = styled.div`
  display: grid; gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  align-items: end;
`;

/**
 * The kit's SelectField over plain values, each its own label (factories, levels, worker counts);
 * `emptyOption` names a first choice '' such as "all".
 */
export function Choice<T extends string | number>({ label, value, options, onChange, emptyOption }: { label: ReactNode; value: T; options: readonly T[]; onChange: (value: string) => void; emptyOption?: string }) {
  return <SelectField label={label} value={String(value)} options={options.map((o) => ({ value: String(o), label: String(o) }))} onChange={onChange} emptyOption={emptyOption} />;
}

export const Stack = styled.div`
  display: flex; flex-direction: column; gap: 1rem; margin-top: 1rem;
`;

export const Row = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center;
`;

/** A table that scrolls sideways inside its card on narrow screens instead of widening the page; focusable so a keyboard can scroll it. */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto; max-width: 100%;
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
`;

const Tip = styled.span`
  border-bottom: 1px dotted currentColor; cursor: help;
  &:focus { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;
const Bubble = styled.span`
  position: fixed; z-index: 60; width: max-content; max-width: min(20rem, calc(100vw - 16px)); white-space: normal;
  background: ${({ theme }) => theme.colors.surfaceRaised}; border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px; padding: 0.4rem 0.55rem; font-size: 0.8rem; font-weight: 400; color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.4);
`;

const BUBBLE_MAX_PX = 320;

/**
 * A number with the sum behind it: shown on hover (title and a tooltip) and on keyboard focus,
 * and read by screen readers through aria-describedby. The tooltip is fixed to the viewport so
 * a table that scrolls sideways does not clip it.
 */
export function Explained({ value, why, testId }: { value: ReactNode; why: string; testId?: string }) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  const place = useCallback(() => {
    const rect = anchor.current!.getBoundingClientRect();
    const width = Math.min(BUBBLE_MAX_PX, window.innerWidth - 16);
    setAt({ top: rect.bottom + 4, left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)) });
  }, []);
  const open = at !== null;
  // the bubble is fixed to the viewport: follow the number when the page or a table scrolls
  useEffect(() => {
    if (!open) return;
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', place, { capture: true });
  }, [open, place]);
  const hide = () => setAt(null);
  return (
    <Tip ref={anchor} tabIndex={0} title={why} aria-describedby={id} data-testid={testId} onMouseEnter={place} onFocus={place} onMouseLeave={hide} onBlur={hide}>
      {value}
      <Bubble role="tooltip" id={id} hidden={!open} style={at ?? undefined}>
        {why}
      </Bubble>
    </Tip>
  );
}

const Note = styled.p`
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.5rem 0.75rem; border-radius: ${({ theme }) => theme.radius}; margin: 0 0 1rem; font-size: 0.9rem;
`;

/** The 'community data, verify' badge every Craft World table carries (its nav serves it with the page: COMMUNITY_NOTE). */
export function CommunityNote({ asOf }: { asOf: string }) {
  return (
    <Note role="note" data-testid="community-note">
      <FormattedMessage id={COMMUNITY_NOTE.id} values={{ date: asOf }} />
    </Note>
  );
}

export function Loading() {
  return (
    <Muted role="status">
      <FormattedMessage id="craftworld.loading" />
    </Muted>
  );
}
