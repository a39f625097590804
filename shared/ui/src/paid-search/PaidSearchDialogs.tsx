import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../components/primitives';
import { Modal } from '../components/Modal';
import { LoginButton } from '../session/LoginButton';
import type { PaidSearchDialog } from './usePaidSearch';

const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center;
`;

/** The spec's question before a search spends a credit (§6). */
function ConfirmSearchModal({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal open={open} title={<FormattedMessage id="ui.paidSearch.confirmTitle" />} onClose={onCancel}>
      <p>
        <FormattedMessage id="ui.paidSearch.confirm" />
      </p>
      <Actions>
        <Button type="button" $variant="primary" onClick={onConfirm}>
          <FormattedMessage id="ui.paidSearch.confirmYes" />
        </Button>
        <Button type="button" onClick={onCancel}>
          <FormattedMessage id="ui.paidSearch.confirmNo" />
        </Button>
      </Actions>
    </Modal>
  );
}

/** A visitor's search: log in first; the dialog closes once signed in. */
function LoginPromptModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={<FormattedMessage id="ui.paidSearch.loginTitle" />} onClose={onClose}>
      <p>
        <FormattedMessage id="ui.paidSearch.loginText" />
      </p>
      <Actions>
        <LoginButton onDone={onClose} />
      </Actions>
    </Modal>
  );
}

/** The dialogs of a paid search, driven by usePaidSearch's `dialog`, `confirm` and `close`. */
export function PaidSearchDialogs({ dialog, onConfirm, onClose }: { dialog: PaidSearchDialog; onConfirm: () => void; onClose: () => void }) {
  return (
    <>
      <ConfirmSearchModal open={dialog === 'confirm'} onConfirm={onConfirm} onCancel={onClose} />
      <LoginPromptModal open={dialog === 'login'} onClose={onClose} />
    </>
  );
}
