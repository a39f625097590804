import { useMemo } from 'react';
import type { Locale, Messages } from '@criadero/platform';
import { uiMessages } from '@criadero/ui';
import { shellMessages } from '../i18n/messages';
import { usePlatform } from '../remotes/remotes-state';

/** The shell's, the UI kit's and every loaded remote's messages for one locale. */
export function useMergedMessages(locale: Locale): Messages {
  const platform = usePlatform();
  return useMemo(() => {
    const merged: Messages = { ...uiMessages[locale], ...shellMessages[locale] };
    for (const remote of Object.values(platform.remotes)) {
      if (remote.status === 'ready') Object.assign(merged, remote.module.messages[locale]);
    }
    return merged;
  }, [platform, locale]);
}
