import { useAtomValue } from 'jotai';
import { userAtom } from '@criadero/session';
import { useApiLoad } from '@criadero/ui';
import { craftworldApi } from './craftworld-api';

/** The signed-in player's Craft World Premium, from billing's API; not asked for visitors. */
export function useSubscription() {
  const user = useAtomValue(userAtom);
  return useApiLoad(user ? `subscription:${user.accountId}` : null, craftworldApi.subscription);
}
