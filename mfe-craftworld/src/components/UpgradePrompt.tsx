import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { craftWorldModalAtom } from '@criadero/session';
import { Button, Card, Muted, Section } from '@criadero/ui';

const Box = styled(Card)`
  border-color: ${({ theme }) => theme.colors.accent};
  ul { margin: 0.5rem 0 1rem; padding-left: 1.2rem; }
`;

/**
 * Opens billing's Craft World Premium modal (mounted by the shell at the site root, like the plan
 * and credits modals) through `craftWorldModalAtom`. `label` is the button text; `onClosed` runs
 * when the modal this button opened closes (after a payment, or not), to read the subscription again.
 */
export function UpgradeButton({ label, onClosed }: { label: React.ReactNode; onClosed?: () => void }) {
  const [modal, setModal] = useAtom(craftWorldModalAtom);
  const openedHere = useRef(false);
  useEffect(() => {
    if (modal !== null || !openedHere.current) return;
    openedHere.current = false;
    onClosed?.();
  }, [modal, onClosed]);
  const open = () => {
    openedHere.current = true;
    setModal({ referralCode: null });
  };
  return (
    <Button type="button" $variant="primary" onClick={open} data-testid="craftworld-upgrade">
      {label}
    </Button>
  );
}

/** The locked results of a Premium feature: what the plan gives and the way to get it. */
export function UpgradePrompt({ onClosed }: { onClosed?: () => void }) {
  return (
    <Section as={Box} title="craftworld.premium.lockedTitle" data-testid="craftworld-locked">
      <Muted>
        <FormattedMessage id="craftworld.premium.lockedBody" />
      </Muted>
      <ul>
        <li>
          <FormattedMessage id="craftworld.premium.benefit.optimizer" />
        </li>
        <li>
          <FormattedMessage id="craftworld.premium.benefit.analysis" />
        </li>
        <li>
          <FormattedMessage id="craftworld.premium.benefit.setups" />
        </li>
      </ul>
      <UpgradeButton label={<FormattedMessage id="craftworld.premium.upgrade" />} onClosed={onClosed} />
    </Section>
  );
}
