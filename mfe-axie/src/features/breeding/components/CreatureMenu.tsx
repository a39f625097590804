import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '@criadero/ui';
import type { CreatureCard } from '../../../api/axie-api';
import { marketplaceAxieUrl } from '../../../domain/market-url';

const Wrap = styled.div`
  position: relative;
`;
const Trigger = styled.button`
  font: inherit; background: none; border: 1px solid ${({ theme }) => theme.colors.border}; color: inherit;
  border-radius: ${({ theme }) => theme.radius}; cursor: pointer; padding: 0.1rem 0.55rem; font-size: 1.1rem; line-height: 1.4;
`;
const List = styled.ul`
  position: absolute; right: 0; top: 100%; z-index: 20; list-style: none; margin: 0.25rem 0 0; padding: 0.25rem;
  min-width: 13rem; max-width: calc(100vw - 2rem);
  background: ${({ theme }) => theme.colors.surfaceRaised}; border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  button, a {
    display: block; width: 100%; text-align: left; font: inherit; color: ${({ theme }) => theme.colors.text};
    background: none; border: 0; padding: 0.4rem 0.5rem; cursor: pointer; border-radius: 4px; text-decoration: none;
  }
  button:hover, a:hover, button:focus-visible, a:focus-visible { background: ${({ theme }) => theme.colors.border}; }
`;

export interface CreatureMenuActions {
  onCombine: () => void;
  onGenetics: () => void;
  /** the player opens the Axie on the Marketplace (the link opens; its listing is re-checked) */
  onMarketplace: () => void;
  onPartners: () => void;
  onDelete: () => void;
  /** Hides the Axie from the ranking and the grid without deleting it. */
  onHide: () => void;
  inCombinations: boolean;
}

/** Context menu of a creature (spec §2): a disclosure button; Escape closes it and returns focus. */
export function CreatureMenu({ creature, actions }: { creature: CreatureCard; actions: CreatureMenuActions }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!list.current?.parentElement?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const act = (fn: () => void) => () => {
    close();
    fn();
  };

  return (
    <Wrap onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), close())}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">⋮</span>
        <VisuallyHidden>{intl.formatMessage({ id: 'axie.breeding.menu.label' }, { id: creature.id })}</VisuallyHidden>
      </Trigger>
      {open ? (
        <List id={id} ref={list}>
          <li>
            <button type="button" onClick={act(actions.onCombine)}>
              {actions.inCombinations ? <FormattedMessage id="axie.breeding.menu.uncombine" /> : <FormattedMessage id="axie.breeding.menu.combine" />}
            </button>
          </li>
          <li>
            <button type="button" onClick={act(actions.onGenetics)}>
              <FormattedMessage id="axie.breeding.menu.genetics" />
            </button>
          </li>
          <li>
            <a href={marketplaceAxieUrl(creature.id)} target="_blank" rel="noopener noreferrer" onClick={(event) => (event.preventDefault(), setOpen(false), actions.onMarketplace())}>
              <FormattedMessage id="axie.breeding.menu.marketplace" />
            </a>
          </li>
          <li>
            <button type="button" onClick={act(actions.onPartners)}>
              <FormattedMessage id="axie.breeding.menu.partners" />
            </button>
          </li>
          <li>
            <button type="button" onClick={act(actions.onHide)}>
              <FormattedMessage id="axie.breeding.menu.hide" />
            </button>
          </li>
          <li>
            <button type="button" onClick={act(actions.onDelete)}>
              <FormattedMessage id="axie.breeding.menu.delete" />
            </button>
          </li>
        </List>
      ) : null}
    </Wrap>
  );
}
