import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { userAtom } from '@criadero/session';
import type { WalletList } from '@criadero/api-contracts/axie';
import { WALLET_LIST_LIMITS } from '@criadero/api-contracts/axie/wallet-list-rules';
import { isWalletLists, ownerNames } from '../domain/wallet-lists';

/** A visitor's wallet lists, kept in this browser (a signed-in player's are kept with the account). */
export const localWalletListsAtom = atomWithStorage<WalletList[]>('axie.breeding.walletLists', [], undefined, { getOnInit: true });
/** The signed-in player's lists as the server last answered (null until loaded). */
export const accountWalletListsAtom = atom<{ accountId: string; lists: WalletList[]; limits: { lists: number; walletsPerList: number } } | null>(null);

/** The lists in use: the account's when signed in, else this browser's. */
export const walletListsAtom = atom<WalletList[]>((get) => {
  const user = get(userAtom);
  if (user) {
    const account = get(accountWalletListsAtom);
    return account?.accountId === user.accountId ? account.lists : [];
  }
  const local = get(localWalletListsAtom);
  return isWalletLists(local) ? local : [];
});

/** A visitor keeps what a free account keeps. */
export const walletListLimitsAtom = atom((get) => {
  const user = get(userAtom);
  const account = get(accountWalletListsAtom);
  return user && account?.accountId === user.accountId ? account.limits : WALLET_LIST_LIMITS[0];
});

/** Owner address → the name the player gave it. */
export const ownerNamesAtom = atom((get) => ownerNames(get(walletListsAtom)));
