import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText, useToast } from '@criadero/ui';
import { parseCreatureIds } from '../domain/ids';
import { useCreatureLoader } from './useCreatureLoader';

/**
 * Loads the creatures a text names (the ids field, a `?ids=` link): says which entries are not ids,
 * names the ids that do not exist, then how many Axies were added. Resolves true when the text held
 * at least one id and the load did not fail.
 */
export function useIdsInput() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const { loadIdsReporting } = useCreatureLoader();
  return useCallback(
    async (text: string): Promise<boolean> => {
      const { ids, invalid } = parseCreatureIds(text);
      if (invalid.length) toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.picker.invalidIds' }, { ids: invalid.join(' ') }) });
      if (!ids.length) return false;
      try {
        const { added, missing } = await loadIdsReporting(ids);
        if (missing.length) toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.picker.unknownIds' }, { count: missing.length, ids: missing.join(' ') }) });
        toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.picker.loaded' }, { count: added }) });
        return true;
      } catch (error) {
        toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: errorText(error) });
        return false;
      }
    },
    [intl, toast, errorText, loadIdsReporting],
  );
}
