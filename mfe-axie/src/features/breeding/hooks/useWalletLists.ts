import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { WalletList, WalletListsResponse } from '@criadero/api-contracts/axie';
import { userAtom } from '@criadero/session';
import { callApi } from '@criadero/session/api';
import { accountWalletListsAtom, localWalletListsAtom, walletListLimitsAtom, walletListsAtom } from '../state/wallet-lists';

const PATH = '/api/axie/wallet-lists';

/**
 * The player's named wallet lists: with the account when signed in (loaded once per account when
 * `enabled`, i.e. once the player opens them, saved whole on each change; the server checks the
 * rules and answers in the player's language), in this browser for a visitor. `save` rejects with
 * the server's error.
 */
export function useWalletLists(enabled: boolean) {
  const user = useAtomValue(userAtom);
  const lists = useAtomValue(walletListsAtom);
  const limits = useAtomValue(walletListLimitsAtom);
  const setAccount = useSetAtom(accountWalletListsAtom);
  const setLocal = useSetAtom(localWalletListsAtom);
  const accountId = user?.accountId ?? null;

  useEffect(() => {
    if (!accountId || !enabled) return;
    const controller = new AbortController();
    callApi<WalletListsResponse>(PATH, { signal: controller.signal }).then(
      (answer) => setAccount({ accountId, ...answer }),
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') console.warn('[axie.breeding] wallet lists unavailable', error);
      },
    );
    return () => controller.abort();
  }, [accountId, enabled, setAccount]);

  const save = useCallback(
    async (next: WalletList[]) => {
      if (!accountId) return setLocal(next);
      const answer = await callApi<WalletListsResponse>(PATH, { method: 'PUT', body: { lists: next } });
      setAccount({ accountId, ...answer });
    },
    [accountId, setAccount, setLocal],
  );

  return { lists, limits, save, signedIn: accountId !== null };
}
