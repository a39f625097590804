import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { userAtom } from '@criadero/session';
import { useToast } from '@criadero/ui';
import { billingApi, type Referral } from '../../../api/billing-api';
import { forgetAffiliateCode, readAffiliateCode, storeAffiliateCode } from '../../../domain/affiliate';

/**
 * The referral code of a Premium purchase: the one typed, the one applied and its validation. On
 * opening it applies the account's saved code, else the passed-in code, else the stored affiliate code.
 */
export function useReferralCode(open: boolean, referralCode: string | null | undefined) {
  const intl = useIntl();
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const [code, setCode] = useState('');
  const [referral, setReferral] = useState<Referral | null>(null);
  const [validating, setValidating] = useState(false);
  // the signed-in wallet: the one that pays, and the only one the session may act for
  const wallet = user?.address;

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

  const clear = () => {
    setCode('');
    setReferral(null);
  };

  return { code, setCode, referral, removeReferral: () => setReferral(null), validating, validate, clear };
}
