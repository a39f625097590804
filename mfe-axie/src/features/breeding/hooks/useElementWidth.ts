import { useLayoutEffect, useRef, useState } from 'react';

/** Width of an element, kept up to date (undefined until measured). */
export function useElementWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || undefined);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setWidth(entry ? entry.contentRect.width : undefined));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, width };
}
