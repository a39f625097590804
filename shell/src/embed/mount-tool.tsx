import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { MemoryRouter } from '@criadero/router';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { LOCALES, type Locale, type Messages } from '@criadero/platform';
import { configureApi } from '@criadero/session/api';
import { theme, ToastViewport, uiMessages } from '@criadero/ui';
import { shellMessages } from '../i18n/messages';
import { fetchRegistry, ownerOf } from '../remotes/registry';
import { loadRemoteRoutes, registerAll } from '../remotes/load-remote';
import { EmbedFrame } from './EmbedFrame';

interface MountOptions {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  path: string | null;
  locale: string | null;
  platformOrigin: string;
}

let registryPromise: Promise<Awaited<ReturnType<typeof fetchRegistry>>> | null = null;

/** One registry fetch and registration per page, however many tools it embeds. */
function registry(platformOrigin: string) {
  registryPromise ??= fetchRegistry(`${platformOrigin}/remotes.json`).then((entries) => {
    registerAll(entries);
    return entries;
  });
  return registryPromise;
}

const pickLocale = (value: string | null): Locale => (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'es';

export async function mountTool({ shadowRoot, path, locale: requested, platformOrigin }: MountOptions) {
  const locale = pickLocale(requested);
  // every remote's API calls go to the platform (not the partner page's origin), and the
  // server answers in the tool's language; a tool without a locale attribute does not override
  // the language a sibling tool on the page asked for
  configureApi(requested === locale ? { base: platformOrigin, locale } : { base: platformOrigin });
  const container = document.createElement('div');
  shadowRoot.replaceChildren(container);
  const root = createRoot(container);
  const render = (body: React.ReactNode, messages: Messages) =>
    root.render(
      <StyleSheetManager target={shadowRoot}>
        <IntlProvider locale={locale} defaultLocale="es" messages={messages}>
          <ThemeProvider theme={theme}>
            <EmbedFrame>{body}</EmbedFrame>
            <ToastViewport />
          </ThemeProvider>
        </IntlProvider>
      </StyleSheetManager>,
    );
  const baseMessages = { ...uiMessages[locale], ...shellMessages[locale] };
  try {
    const entries = await registry(platformOrigin);
    const owner = path ? ownerOf(path, entries) : undefined;
    if (!path || !owner) throw new Error(`unknown tool ${path}`);
    const remote = await loadRemoteRoutes(owner);
    const route = remote.routes.find((r) => r.path === path);
    if (!route || route.requiresLogin) throw new Error(`tool ${path} cannot be embedded`);
    const Page = route.Component;
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </MemoryRouter>,
      { ...baseMessages, ...remote.messages[locale] },
    );
  } catch (error) {
    console.warn('[criadero embed]', error);
    render(<p role="alert"><FormattedMessage id="shell.embed.unavailable" /></p>, baseMessages);
  }
}
