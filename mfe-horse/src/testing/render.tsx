// Test harness: the providers the shell gives a remote (intl with the UI kit's and this remote's
// messages, theme, one jotai store, the toast viewport).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { ToastViewport, theme, uiMessages } from '@criadero/ui';
import { sessionAtom, type UserState } from '@criadero/session';
import { messages } from '../i18n/messages';

export type Locale = 'es' | 'en' | 'pt';

export function renderRemote(ui: ReactNode, options: { locale?: Locale; user?: UserState | null } = {}) {
  const locale = options.locale ?? 'es';
  const store = createStore();
  if (options.user) store.set(sessionAtom, { status: 'authenticated', user: options.user });
  const view = render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
        <ThemeProvider theme={theme}>
          {ui}
          <ToastViewport />
        </ThemeProvider>
      </IntlProvider>
    </Provider>,
  );
  return { store, ...view };
}

export function testUser(overrides: Partial<UserState> = {}): UserState {
  return {
    accountId: 'acc-test',
    addresses: ['0x' + '1'.repeat(40)],
    creditos: 3,
    premium: 0,
    premiumUntil: null,
    isCreator: false,
    config: { body_color: 0, genes_tree: ['dr1', 'dr2', 'r1r2', 'dr1r2'] },
    ...overrides,
  };
}
