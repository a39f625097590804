import { useAtomValue } from 'jotai';
import { userAtom } from '@criadero/session';
import { craftworldApi } from '../api/craftworld-api';
import { useLoad } from '../api/useApi';

/** The signed-in player's Craft World Premium, from billing's API; not asked for visitors. */
export function useSubscription() {
  const user = useAtomValue(userAtom);
  return useLoad(user ? `subscription:${user.accountId}` : null, craftworldApi.subscription);
}
