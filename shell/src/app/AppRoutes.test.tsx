import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavManifest, RemoteModule, RemoteRegistryEntry } from '@criadero/remote-contract';
import { renderTool } from '@criadero/ui/testing';
import { shellMessages } from '../i18n/messages';
import { platformAtom } from '../remotes/remotes-state';
import type { LoadOptions } from '../remotes/load-remote';
import { AppRoutes } from './AppRoutes';

const calls: Array<[RemoteRegistryEntry, LoadOptions | undefined]> = [];
let answer: () => Promise<RemoteModule> = () => Promise.reject(new Error('not set'));
vi.mock('../remotes/load-remote', () => ({
  loadRemoteRoutes: (entry: RemoteRegistryEntry, options?: LoadOptions) => {
    calls.push([entry, options]);
    return answer();
  },
  registerAll: () => undefined,
}));

const nav: NavManifest = {
  groups: [{ id: 'g', labelId: 'x.group', order: 1 }],
  routes: [
    { path: '/x-tools/board', group: 'g', order: 1, titleId: 'x.board', purposeId: 'x.board.p' },
    { path: '/dashboard/x', group: 'g', order: 2, titleId: 'x.dash', purposeId: 'x.dash.p', requiresLogin: true },
    { path: '/x-tools/alerts', group: 'g', order: 3, titleId: 'x.alerts', purposeId: 'x.alerts.p', requiresLogin: true },
  ],
  messages: {
    es: { 'x.group': 'Grupo', 'x.board': 'Tablero', 'x.board.p': 'p', 'x.dash': 'Panel', 'x.dash.p': 'p', 'x.alerts': 'Alertas del mercado', 'x.alerts.p': 'Avisos de tus búsquedas' },
    en: {},
    pt: {},
  },
};
const entry: RemoteRegistryEntry = { name: 'mfe_x', entry: 'http://x/mf-manifest.json', version: '1', prefixes: ['/x-tools'], nav };
const module: RemoteModule = {
  groups: nav.groups,
  routes: nav.routes.map((route) => ({ ...route, Component: () => <h1>{route.path}</h1> })),
  messages: { es: {}, en: {}, pt: {} },
};

function renderAt(path: string) {
  const store = createStore();
  store.set(platformAtom, { registry: 'ready', remotes: { mfe_x: { status: 'idle', entry } } });
  renderTool(<AppRoutes />, { store, messages: { es: { ...shellMessages.es, ...nav.messages.es } }, route: path });
  return store;
}

beforeEach(() => {
  calls.length = 0;
});

describe('routes from the registry nav', () => {
  it("loads a remote on the first visit to one of its routes, in the active locale only, and renders the page", async () => {
    answer = async () => module;
    renderAt('/x-tools/board');
    expect(await screen.findByRole('heading', { name: '/x-tools/board' })).toBeInTheDocument();
    expect(calls).toEqual([[entry, expect.objectContaining({ locales: ['es'] })]]);
  });

  it('answers a login-only route with the login page without loading its remote', async () => {
    renderAt('/dashboard/x');
    expect(await screen.findByTestId('login-required')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual([]);
  });

  it("asks a visitor to sign in on a login-only tool under the tool's own title, not the dashboard's", async () => {
    renderAt('/x-tools/alerts');
    const gate = await screen.findByTestId('login-required');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alertas del mercado');
    expect(gate).toHaveTextContent('Avisos de tus búsquedas');
    expect(gate).toHaveTextContent(shellMessages.es['shell.login.required.tool']!);
    expect(gate).not.toHaveTextContent(shellMessages.es['shell.login.required.title']!);
  });

  it('keeps the "Panel de Usuario" page on dashboard routes', async () => {
    renderAt('/dashboard/x');
    await screen.findByTestId('login-required');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(shellMessages.es['shell.login.required.title']!);
  });

  it('shows "tool unavailable" when the remote cannot be loaded', async () => {
    answer = async () => {
      throw new Error('down');
    };
    const store = renderAt('/x-tools/board');
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(store.get(platformAtom).remotes.mfe_x?.status).toBe('failed');
  });
});
