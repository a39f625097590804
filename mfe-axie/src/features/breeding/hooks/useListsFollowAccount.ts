import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { userAtom } from '@criadero/session';
import { useErrorText, useToast } from '@criadero/ui';
import { changeHiddenAxies, fetchHiddenAxies, mergeWalletLists } from '../api/share-links';
import { isWalletLists } from '../domain/wallet-lists';
import { accountHiddenIdsAtom, localHiddenIdsAtom } from '../state/hidden';
import { accountWalletListsAtom, localWalletListsAtom } from '../state/wallet-lists';

/**
 * A signed-in player's hidden Axies and wallet lists live with the account. On sign-in what a
 * visitor kept in this browser moves there: hidden Axies are added to the account's, wallet lists
 * merged into its lists (a same-named list gets the wallets it lacks; the server's merge is
 * idempotent, so a sign-in cut short and done again adds nothing twice). This browser's copy is
 * emptied only once the account holds it; a refusal (the plan's list limits) is shown and the
 * lists stay here.
 */
export function useListsFollowAccount() {
  const accountId = useAtomValue(userAtom)?.accountId ?? null;
  const store = useStore();
  const toast = useToast();
  const intl = useIntl();
  const errorText = useErrorText();

  useEffect(() => {
    if (!accountId) return;
    const controller = new AbortController();
    const alive = () => !controller.signal.aborted;
    void (async () => {
      try {
        const visitorHidden = store.get(localHiddenIdsAtom);
        const toMove = Array.isArray(visitorHidden) ? visitorHidden.filter((id) => typeof id === 'string') : [];
        const ids = toMove.length ? await changeHiddenAxies({ add: toMove }) : await fetchHiddenAxies(controller.signal);
        if (toMove.length) store.set(localHiddenIdsAtom, []);
        if (alive()) store.set(accountHiddenIdsAtom, { accountId, ids });
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') console.warn('[axie.breeding] hidden Axies of the account unavailable', error);
      }
      const visitorLists = store.get(localWalletListsAtom);
      if (!alive() || !isWalletLists(visitorLists) || !visitorLists.length) return;
      try {
        const answer = await mergeWalletLists(visitorLists);
        store.set(localWalletListsAtom, []);
        store.set(accountWalletListsAtom, { accountId, ...answer });
        toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.lists.moved' }, { count: visitorLists.length }) });
      } catch (error) {
        toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.lists.notMoved' }), message: errorText(error) });
      }
    })();
    return () => controller.abort();
  }, [accountId, store, toast, intl, errorText]);
}
