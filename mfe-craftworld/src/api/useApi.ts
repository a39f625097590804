import { defineMessages } from 'react-intl';
import { useApiLoad, useErrorText as useKitErrorText } from '@criadero/ui';

/** The codes only Craft World's service answers with; the kit translates the common ones. */
const CRAFTWORLD_ERRORS = defineMessages({
  CRAFTWORLD_PREMIUM_REQUIRED: { id: 'craftworld.error.premiumRequired' },
  CRAFTWORLD_SETUP_LIMIT: { id: 'craftworld.error.setupLimit' },
  CRAFTWORLD_SETUP_NOT_FOUND: { id: 'craftworld.error.setupNotFound' },
  PRICES_UNAVAILABLE: { id: 'craftworld.error.pricesUnavailable' },
});

/** The message to show for a failed call: translated by code, else the server's own text. */
export const useErrorText = () => useKitErrorText(CRAFTWORLD_ERRORS);

/** The kit's data-loading hook with Craft World's error texts: runs `load` once per `key` (null: nothing yet). */
export const useLoad = <T,>(key: string | null, load: () => Promise<T>) => useApiLoad(key, () => load(), CRAFTWORLD_ERRORS);
