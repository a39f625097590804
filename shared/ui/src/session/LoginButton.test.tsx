// The 'Login' button of a tool's prompt: the site's wallet login with the wallet and the
// server replaced (ethers and siwe never load here).
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom, type UserState } from '@criadero/session';
import { uiMessages } from '../i18n/messages';
import { renderTool } from '../test-utils';
import { toastsAtom } from '../toasts/toasts';
import { LoginButton } from './LoginButton';

const wallet = vi.hoisted(() => ({ findWallet: vi.fn(), signIn: vi.fn(), fetchUserState: vi.fn() }));
vi.mock('@criadero/session/wallet', () => ({ findWallet: wallet.findWallet }));
vi.mock('@criadero/session/auth-client', () => ({ signIn: wallet.signIn }));
vi.mock('@criadero/session/session-api', () => ({ fetchUserState: wallet.fetchUserState }));

const USER: UserState = { accountId: 'a1', addresses: ['0x1'], creditos: 2, premium: 0, isCreator: false, config: { body_color: 0, genes_tree: [] } };

function renderButton(onDone = vi.fn()) {
  const store = createStore();
  renderTool(<LoginButton onDone={onDone} />, { store });
  return { store, onDone, click: () => act(async () => fireEvent.click(screen.getByRole('button', { name: uiMessages.es['ui.login.button'] }))) };
}

describe('LoginButton', () => {
  beforeEach(() => vi.resetAllMocks());

  it('signs in with the wallet, sets the shared session and calls onDone', async () => {
    wallet.findWallet.mockResolvedValue({ provider: {} });
    wallet.signIn.mockResolvedValue({ token: 't' });
    wallet.fetchUserState.mockResolvedValue(USER);
    const { store, onDone, click } = renderButton();
    await click();
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', user: USER });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says so in a toast when the browser has no wallet, and stays', async () => {
    wallet.findWallet.mockResolvedValue(null);
    const { store, onDone, click } = renderButton();
    await click();
    expect(store.get(toastsAtom).map((t) => t.title)).toEqual([uiMessages.es['ui.login.noWallet']]);
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows why a refused signature failed, and stays', async () => {
    wallet.findWallet.mockResolvedValue({ provider: {} });
    wallet.signIn.mockRejectedValue(new Error('user rejected'));
    const { store, onDone, click } = renderButton();
    await click();
    expect(store.get(toastsAtom).map(({ title, message }) => ({ title, message }))).toEqual([{ title: uiMessages.es['ui.login.failed'], message: 'user rejected' }]);
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(onDone).not.toHaveBeenCalled();
  });
});
