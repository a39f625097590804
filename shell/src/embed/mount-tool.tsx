import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { MemoryRouter } from '@criadero/router';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { LOCALES, type Locale, type Messages, type RemoteModule, type RemoteRegistryEntry } from '@criadero/remote-contract';
import { configureApi } from '@criadero/session/api';
import { theme, ToastViewport, uiMessages, WalletSession } from '@criadero/ui';
import { shellMessages } from '../i18n/messages';
import { fetchRegistry, ownerOf } from '../remotes/registry';
import { loadRemoteRoutes, registerAll } from '../remotes/load-remote';
import { RootMountList, useRootMountsWanted } from '../remotes/RootMounts';
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

/**
 * The tool the player last touched (pointer or focus) on a page that embeds several: it hosts
 * the root mounts, so a modal opens in that tool's language and styles, and only one copy of
 * them runs (the atoms are shared: two would open every modal and retry every payment twice).
 */
const activeTool = {
  host: null as HTMLElement | null,
  listeners: new Set<() => void>(),
  set(host: HTMLElement) {
    if (this.host === host) return;
    this.host = host;
    this.listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    activeTool.listeners.add(listener);
    return () => activeTool.listeners.delete(listener);
  },
};

/**
 * The root mounts (billing's plan, credits and Craft World modals, the retry of pending payments)
 * inside the embed, as on the site: loaded once the player signs in or a tool asks for a modal,
 * so 'Desbloquear Función' or 'Comprar créditos' in an embedded tool opens the modal on the
 * partner's page.
 */
function EmbedRootMounts({ host, entries, locale }: { host: HTMLElement; entries: RemoteRegistryEntry[]; locale: Locale }) {
  const active = useSyncExternalStore(activeTool.subscribe, () => activeTool.host === host);
  const wanted = useRootMountsWanted() && active;
  const [remotes, setRemotes] = useState<Array<{ name: string; module: RemoteModule }>>([]);
  useEffect(() => {
    if (!wanted || remotes.length > 0) return;
    let live = true;
    const withMounts = entries.filter((entry) => entry.nav?.rootMounts);
    Promise.all(withMounts.map(async (entry) => ({ name: entry.name, module: await loadRemoteRoutes(entry, { locales: [locale] }) })))
      .then((loaded) => live && setRemotes(loaded))
      .catch((error: unknown) => console.warn('[criadero embed] root mounts unavailable', error));
    return () => {
      live = false;
    };
  }, [wanted, remotes.length, entries, locale]);
  return active ? <RootMountList remotes={remotes} /> : null;
}

const pickLocale = (value: string | null): Locale => (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'es';

export async function mountTool({ host, shadowRoot, path, locale: requested, platformOrigin }: MountOptions) {
  const locale = pickLocale(requested);
  // every remote's API calls go to the platform (not the partner page's origin), and the
  // server answers in the tool's language; a tool without a locale attribute does not override
  // the language a sibling tool on the page asked for
  configureApi(requested === locale ? { base: platformOrigin, locale } : { base: platformOrigin });
  const container = document.createElement('div');
  shadowRoot.replaceChildren(container);
  const root = createRoot(container);
  const render = (body: React.ReactNode, messages: Messages, rootMounts: RemoteRegistryEntry[] | null = null) =>
    root.render(
      <StyleSheetManager target={shadowRoot}>
        <IntlProvider locale={locale} defaultLocale="es" messages={messages}>
          <ThemeProvider theme={theme}>
            <EmbedFrame>
              {body}
              {/* inside the frame: the modals take its font and colours, not the partner page's */}
              {rootMounts && <EmbedRootMounts host={host} entries={rootMounts} locale={locale} />}
              <WalletSession />
            </EmbedFrame>
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
    // the first tool shown hosts the root mounts until the player touches another one
    if (!activeTool.host) activeTool.set(host);
    for (const type of ['pointerdown', 'focusin']) host.addEventListener(type, () => activeTool.set(host), { capture: true });
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </MemoryRouter>,
      { ...baseMessages, ...remote.messages[locale] },
      entries,
    );
  } catch (error) {
    console.warn('[criadero embed]', error);
    render(<p role="alert"><FormattedMessage id="shell.embed.unavailable" /></p>, baseMessages);
  }
}
