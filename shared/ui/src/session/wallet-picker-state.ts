import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { WalletEntry } from '@criadero/session/wallet';

/** The open picker: its lines and how the choice (null = closed without one) gets back to the login. */
export interface WalletPickerRequest {
  entries: WalletEntry[];
  choose(entry: WalletEntry | null): void;
}

export const walletPickerAtom = atom<WalletPickerRequest | null>(null);

/** Opens the picker (rendered by <WalletSession/>) and resolves with the player's choice. */
export function useAskWallet() {
  const setPicker = useSetAtom(walletPickerAtom);
  return useCallback(
    (entries: WalletEntry[]) =>
      new Promise<WalletEntry | null>((resolve) => {
        setPicker({
          entries,
          choose: (entry) => {
            setPicker(null);
            resolve(entry);
          },
        });
      }),
    [setPicker],
  );
}
