// The one render helper for component tests (`@criadero/ui/testing`), in this kit, the shell and
// every remote: the providers the shell gives a tool. A remote may name a one-line partial
// application of renderTool (its own catalogue, its usual options), never a second provider tree.
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { render, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from '@criadero/router';
import { DEFAULT_USER_CONFIG, sessionAtom, type UserState } from '@criadero/session';
import type { Locale, LocalizedMessages } from '@criadero/remote-contract';
import { theme } from './theme/theme';
import { uiMessages } from './i18n/messages';
import { ToastViewport } from './toasts/toasts';

export { answerApi, apiServer, http, HttpResponse } from './test-api-server';

export type ToolStore = ReturnType<typeof createStore>;

/** A signed-in player as the session holds one: no credits, no plan, the default config; `overrides` say what the test needs. */
export function testUser(overrides: Partial<UserState> = {}): UserState {
  return {
    accountId: 'a1',
    address: '0x0000000000000000000000000000000000000001',
    addresses: ['0x0000000000000000000000000000000000000001'],
    creditos: 0,
    premium: 0,
    premiumUntil: null,
    isCreator: false,
    config: DEFAULT_USER_CONFIG,
    ...overrides,
  };
}

export interface RenderToolOptions {
  /** the language of the UI (Spanish by default) */
  locale?: Locale;
  /** signed in as this user; null or omitted: a visitor */
  user?: UserState | null;
  /** the package's own catalogue, next to the UI kit's */
  messages?: Partial<LocalizedMessages>;
  /** mount the toast viewport, as the shell does */
  toasts?: boolean;
  /** the address (path and query) of a MemoryRouter around the tree; no router when omitted */
  route?: string;
  /** the jotai store (a new one by default): to prepare atoms before the first render */
  store?: ToolStore;
}

/** Where the router is now (path + query), kept up to date while the test runs; '' without `route`. */
export interface RouterLocation {
  current: string;
}

/** The provider tree itself (for a wrapper that must change between renders, e.g. the locale). */
export function ToolProviders({ children, store, locale = 'es', messages, toasts, route, location }: Omit<RenderToolOptions, 'user'> & { children: ReactNode; store: ToolStore; location?: RouterLocation }) {
  const content = (
    <>
      {children}
      {toasts && <ToastViewport />}
    </>
  );
  return (
    <Provider store={store}>
      <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages?.[locale] }}>
        <ThemeProvider theme={theme}>
          {route === undefined ? (
            content
          ) : (
            <MemoryRouter initialEntries={[route]}>
              {content}
              {location && <LocationProbe into={location} />}
            </MemoryRouter>
          )}
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
}

/** Keeps the router's current path + query in `into.current`. */
function LocationProbe({ into }: { into: RouterLocation }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    into.current = pathname + search;
  }, [into, pathname, search]);
  return null;
}

function setUp(options: RenderToolOptions) {
  const store = options.store ?? createStore();
  if (options.user !== undefined) store.set(sessionAtom, options.user ? { status: 'authenticated', user: options.user } : { status: 'anonymous' });
  const location: RouterLocation = { current: options.route ?? '' };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToolProviders {...options} store={store} location={location}>
      {children}
    </ToolProviders>
  );
  return { store, location, wrapper };
}

/**
 * Renders `ui` as the shell shows a tool: one jotai store with the session, intl in `locale`
 * with the kit's and the package's messages, the theme, and the toasts and a router when asked.
 * Returns testing-library's result (its `rerender` keeps the providers), the store (to read the
 * session and the atoms the tool wrote) and the router's location.
 */
export function renderTool(ui: ReactNode, options: RenderToolOptions = {}) {
  const { store, location, wrapper } = setUp(options);
  return { ...render(ui, { wrapper }), store, location };
}

/** renderHook with renderTool's providers. */
export function renderToolHook<Result, Props>(hook: (props: Props) => Result, options: RenderToolOptions & { initialProps?: Props } = {}) {
  const { store, location, wrapper } = setUp(options);
  return { ...renderHook(hook, { wrapper, initialProps: options.initialProps }), store, location };
}
