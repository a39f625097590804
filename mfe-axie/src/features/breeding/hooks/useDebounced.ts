import { useEffect, useState } from 'react';

/** Spec §9: text filters wait 200 ms after the last keystroke. */
const TEXT_FILTER_DEBOUNCE_MS = 200;

export function useDebounced<T>(value: T, ms = TEXT_FILTER_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
