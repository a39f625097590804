import { useEffect, useRef } from 'react';
import { useSearchParams } from '@criadero/router';
import { useIdsInput } from './useIdsInput';

/** The query parameter other pages (the dashboard's "my Axies") use to open the calculator with creatures. */
const IDS_PARAM = 'ids';

/**
 * Loads the creatures named in `?ids=` once, on arrival (parsed like the ids field: space, comma or
 * semicolon, leading # removed), then takes the parameter out of the URL so a reload or a shared
 * link of the page as it is now does not load them again.
 */
export function useIdsFromUrl() {
  const [params, setParams] = useSearchParams();
  const loadText = useIdsInput();
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
    void loadText(raw);
  }, [raw, setParams, loadText]);
}
