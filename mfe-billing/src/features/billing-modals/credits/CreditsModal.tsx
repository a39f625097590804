import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Modal, Muted, NumberInput } from '@criadero/ui';
import { billingApi } from '../../../api/billing-api';
import { useBillingConfig } from '../../../api/useBillingConfig';
import { clampCredits, toUnits } from '../../../domain/usdc';
import { PayButton } from '../../../components/PayButton';
import { usePayment } from '../../../hooks/usePurchase';
import { readAffiliateCode } from '../../../domain/affiliate';

const Row = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; margin: 0.75rem 0;
  input[type='range'] { flex: 1 1 200px; min-width: 0; }
  input[type='text'] { width: 6.5rem; font: inherit; padding: 0.35rem; }
`;
const Total = styled.p`
  font-size: 1.3rem; font-weight: 700; margin: 0.5rem 0;
`;

/** Buy Plus Coins (spec §2, §5): 1..1000 (more is clamped to 1000), default 10, 1 coin = 1 USDC, never expire. */
export function CreditsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { config } = useBillingConfig();
  const payment = usePayment(config);
  const paying = payment.paying !== null;
  const [amount, setAmount] = useState(10);
  // the typed text is a whole number within 1..max: otherwise the field says why and Pay waits
  const [valid, setValid] = useState(true);
  const inputId = useId();
  const max = config?.credits.max ?? 1000;

  const buy = async () => {
    const outcome = await payment.pay('credits', (config) => ({
      kind: 'credits',
      units: toUnits(amount * config.credits.usdcPerCredit),
      record: (wallet, txHash) => ({ wallets: [wallet.address], tx_hash: txHash, amount, affiliate_code: readAffiliateCode() }),
      check: async (record) => (await billingApi.checkCreditBuy(record)).premium,
    }));
    if (outcome !== 'failed') onClose();
  };

  return (
    <Modal open={open} onClose={onClose} closable={!paying} title={<FormattedMessage id="billing.credits.title" />}>
      <div data-testid="credits-modal">
        <Muted>
          <FormattedMessage id="billing.credits.explain" />
        </Muted>
        <Row>
          <input
            type="range"
            min={1}
            max={max}
            value={amount}
            aria-label={intl.formatMessage({ id: 'billing.credits.slider' })}
            onChange={(e) => {
              setAmount(clampCredits(Number(e.target.value), 1, max));
              setValid(true);
            }}
            disabled={paying}
          />
          <label htmlFor={inputId}>
            <FormattedMessage id="billing.credits.amount" />
          </label>
          <NumberInput
            id={inputId}
            min={1}
            max={max}
            maxFractionDigits={0}
            clampAboveMax
            required
            value={amount}
            onChange={(value) => value !== null && setAmount(value)}
            onValidity={setValid}
            disabled={paying}
          />
        </Row>
        <Total data-testid="credits-total">{valid ? <FormattedMessage id="billing.credits.total" values={{ count: amount }} /> : '—'}</Total>
        <PayButton paying={paying} disabled={!valid || !config?.enabled} onPay={() => void buy()}>
          <FormattedMessage id="billing.credits.pay" values={{ amount: valid ? intl.formatNumber(amount) : '—' }} />
        </PayButton>
      </div>
    </Modal>
  );
}
