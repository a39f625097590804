import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { userAtom } from '@criadero/session';
import { Button, Modal, Muted, useToast } from '@criadero/ui';
import { billingApi, type Referral } from '../../api/billing-api';
import { useBillingConfig } from '../../api/useBillingConfig';
import { discountedPrice, toUnits } from '../../payments/usdc';
import { usePurchase } from '../../payments/usePurchase';
import { forgetAffiliateCode, readAffiliateCode, storeAffiliateCode } from '../../payments/affiliate';

export interface CraftWorldPremiumModalProps {
  open: boolean;
  onClose: () => void;
  /** a referral code handed in by the opener (e.g. from a creator's link) */
  referralCode?: string | null;
  /** called after a payment was sent (confirmed or pending) */
  onPaid?: (outcome: 'confirmed' | 'pending') => void;
}

const PriceBox = styled.div`
  display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.6rem; margin-bottom: 0.5rem;
  .final { font-size: 1.8rem; font-weight: 700; }
  s { color: ${({ theme }) => theme.colors.textMuted}; }
`;
const Badge = styled.span`
  background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText};
  border-radius: 999px; padding: 0.1rem 0.55rem; font-weight: 600; font-size: 0.85rem;
`;
const CodeRow = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0 1rem;
  input { flex: 1 1 10rem; min-width: 0; font: inherit; padding: 0.4rem; }
`;

/**
 * Craft World Premium (spec §2, §4): 8 USDC a month, less the referral code's discount (10 % when
 * the code names none). The code is validated on opening from the saved code, the passed-in code
 * or the stored affiliate code. Cannot be closed while paying; closing clears the code state.
 */
export function CraftWorldPremiumModal({ open, onClose, referralCode, onPaid }: CraftWorldPremiumModalProps) {
  const intl = useIntl();
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const { config } = useBillingConfig();
  const purchase = usePurchase();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [referral, setReferral] = useState<Referral | null>(null);
  const [validating, setValidating] = useState(false);
  const [paying, setPaying] = useState(false);
  // the signed-in wallet: the one that pays, and the only one the session may act for
  const wallet = user?.address;

  const base = Number(config?.craftWorld.price ?? '8');
  const final = referral ? discountedPrice(base, referral.discount_percentage) : base.toFixed(2);
  const savings = (base - Number(final)).toFixed(2);

  const validate = useCallback(
    async (candidate: string, origin: 'typed' | 'stored' | 'saved' | 'passed'): Promise<boolean> => {
      const trimmed = candidate.trim();
      if (!trimmed) return false;
      if (!user) {
        toast({ kind: 'warning', title: intl.formatMessage({ id: 'billing.pay.connectWallet' }) });
        return false;
      }
      setValidating(true);
      try {
        const answer = await billingApi.validateReferral(trimmed, wallet);
        if (answer.valid && answer.referral) {
          setReferral(answer.referral);
          storeAffiliateCode(answer.referral.code);
          await billingApi.saveReferral(answer.referral.id, wallet).catch(() => undefined);
          if (origin === 'typed') {
            toast({
              kind: 'success',
              title: intl.formatMessage({ id: 'billing.cw.code.valid' }),
              message: intl.formatMessage({ id: 'billing.cw.code.validDetail' }, { owner: answer.referral.owner_name, discount: answer.referral.discount_percentage }),
            });
          }
          return true;
        }
        if (origin === 'stored') forgetAffiliateCode();
        if (origin === 'typed') {
          toast({ kind: 'error', title: intl.formatMessage({ id: 'billing.cw.code.invalid' }), message: answer.message || intl.formatMessage({ id: 'billing.cw.code.invalidDefault' }) });
        }
        return false;
      } catch {
        if (origin === 'typed') toast({ kind: 'error', title: intl.formatMessage({ id: 'billing.cw.code.error' }) });
        return false;
      } finally {
        setValidating(false);
      }
    },
    [intl, toast, user, wallet],
  );

  // on opening: the account's saved code, else the passed-in code, else the stored affiliate code
  useEffect(() => {
    if (!open || !user) return;
    let live = true;
    void (async () => {
      const saved = await billingApi.subscription(wallet).catch(() => null);
      if (!live) return;
      if (saved?.currentReferralCode) {
        setReferral(saved.currentReferralCode);
        return;
      }
      if (referralCode && (await validate(referralCode, 'passed'))) return;
      const stored = readAffiliateCode();
      if (live && stored) await validate(stored, 'stored');
    })();
    return () => {
      live = false;
    };
  }, [open, user, wallet, referralCode, validate]);

  const close = () => {
    if (paying) return;
    setCode('');
    setReferral(null);
    onClose();
  };

  const pay = async () => {
    if (!config) return;
    setPaying(true);
    try {
      const outcome = await purchase(config, {
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
      });
      if (outcome !== 'failed') onPaid?.(outcome);
    } finally {
      setPaying(false);
    }
  };

  return (
    <Modal open={open} onClose={close} closable={!paying} title={<FormattedMessage id="billing.cw.title" />}>
      <div data-testid="cw-modal">
        <PriceBox>
          {referral ? (
            <>
              <s data-testid="cw-base-price">
                <FormattedMessage id="billing.usdc" values={{ amount: base }} />
              </s>
              <Badge>
                <FormattedMessage id="billing.cw.discount" values={{ percent: referral.discount_percentage }} />
              </Badge>
            </>
          ) : null}
          <span className="final" data-testid="cw-final-price">
            <FormattedMessage id="billing.usdc" values={{ amount: final }} />
          </span>
          <span>
            <FormattedMessage id="billing.cw.monthly" />
          </span>
        </PriceBox>
        {referral ? (
          <Muted data-testid="cw-savings">
            <FormattedMessage id="billing.cw.savings" values={{ amount: savings }} />
          </Muted>
        ) : null}

        {referral ? (
          <CodeRow>
            <span data-testid="cw-applied-code">
              <FormattedMessage id="billing.cw.code.applied" values={{ code: referral.code, owner: referral.owner_name }} />
            </span>
            <Button type="button" onClick={() => setReferral(null)} disabled={paying}>
              <FormattedMessage id="billing.cw.code.remove" />
            </Button>
          </CodeRow>
        ) : (
          <CodeRow>
            <label htmlFor={inputId}>
              <FormattedMessage id="billing.cw.code.label" />
            </label>
            <input id={inputId} value={code} onChange={(e) => setCode(e.target.value)} maxLength={32} disabled={paying} />
            <Button type="button" onClick={() => void validate(code, 'typed')} disabled={!code.trim() || validating || paying}>
              <FormattedMessage id="billing.cw.code.validate" />
            </Button>
          </CodeRow>
        )}

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
        <Button type="button" $variant="primary" onClick={() => void pay()} disabled={paying || !config?.enabled}>
          {paying ? <FormattedMessage id="billing.cw.processing" /> : <FormattedMessage id="billing.cw.pay" values={{ amount: final }} />}
        </Button>
        <Muted as="p" style={{ marginTop: '0.75rem' }}>
          <FormattedMessage id="billing.pay.walletNote" />
        </Muted>
      </div>
    </Modal>
  );
}
