import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The window-scrolled virtualiser of a list's fixed-height rows: `offset` is the list's distance
 * from the top of the page, kept current when anything above it grows or shrinks (the ranking, hints).
 */
export function useVirtualRows(count: number, rowPx: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setOffset(el.getBoundingClientRect().top + window.scrollY);
    measure();
    // content above the list may change height without the page's height changing (the taller
    // column of the desktop layout is the other one): measure again on scroll too
    window.addEventListener('scroll', measure, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', measure);
      ro?.disconnect();
    };
  }, []);
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => rowPx, overscan: 2, scrollMargin: offset });
  return { listRef, virtualRows: virtualizer.getVirtualItems(), totalHeight: virtualizer.getTotalSize(), offset };
}
