import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemoteModule, RemoteRegistryEntry } from '@criadero/remote-contract';
import { creditsModalOpenAtom, sessionAtom } from '@criadero/session';
import { renderTool } from '@criadero/ui/testing';
import { RootMounts } from './RootMounts';
import { platformAtom } from './remotes-state';

const entry: RemoteRegistryEntry = { name: 'mfe_axie', entry: 'http://127.0.0.1:1/mf-manifest.json', version: '1.0.0', prefixes: ['/axie-infinity-tools'] };
const moduleWithMount = { groups: [], routes: [], messages: {}, rootMounts: [() => <p>root mount</p>] } as unknown as RemoteModule;

/** A visitor on one of the remote's pages: the remote is ready because its page is shown. */
function renderOnRemotePage() {
  const view = renderTool(<RootMounts />);
  act(() => view.store.set(platformAtom, { registry: 'ready', remotes: { mfe_axie: { status: 'ready', entry, module: moduleWithMount } } }));
  return view;
}

describe('RootMounts', () => {
  it('mounts nothing for a visitor who has not signed in nor asked for a modal, though the remote is loaded for its page', () => {
    renderOnRemotePage();
    // a visitor's page would load and run the mounts' code (the live alerts, the payment retry) for nothing
    expect(screen.queryByText('root mount')).toBeNull();
  });

  it('mounts them once the visitor signs in, and keeps them after', () => {
    const { store } = renderOnRemotePage();
    act(() => store.set(sessionAtom, { status: 'authenticated', user: { accountId: 'a1' } as never }));
    expect(screen.getByText('root mount')).toBeInTheDocument();
    act(() => store.set(sessionAtom, { status: 'anonymous' }));
    expect(screen.getByText('root mount')).toBeInTheDocument();
  });

  it('mounts them when a page asks for a modal, and keeps them while it closes', () => {
    const { store } = renderOnRemotePage();
    act(() => store.set(creditsModalOpenAtom, true));
    expect(screen.getByText('root mount')).toBeInTheDocument();
    act(() => store.set(creditsModalOpenAtom, false));
    expect(screen.getByText('root mount')).toBeInTheDocument();
  });
});
