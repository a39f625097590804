import { useAtomValue, useSetAtom } from 'jotai';
import { billingRevisionAtom } from '../state/billing-revision';
import { useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { sessionAtom, userAtom } from '@criadero/session';
import { fetchUserState } from '@criadero/session/session-api';
import { useToast } from '@criadero/ui';
import { ApiError, billingApi, type BillingConfig } from '../api/billing-api';
import { describeError } from '../domain/payment-errors';
import { removePending, savePending, type PendingKind } from '../domain/pending-store';
import { isWalletRejection, PaymentStartError, type ConnectedWallet } from '../domain/payment-start';

const MSG = defineMessages({
  connectWallet: { id: 'billing.pay.connectWallet' },
  NO_WALLET: { id: 'billing.pay.noWallet' },
  WRONG_WALLET: { id: 'billing.pay.wrongWallet' },
  DISABLED: { id: 'billing.pay.disabled' },
  insufficientTitle: { id: 'billing.toast.insufficient.title' },
  insufficientMessage: { id: 'billing.toast.insufficient.message' },
  balanceError: { id: 'billing.toast.balanceError' },
  txErrorTitle: { id: 'billing.toast.txError.title' },
  txErrorMessage: { id: 'billing.toast.txError.message' },
  cancelled: { id: 'billing.toast.cancelled' },
  received: { id: 'billing.toast.received' },
  validating: { id: 'billing.toast.validating' },
  cwSent: { id: 'billing.toast.cw.sent' },
  cwInProcess: { id: 'billing.toast.cw.inProcess' },
  cwProcessing: { id: 'billing.toast.cw.processing' },
});

/** spec §9: the pending record is saved if the check has not answered within 1 s */
const PENDING_SAVE_DELAY_MS = 1000;

export type PurchaseOutcome = 'confirmed' | 'pending' | 'failed';

export interface PurchaseSpec<R> {
  kind: PendingKind;
  units: bigint;
  /** the record kept in local storage for the retry */
  record(wallet: ConnectedWallet, txHash: string): R;
  /** posts the hash; true when the server credited it */
  check(record: R): Promise<boolean>;
  /** Craft World: always keep the record until an answer (spec §4) and use its own toasts */
  craftWorld?: boolean;
}

/** Re-reads the user state (credits, plan) after a payment and puts it in the shared session. */
export function useRefreshUser() {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(async () => {
    const user = await fetchUserState().catch(() => undefined);
    if (user) setSession({ status: 'authenticated', user });
  }, [setSession]);
}

/**
 * A payment in the spec's order (§4, §5): wallet, USDC balance, transfer, then the server check
 * of the tx hash. Shows the spec's toasts (5 s payment toasts) and refreshes the user state.
 */
export function usePurchase() {
  const intl = useIntl();
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const refresh = useRefreshUser();
  const bumpRevision = useSetAtom(billingRevisionAtom);
  const t = (message: { id: string }) => intl.formatMessage(message);

  return useCallback(
    async <R>(config: BillingConfig, spec: PurchaseSpec<R>): Promise<PurchaseOutcome> => {
      if (!user) {
        toast({ kind: 'warning', title: t(MSG.connectWallet) });
        return 'failed';
      }
      let wallet: ConnectedWallet;
      try {
        const { connectPaymentWallet } = await import(/* webpackChunkName: "send-usdc" */ '../domain/send-usdc');
        wallet = await connectPaymentWallet(config, user.address);
      } catch (error) {
        if (isWalletRejection(error)) {
          toast({ kind: 'info', title: t(MSG.cancelled), payment: true });
          return 'failed';
        }
        const reason = error instanceof PaymentStartError ? error.reason : 'NO_WALLET';
        toast({ kind: 'error', title: t(MSG[reason]), payment: true });
        return 'failed';
      }
      try {
        const balance = await billingApi.usdcBalance(wallet.address);
        if (balance < spec.units) {
          toast({ kind: 'error', title: t(MSG.insufficientTitle), message: t(MSG.insufficientMessage), payment: true });
          return 'failed';
        }
      } catch {
        toast({ kind: 'error', title: t(MSG.balanceError), payment: true });
        return 'failed';
      }
      let txHash: string;
      try {
        txHash = await wallet.sendUsdc(spec.units);
      } catch (error) {
        if (isWalletRejection(error)) {
          toast({ kind: 'info', title: t(MSG.cancelled), payment: true });
          return 'failed';
        }
        toast({ kind: 'error', title: t(MSG.txErrorTitle), message: `${t(MSG.txErrorMessage)} (${describeError(intl, error)})`, payment: true });
        return 'failed';
      }

      const record = spec.record(wallet, txHash);
      const save = () => savePending(spec.kind, record as never);
      const timer = spec.craftWorld ? (save(), undefined) : setTimeout(save, PENDING_SAVE_DELAY_MS);
      try {
        const accepted = await spec.check(record);
        clearTimeout(timer);
        if (accepted) {
          removePending(spec.kind, txHash);
          toast({ kind: 'success', title: t(spec.craftWorld ? MSG.cwSent : MSG.received), payment: true });
          await refresh();
          bumpRevision((n) => n + 1);
          return 'confirmed';
        }
        save();
        toast({ kind: 'info', title: t(spec.craftWorld ? MSG.cwInProcess : MSG.validating), payment: true });
        return 'pending';
      } catch (error) {
        clearTimeout(timer);
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          removePending(spec.kind, txHash);
          toast({ kind: 'error', title: t(MSG.txErrorTitle), message: `${describeError(intl, error)}. ${t(MSG.txErrorMessage)}`, payment: true });
          return 'failed';
        }
        // network or server failure: the payment may be fine on chain; keep it for the retry
        save();
        toast({ kind: 'info', title: t(spec.craftWorld ? MSG.cwProcessing : MSG.validating), payment: true });
        return 'pending';
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, toast, user, refresh, bumpRevision],
  );
}

/**
 * One purchase at a time, with the billing config: `paying` names what is being paid for (a
 * purchase kind, or the plan's id) while it runs, null otherwise. Without the config (not loaded
 * yet) nothing is paid and the outcome is 'failed'.
 */
export function usePayment(config: BillingConfig | null) {
  const purchase = usePurchase();
  const [paying, setPaying] = useState<string | null>(null);
  const pay = async <R>(what: string, spec: (config: BillingConfig) => PurchaseSpec<R>): Promise<PurchaseOutcome> => {
    if (!config) return 'failed';
    setPaying(what);
    try {
      return await purchase(config, spec(config));
    } finally {
      setPaying(null);
    }
  };
  return { paying, pay };
}
