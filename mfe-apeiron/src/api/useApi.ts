import { defineMessages } from 'react-intl';
import { useApiGet as useKitApiGet, useErrorText as useKitErrorText } from '@criadero/ui';

/** The one code whose text is Apeiron's own (its game data source is down); the kit has the rest. */
export const APEIRON_ERRORS = defineMessages({
  NOT_READY: { id: 'apeiron.error.notReady' },
});

export const useErrorText = () => useKitErrorText(APEIRON_ERRORS);
export const useApiGet = <T>(path: string) => useKitApiGet<T>(path, APEIRON_ERRORS);
