import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed; inset: 0; z-index: 50;
  background: rgba(5, 8, 15, 0.72);
  display: flex; align-items: flex-start; justify-content: center;
  padding: 4vh 0.75rem; overflow-y: auto;
`;

const Panel = styled.div<{ $width: string }>`
  width: min(${({ $width }) => $width}, 100%);
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.25rem;
`;

const Header = styled.div`
  display: flex; justify-content: space-between; align-items: center; gap: 1rem; margin-bottom: 0.75rem;
  h2 { margin: 0; font-size: 1.25rem; }
`;

const Close = styled.button`
  background: none; border: 0; color: inherit; font-size: 1.5rem; cursor: pointer; line-height: 1;
  min-width: 2rem; min-height: 2rem; /* a 24 px target or more (WCAG 2.5.8) */
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog (aria-modal: the page behind is inert). */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** CSS width, e.g. '90%' for the pair viewer; defaults to 560px */
  width?: string;
  /** false while a payment runs: Escape, backdrop and the close button do nothing */
  closable?: boolean;
}

export function Modal({ open, title, onClose, children, width = '560px', closable = true }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Read through refs: callers pass a new onClose each render, and focus must not jump back to
  // the opener (and then to the panel) on every keystroke inside the modal.
  const latest = useRef({ onClose, closable });
  latest.current = { onClose, closable };

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.closable) latest.current.onClose();
      if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && closable && onClose()}>
      <Panel ref={panelRef} $width={width} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" onClick={onClose} disabled={!closable} aria-label={intl.formatMessage({ id: 'ui.modal.close' })}>
            ×
          </Close>
        </Header>
        {children}
      </Panel>
    </Backdrop>
  );
}
