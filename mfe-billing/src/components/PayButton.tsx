import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Muted } from '@criadero/ui';

/** A payment modal's pay button (saying "processing" while paying), over the note that the connected wallet pays. */
export function PayButton({ paying, disabled, onPay, children }: { paying: boolean; disabled: boolean; onPay: () => void; children: ReactNode }) {
  return (
    <>
      <Button type="button" $variant="primary" onClick={onPay} disabled={paying || disabled}>
        {paying ? <FormattedMessage id="billing.pay.processing" /> : children}
      </Button>
      <Muted as="p" style={{ marginTop: '0.75rem' }}>
        <FormattedMessage id="billing.pay.walletNote" />
      </Muted>
    </>
  );
}
