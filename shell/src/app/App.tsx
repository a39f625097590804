import { useAtomValue } from 'jotai';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from '@criadero/router';
import { ThemeProvider } from 'styled-components';
import { localeAtom } from '@criadero/session';
import { GlobalStyle, theme, ToastViewport, WalletSession } from '@criadero/ui';
import { Layout } from '../layout/Layout';
import { useBootRemotes } from '../remotes/remotes-state';
import { useMergedMessages } from './messages';
import { AppRoutes } from './AppRoutes';
import { useRestoreSession } from '../session/useAuth';
import { RootMounts } from '../remotes/RootMounts';

export function App() {
  useBootRemotes();
  useRestoreSession();
  const locale = useAtomValue(localeAtom);
  const messages = useMergedMessages(locale);
  return (
    <IntlProvider locale={locale} defaultLocale="es" messages={messages} onError={reportIntlError}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <Layout>
            <AppRoutes />
          </Layout>
          <RootMounts />
        </BrowserRouter>
        <ToastViewport />
        <WalletSession />
      </ThemeProvider>
    </IntlProvider>
  );
}

// Missing ids are caught by the catalogue tests; while a remote's messages are still loading the
// shell renders nothing of it, so a missing translation at run time is a real bug worth a log.
function reportIntlError(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') console.warn(error.message);
  else console.error(error.message);
}
