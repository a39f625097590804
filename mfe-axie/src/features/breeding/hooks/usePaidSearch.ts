import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { creditsModalOpenAtom, sessionAtom, userAtom } from '@criadero/session';
import { ApiError } from '@criadero/session/api';
import { needsSearchConfirmation } from '../domain/gates';
import { useConfirm } from './useConfirm';

export type PaidOutcome<T> = { status: 'done'; value: T } | { status: 'login' | 'no-credit' | 'cancelled' };

/**
 * Runs a paid marketplace search (spec §6): visitors must log in; with zero credits the
 * buy-credits modal opens; below Elite the user confirms spending 1 credit; the balance the
 * server returns replaces the one in the session. A 402 NO_CREDIT opens the credits modal.
 */
export function usePaidSearch() {
  const user = useAtomValue(userAtom);
  const setSession = useSetAtom(sessionAtom);
  const openCredits = useSetAtom(creditsModalOpenAtom);
  const confirm = useConfirm();
  const intl = useIntl();

  const setCreditos = useCallback(
    (creditos: number | undefined) => {
      if (typeof creditos !== 'number') return;
      setSession((s) => (s.status === 'authenticated' ? { ...s, user: { ...s.user, creditos } } : s));
    },
    [setSession],
  );

  const run = useCallback(
    async <T extends { creditos?: number }>(search: () => Promise<T>): Promise<PaidOutcome<T>> => {
      if (!user) return { status: 'login' };
      const elite = !needsSearchConfirmation(user.premium);
      if (!elite && user.creditos <= 0) {
        openCredits(true);
        return { status: 'no-credit' };
      }
      if (!elite && !(await confirm(intl.formatMessage({ id: 'axie.breeding.search.confirm' })))) return { status: 'cancelled' };
      try {
        const value = await search();
        setCreditos(value.creditos);
        return { status: 'done', value };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NO_CREDIT') {
          setCreditos(error.creditos ?? 0);
          openCredits(true);
          return { status: 'no-credit' };
        }
        throw error;
      }
    },
    [user, openCredits, confirm, intl, setCreditos],
  );
  return run;
}
