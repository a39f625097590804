import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { creditsModalOpenAtom, sessionAtom } from '@criadero/session';
import { ApiError } from '@criadero/session/api';
import { useErrorText } from '../api/useApi';
import { useToast } from '../toasts/toasts';
import { searchGate, type PaidSearchSource } from './search-gate';

export type PaidSearchDialog = 'none' | 'login' | 'confirm';

/**
 * What every marketplace search that costs a credit shares (spec §6): the gate on the search
 * button, the confirm and login dialogs, the balance the server answers with and how a failed
 * search shows. The page keeps its own form, request and results. `source` is where the page's
 * data comes from (null while it loads): over sample data a search is free and goes without a
 * question (issue 21).
 */
export function usePaidSearch(source: PaidSearchSource | null = null) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const [session, setSession] = useAtom(sessionAtom);
  const openCreditsModal = useSetAtom(creditsModalOpenAtom);
  const user = session.status === 'authenticated' ? session.user : null;
  const [dialog, setDialog] = useState<PaidSearchDialog>('none');
  // the search the confirm dialog runs: the one submitted, not whatever the form holds later
  const [pending, setPending] = useState<(() => void) | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const setCredits = (creditos: number) => setSession((s) => (s.status === 'authenticated' ? { ...s, user: { ...s.user, creditos } } : s));

  /** The search button, after the page checked its form: a `problem` (its message) stops it there. */
  const submit = (problem: string | null, run: () => void) => {
    if (searching) return; // a search is blocked while one runs
    setError(problem);
    if (problem) return;
    const gate = searchGate(user, source);
    if (gate === 'login') setDialog('login');
    else if (gate === 'buyCredits') openCreditsModal(true);
    else if (gate === 'confirm') {
      setPending(() => run);
      setDialog('confirm');
    } else run();
  };

  const close = () => {
    setDialog('none');
    setPending(null);
  };

  const confirm = () => {
    close();
    pending?.();
  };

  /** Sends a search (or a free page of one) and keeps the balance in step; null when it failed. */
  const send = async <R extends { creditos: number }>(request: () => Promise<R>): Promise<R | null> => {
    setSearching(true);
    setError(null);
    try {
      const response = await request();
      setCredits(response.creditos);
      return response;
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'NO_CREDIT') {
        setCredits(failure.creditos ?? 0);
        openCreditsModal(true);
      } else if (failure instanceof ApiError && failure.code === 'UNAUTHENTICATED') {
        setDialog('login');
      } else {
        // spec §8: a server error in a search is an 'Error' toast with the server text
        const message = errorText(failure);
        toast({ kind: 'error', title: intl.formatMessage({ id: 'ui.paidSearch.errorTitle' }), message });
        setError(message);
      }
      return null;
    } finally {
      setSearching(false);
    }
  };

  return { user, source, searching, error, dialog, submit, send, confirm, close };
}
