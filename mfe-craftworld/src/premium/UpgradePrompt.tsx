import { useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Muted } from '@criadero/ui';
import { loadCraftWorldModal, type CraftWorldModalProps } from './billing-modal';

const Box = styled(Card)`
  border-color: ${({ theme }) => theme.colors.accent};
  ul { margin: 0.5rem 0 1rem; padding-left: 1.2rem; }
`;

/**
 * Opens billing's Craft World Premium modal. `label` is the button text; `onPaid` runs after a
 * payment was sent. When the billing remote cannot be loaded, says so instead of failing silently.
 */
export function UpgradeButton({ label, onPaid }: { label: React.ReactNode; onPaid?: () => void }) {
  const [Modal, setModal] = useState<ComponentType<CraftWorldModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const openModal = async () => {
    setBusy(true);
    const component = await loadCraftWorldModal();
    setBusy(false);
    if (!component) {
      setUnavailable(true);
      return;
    }
    setUnavailable(false);
    setModal(() => component);
    setOpen(true);
  };
  return (
    <>
      <Button type="button" $variant="primary" onClick={() => void openModal()} disabled={busy} data-testid="craftworld-upgrade">
        {label}
      </Button>
      {unavailable ? (
        <Muted role="alert">
          <FormattedMessage id="craftworld.premium.modalUnavailable" />
        </Muted>
      ) : null}
      {Modal ? <Modal open={open} onClose={() => setOpen(false)} onPaid={() => onPaid?.()} /> : null}
    </>
  );
}

/** The locked results of a Premium feature: what the plan gives and the way to get it. */
export function UpgradePrompt({ onPaid }: { onPaid?: () => void }) {
  return (
    <Box data-testid="craftworld-locked" aria-labelledby="craftworld-locked-title">
      <h2 id="craftworld-locked-title">
        <FormattedMessage id="craftworld.premium.lockedTitle" />
      </h2>
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
      <UpgradeButton label={<FormattedMessage id="craftworld.premium.upgrade" />} onPaid={onPaid} />
    </Box>
  );
}
