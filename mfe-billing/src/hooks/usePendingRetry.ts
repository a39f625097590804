import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { userAtom } from '@criadero/session';
import { useToast } from '@criadero/ui';
import { ApiError, billingApi } from '../api/billing-api';
import { billingRevisionAtom } from '../state/billing-revision';
import { describeError } from '../domain/payment-errors';
import { readPending, removePending, type PendingKind } from '../domain/pending-store';
import { useRefreshUser } from './usePurchase';

/** How often stored pending payments are posted again while the site is open. */
const RETRY_INTERVAL_MS = 10_000;

type Poster = (record: never) => Promise<boolean>;
const POSTERS: Record<PendingKind, { hash: (r: never) => string; post: Poster }> = {
  credits: { hash: (r: { tx_hash: string }) => r.tx_hash, post: async (r) => (await billingApi.checkCreditBuy(r)).premium },
  plan: { hash: (r: { txHash: string }) => r.txHash, post: async (r) => (await billingApi.checkPayment(r)).premium },
  craftWorld: {
    hash: (r: { txHash: string }) => r.txHash,
    post: async (r: { txHash: string; userAddress: string; amount: string; referralCode: string | null; referralCodeId: string | null }) =>
      (
        await billingApi.craftWorldPayment(
          { txHash: r.txHash, amount: r.amount, currency: 'USDC', type: 'craft_world_premium', referralCode: r.referralCode, referralCodeId: r.referralCodeId },
          r.userAddress,
        )
      ).success,
  },
};

/**
 * Posts the pending payments kept in local storage again: on load (a reload while a payment is
 * pending) and every RETRY_INTERVAL_MS. Confirmed: removed, 'Pago Recibido', user refreshed.
 * Already used (the server's worker credited it meanwhile): removed, user refreshed. Refused or
 * expired: removed with the error. Still pending or unreachable: kept.
 */
// one pass at a time per page, even when the effect re-runs (a new intl object when the shell
// merges catalogues) while a pass is in flight: two passes would post, and toast, the same record
let running = false;

const isPayer = (record: { userAddress?: string }, signedIn: string | undefined) =>
  signedIn !== undefined && record.userAddress?.toLowerCase() === signedIn.toLowerCase();

export function usePendingRetry() {
  const signedIn = useAtomValue(userAtom)?.address;
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshUser();
  const bumpRevision = useSetAtom(billingRevisionAtom);

  useEffect(() => {
    if (!signedIn) return;
    const run = async () => {
      if (running) return;
      running = true;
      let changed = false;
      try {
        for (const kind of Object.keys(POSTERS) as PendingKind[]) {
          const { hash, post } = POSTERS[kind];
          for (const record of readPending(kind)) {
            // a Craft World payment is posted for its payer, and a session acts only for the
            // wallet that signed in: kept until that wallet signs in again
            if (kind === 'craftWorld' && !isPayer(record as { userAddress?: string }, signedIn)) continue;
            try {
              if (await post(record as never)) {
                removePending(kind, hash(record as never));
                toast({ kind: 'success', title: intl.formatMessage({ id: 'billing.toast.received' }), payment: true });
                changed = true;
              }
            } catch (error) {
              // not a refusal (network: status 0, session, server): keep the record for the next round
              if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500) continue;
              removePending(kind, hash(record as never));
              changed = true;
              if (error.code !== 'TX_ALREADY_USED') {
                toast({ kind: 'error', title: intl.formatMessage({ id: 'billing.toast.txError.title' }), message: describeError(intl, error), payment: true });
              }
            }
          }
        }
        if (changed) {
          await refresh();
          bumpRevision((n) => n + 1);
        }
      } finally {
        running = false;
      }
    };
    void run();
    const timer = setInterval(() => void run(), RETRY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn, intl, toast, refresh, bumpRevision]);
}
