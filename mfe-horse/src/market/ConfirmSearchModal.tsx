import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Modal } from '@criadero/ui';

const Actions = styled.div`
  display: flex; gap: 0.6rem; justify-content: flex-end; flex-wrap: wrap; margin-top: 1rem;
`;

/** The spec's confirmation before a search spends a credit (§6). */
export function ConfirmSearchModal({ open, creditos, onConfirm, onCancel }: { open: boolean; creditos: number; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal open={open} onClose={onCancel} title={<FormattedMessage id="horse.market.confirm.title" />} width="420px">
      <p data-testid="confirm-question">
        <FormattedMessage id="horse.market.confirm.question" />
      </p>
      <p>
        <FormattedMessage id="horse.market.credits" values={{ creditos }} />
      </p>
      <Actions>
        <Button type="button" onClick={onCancel}>
          <FormattedMessage id="horse.market.confirm.cancel" />
        </Button>
        <Button type="button" $variant="primary" onClick={onConfirm}>
          <FormattedMessage id="horse.market.confirm.accept" />
        </Button>
      </Actions>
    </Modal>
  );
}
