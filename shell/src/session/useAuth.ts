import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom } from '@criadero/session';
import { fetchUserState } from '@criadero/session/session-api';

/** On start, pick up an existing session cookie. */
export function useRestoreSession() {
  const setSession = useSetAtom(sessionAtom);
  useEffect(() => {
    fetchUserState()
      .then((user) => setSession(user ? { status: 'authenticated', user } : { status: 'anonymous' }))
      .catch((error: unknown) => {
        console.warn('[criadero] session check failed', error);
        setSession({ status: 'anonymous' });
      });
  }, [setSession]);
}
