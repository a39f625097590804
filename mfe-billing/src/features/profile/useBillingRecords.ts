import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { craftWorldModalAtom, userAtom } from '@criadero/session';
import { billingApi, type History, type PlanTimeline, type Subscription } from '../../api/billing-api';
import { billingRevisionAtom } from '../../state/billing-revision';

/** The signed-in player's payment history, Craft World subscription and plan timeline. */
export function useBillingRecords() {
  const user = useAtomValue(userAtom);
  const [history, setHistory] = useState<History | null>(null);
  const [historyError, setHistoryError] = useState(false);
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const [timeline, setTimeline] = useState<PlanTimeline | null>(null);
  const cwOpen = useAtomValue(craftWorldModalAtom) !== null;
  const creditos = user?.creditos;
  const premiumUntil = user?.premiumUntil;
  const revision = useAtomValue(billingRevisionAtom);

  // reload the history whenever the user state changes or a payment is credited (a purchase,
  // or the background retry of a pending one, Craft World's included)
  useEffect(() => {
    if (creditos === undefined) return;
    let live = true;
    billingApi.history().then(
      (h) => live && (setHistory(h), setHistoryError(false)),
      () => live && setHistoryError(true),
    );
    billingApi.subscription().then((s) => live && setSubscription(s), () => undefined);
    billingApi.plan().then((p) => live && setTimeline(p), () => undefined);
    return () => {
      live = false;
    };
  }, [creditos, premiumUntil, cwOpen, revision]);

  return { history, historyError, subscription, timeline };
}
