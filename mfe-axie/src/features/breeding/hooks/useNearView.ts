import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the view of its scrolling box (the closest
 * `[data-scroll-root]`, else the window); once true it stays true. Where IntersectionObserver
 * is missing (jsdom) everything counts as near.
 */
export function useNearView<T extends Element>(rootMargin = '60px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { root: el.closest('[data-scroll-root]'), rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, rootMargin]);
  return { ref, near };
}
