import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { userAtom } from '@criadero/session';
import { STORAGE_KEYS } from '../../../domain/storage';
import { isUserConfig } from '../domain/user-config';
import { userConfigAtom } from '../state/atoms';

function hasLocalConfig(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.userConfig) !== null;
  } catch {
    return false;
  }
}

/**
 * After login, the server's `user.config` becomes the local one when this browser has none yet
 * (no `user_config` in local storage); a local configuration, once saved, wins.
 */
export function useServerUserConfig() {
  const user = useAtomValue(userAtom);
  const setConfig = useSetAtom(userConfigAtom);
  const serverConfig = user?.config;
  useEffect(() => {
    if (!isUserConfig(serverConfig) || hasLocalConfig()) return;
    setConfig({ body_color: serverConfig.body_color, genes_tree: [...serverConfig.genes_tree] });
  }, [serverConfig, setConfig]);
}
