import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { creditsModalOpenAtom, sessionAtom } from '@criadero/session';
import { ApiError } from '@criadero/session/api';
import type { SearchCharge } from '@criadero/api-contracts/schemas/paid-search';
import { useErrorText } from '../api/useApi';
import { useToast } from '../toasts/toasts';
import { searchGate, type PaidSearchSource } from './search-gate';

export type PaidSearchDialog = 'none' | 'login' | 'confirm';

/**
 * Waits before each new try of a search whose answer never arrived. The request is sent again
 * as it was, with the same requestId: the server charges a search once per id and filters, so a
 * retry costs nothing more even when the lost attempt was debited.
 */
export const SEARCH_RETRY_DELAYS_MS = [1000, 3000] as const;

/** No answer from the API (the connection failed, or a proxy answered for a server that was down). */
const answerNeverArrived = (failure: unknown) =>
  failure instanceof ApiError && (failure.code === 'NETWORK' || failure.status === 502 || failure.status === 504);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every marketplace search that costs a credit shares (spec §6): the gate on the search
 * button, the confirm and login dialogs, the balance the server answers with, what the last
 * search cost (`charge`: paid, or free and why), retries of a search whose answer never arrived,
 * and how a failed search shows. The page keeps its own form, request and results. `source` is
 * where the page's data comes from (null while it loads): over sample data a search is free and
 * goes without a question.
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
  const [charge, setCharge] = useState<SearchCharge | null>(null);

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

  /** `request` once, and again (the same request, so the same requestId) while its answer never arrives. */
  const sendWithRetries = async <R>(request: () => Promise<R>): Promise<R> => {
    for (const delay of SEARCH_RETRY_DELAYS_MS) {
      try {
        return await request();
      } catch (failure) {
        if (!answerNeverArrived(failure)) throw failure;
        await sleep(delay);
      }
    }
    return request();
  };

  /**
   * Sends a search (or a free page of one) and keeps the balance and what it cost in step; null
   * when it failed. `request` must send the same requestId each time it is called.
   */
  const send = async <R extends { creditos: number; charge?: SearchCharge }>(request: () => Promise<R>): Promise<R | null> => {
    setSearching(true);
    setError(null);
    try {
      const response = await sendWithRetries(request);
      setCredits(response.creditos);
      setCharge(response.charge ?? null);
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

  return { user, source, searching, error, dialog, charge, submit, send, confirm, close };
}
