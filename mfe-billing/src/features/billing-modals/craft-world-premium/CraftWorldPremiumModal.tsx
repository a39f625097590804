import { FormattedMessage } from 'react-intl';
import { Modal } from '@criadero/ui';
import { billingApi } from '../../../api/billing-api';
import { useBillingConfig } from '../../../api/useBillingConfig';
import { discountedPrice, toUnits } from '../../../domain/usdc';
import { PayButton } from '../../../components/PayButton';
import { usePayment } from '../../../hooks/usePurchase';
import { PremiumPrice, ReferralCodeRow } from './PremiumParts';
import { useReferralCode } from './useReferralCode';

export interface CraftWorldPremiumModalProps {
  open: boolean;
  onClose: () => void;
  /** a referral code handed in by the opener (e.g. from a creator's link) */
  referralCode?: string | null;
  /** called after a payment was sent (confirmed or pending) */
  onPaid?: (outcome: 'confirmed' | 'pending') => void;
}

/**
 * Craft World Premium (spec §2, §4): 8 USDC a month, less the referral code's discount (10 % when
 * the code names none). The code is validated on opening from the saved code, the passed-in code
 * or the stored affiliate code. Cannot be closed while paying; closing clears the code state.
 */
export function CraftWorldPremiumModal({ open, onClose, referralCode, onPaid }: CraftWorldPremiumModalProps) {
  const { config } = useBillingConfig();
  const payment = usePayment(config);
  const paying = payment.paying !== null;
  const codes = useReferralCode(open, referralCode);
  const { referral } = codes;

  const base = Number(config?.craftWorld.price ?? '8');
  const final = referral ? discountedPrice(base, referral.discount_percentage) : base.toFixed(2);
  const savings = Math.round((base - Number(final)) * 100) / 100;

  const close = () => {
    if (paying) return;
    codes.clear();
    onClose();
  };

  const pay = async () => {
    const outcome = await payment.pay('craftWorld', () => ({
      kind: 'craftWorld',
      craftWorld: true,
      units: toUnits(final),
      record: (w, txHash) => ({ txHash, userAddress: w.address, amount: final, referralCode: referral?.code ?? null, referralCodeId: referral?.id ?? null }),
      check: async (record) =>
        (
          await billingApi.craftWorldPayment(
            { txHash: record.txHash, amount: record.amount, currency: 'USDC', type: 'craft_world_premium', referralCode: record.referralCode, referralCodeId: record.referralCodeId },
            record.userAddress,
          )
        ).success,
    }));
    if (outcome !== 'failed') onPaid?.(outcome);
  };

  return (
    <Modal open={open} onClose={close} closable={!paying} title={<FormattedMessage id="billing.cw.title" />}>
      <div data-testid="cw-modal">
        <PremiumPrice base={base} final={final} savings={savings} referral={referral} />
        <ReferralCodeRow codes={codes} paying={paying} />

        <ul>
          <li>
            <FormattedMessage id="billing.cw.benefit.optimizer" />
          </li>
          <li>
            <FormattedMessage id="billing.cw.benefit.analysis" />
          </li>
          <li>
            <FormattedMessage id="billing.cw.benefit.exclusive" />
          </li>
        </ul>
        <PayButton paying={paying} disabled={!config?.enabled} onPay={() => void pay()}>
          <FormattedMessage id="billing.cw.pay" values={{ amount: Number(final) }} />
        </PayButton>
      </div>
    </Modal>
  );
}
