import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@criadero/router';
import { ThemeProvider } from 'styled-components';
import { theme, uiMessages } from '@criadero/ui';
import { messages } from '../../i18n/messages';

export const es = messages.es!;

/** Renders a tool page with the providers the shell gives (intl in `locale`, es by default; theme; router at `url`). */
export function renderTool(ui: ReactNode, url = '/', locale: 'es' | 'en' | 'pt' = 'es') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

type Handler = (body: unknown) => { status?: number; json: unknown };

/** Stubs fetch at the network boundary (path → handler) and records each call's path and body. */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const res = routes[path]?.(body) ?? { status: 404, json: { error: 'No encontrado', code: 'NOT_FOUND' } };
      return new Response(JSON.stringify(res.json), { status: res.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
