import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText, useToast } from '@criadero/ui';
import type { ListChange, WalletList, WalletListProblem } from '../domain/wallet-lists';
import { useWalletLists } from './useWalletLists';

const PROBLEMS: Record<WalletListProblem, MessageDescriptor> = defineMessages({
  'blank-name': { id: 'axie.breeding.walletLists.problem.blankName' },
  'name-taken': { id: 'axie.breeding.walletLists.problem.nameTaken' },
  'too-many-lists': { id: 'axie.breeding.walletLists.problem.tooManyLists' },
  'too-many-wallets': { id: 'axie.breeding.walletLists.problem.tooManyWallets' },
  'wallet-twice': { id: 'axie.breeding.walletLists.problem.walletTwice' },
});

/** The wallet lists being edited: the chosen list (the first by default), and changes checked by the rules, then saved. */
export function useWalletListEditor(open: boolean) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const { lists, limits, save, signedIn } = useWalletLists(open);
  const [chosenId, setChosenId] = useState('');
  const chosen = lists.find((l) => l.id === chosenId) ?? lists[0];

  const warn = (message: MessageDescriptor, values?: Record<string, string | number>) => toast({ kind: 'warning', title: intl.formatMessage(message, values) });
  /** Saves a change the rules allow (the server has the last word when signed in). */
  const apply = async (change: ListChange | WalletList[]) => {
    const result = Array.isArray(change) ? { ok: true as const, lists: change } : change;
    if (!result.ok) return warn(PROBLEMS[result.problem], limits), false;
    try {
      await save(result.lists);
      return true;
    } catch (error) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: errorText(error) });
      return false;
    }
  };

  return { lists, limits, signedIn, chosen, setChosenId, warn, apply };
}

export type WalletListEditor = ReturnType<typeof useWalletListEditor>;
