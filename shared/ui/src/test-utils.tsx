import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { render } from '@testing-library/react';
import { theme } from './theme/theme';
import { uiMessages } from './i18n/messages';

export function renderWithProviders(ui: ReactNode, locale: 'es' | 'en' | 'pt' = 'es') {
  return render(
    <IntlProvider locale={locale} messages={uiMessages[locale]}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </IntlProvider>,
  );
}
