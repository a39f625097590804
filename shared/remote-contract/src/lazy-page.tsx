import { createElement, lazy, type ComponentType } from 'react';

type Reset = () => void;

// Kept on globalThis, not in module scope: even a remote that ended up with its own copy of
// this package (a shared-version mismatch) registers its failed pages where the shell looks.
const FAILED_PAGES = Symbol.for('criadero.failedPages');
const failedPages = (): Set<Reset> => {
  const scope = globalThis as { [FAILED_PAGES]?: Set<Reset> };
  return (scope[FAILED_PAGES] ??= new Set());
};

/**
 * `React.lazy` for a remote's pages, but retryable. React.lazy remembers a failed import for
 * ever, so a page whose chunk could not be fetched (its remote's server was down) would stay
 * broken after the server came back. A failed page keeps failing (React re-renders after an
 * error, and a fresh import on each render would loop) until the shell's "Reintentar" calls
 * `retryFailedPages()`, which gives every failed page a fresh import. `preload()` starts the
 * import early (the shell calls it for the page being opened while the remote's messages load).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType & { preload: () => void } {
  // one import per attempt, shared by `preload` and the first render
  let pending: Promise<{ default: ComponentType }> | null = null;
  const start = () =>
    (pending ??= load().catch((error: unknown) => {
      failedPages().add(reset);
      throw error;
    }));
  const fresh = () => lazy(start);
  let current = fresh();
  const reset: Reset = () => {
    pending = null;
    current = fresh();
  };
  function LazyPage() {
    return createElement(current);
  }
  /** Starts fetching the page's code before it renders (a failure shows when it does). */
  LazyPage.preload = () => void start().catch(() => undefined);
  return LazyPage;
}

/** Lets every page whose code failed to load try again on its next render. */
export function retryFailedPages(): void {
  const pages = failedPages();
  for (const reset of pages) reset();
  pages.clear();
}
