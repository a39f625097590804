import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@criadero/router';
import { useToast } from '@criadero/ui';
import { parseCreatureIds } from '../domain/ids';
import { useCreatureLoader } from './useCreatureLoader';

/** The query parameter other pages (the dashboard's "my Axies") use to open the calculator with creatures. */
export const IDS_PARAM = 'ids';

/**
 * Loads the creatures named in `?ids=` once, on arrival (parsed like the ids field: space, comma or
 * semicolon, leading # removed), then takes the parameter out of the URL so a reload or a shared
 * link of the page as it is now does not load them again.
 */
export function useIdsFromUrl() {
  const intl = useIntl();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const { loadIds } = useCreatureLoader();
  const handled = useRef(false);
  const raw = params.get(IDS_PARAM);

  useEffect(() => {
    if (handled.current || raw === null) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(IDS_PARAM);
        return next;
      },
      { replace: true },
    );
    const { ids, invalid } = parseCreatureIds(raw);
    if (invalid.length) toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.picker.invalidIds' }, { ids: invalid.join(' ') }) });
    if (!ids.length) return;
    loadIds(ids).then(
      (count) => toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.picker.loaded' }, { count }) }),
      (error: unknown) => toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: error instanceof Error ? error.message : String(error) }),
    );
  }, [raw, setParams, loadIds, toast, intl]);
}
