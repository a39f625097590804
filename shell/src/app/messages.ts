import { useEffect, useMemo, useState } from 'react';
import { loadLocaleMessages, type Locale, type Messages } from '@criadero/remote-contract';
import { uiMessages } from '@criadero/ui';
import { shellMessages } from '../i18n/messages';
import { usePlatform } from '../remotes/remotes-state';

/** The shell's, the UI kit's, every remote's nav titles and every loaded remote's messages for one locale. */
export function useMergedMessages(locale: Locale): Messages {
  const platform = usePlatform();
  // a loaded remote ships one locale at a time: switching locale fetches its messages in the new one
  const [switched, setSwitched] = useState<Record<string, Messages>>({}); // by `${remote}:${locale}`
  useEffect(() => {
    for (const remote of Object.values(platform.remotes)) {
      if (remote.status !== 'ready' || remote.module.messages[locale]) continue;
      const { messages } = remote.module;
      loadLocaleMessages(messages, locale).then(
        () => setSwitched((tables) => ({ ...tables, [`${remote.entry.name}:${locale}`]: messages[locale] })),
        (error: unknown) => console.warn(`[criadero] ${remote.entry.name} messages in ${locale} unavailable`, error),
      );
    }
  }, [platform, locale]);
  return useMemo(() => {
    const merged: Messages = { ...uiMessages[locale], ...shellMessages[locale] };
    for (const remote of Object.values(platform.remotes)) {
      if (remote.entry.nav) Object.assign(merged, remote.entry.nav.messages[locale]);
      if (remote.status === 'ready') Object.assign(merged, remote.module.messages[locale] ?? switched[`${remote.entry.name}:${locale}`]);
    }
    return merged;
  }, [platform, locale, switched]);
}
