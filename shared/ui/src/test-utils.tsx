// Rendering helpers for component tests, here and in the remotes (`@criadero/ui/testing`).
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { sessionAtom, type UserState } from '@criadero/session';
import type { Messages } from '@criadero/platform';
import { theme } from './theme/theme';
import { uiMessages } from './i18n/messages';
import { ToastViewport } from './toasts/toasts';

export function renderWithProviders(ui: ReactNode, locale: 'es' | 'en' | 'pt' = 'es') {
  return render(
    <IntlProvider locale={locale} messages={uiMessages[locale]}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </IntlProvider>,
  );
}

/**
 * A tool as the shell shows it, in Spanish: its own jotai store with `user` signed in (null: a
 * visitor), the ui kit's messages plus `messages`, the theme, and the toasts when asked. Returns
 * the store, so a test can read the session and the modal atoms the tool wrote.
 */
export function renderWithSession(ui: ReactNode, options: { user: UserState | null; messages?: Messages; toasts?: boolean }) {
  const store = createStore();
  store.set(sessionAtom, options.user ? { status: 'authenticated', user: options.user } : { status: 'anonymous' });
  render(
    <Provider store={store}>
      <IntlProvider locale="es" messages={{ ...uiMessages.es, ...options.messages }}>
        <ThemeProvider theme={theme}>
          {ui}
          {options.toasts && <ToastViewport />}
        </ThemeProvider>
      </IntlProvider>
    </Provider>,
  );
  return store;
}
