// EIP-6963 discovery in shared/session/src/wallet.ts, against a fake window.
import { describe, expect, it } from 'vitest';
import { chooseWallet, discoverWallets, findWallet, type Eip6963ProviderDetail, type WalletWindow } from '@criadero/session/wallet';

const provider = (name: string) => ({ name, request: async () => [] });

function fakeWindow(wallets: Eip6963ProviderDetail[], injected: Partial<WalletWindow> = {}): WalletWindow {
  const win = Object.assign(new EventTarget(), injected) as WalletWindow;
  win.addEventListener('eip6963:requestProvider', () => {
    for (const detail of wallets) win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  });
  return win;
}

const detail = (uuid: string, name: string, rdns: string): Eip6963ProviderDetail => ({
  info: { uuid, name, rdns, icon: 'data:image/svg+xml,' },
  provider: provider(name),
});

describe('wallet discovery', () => {
  it('collects EIP-6963 announcements once per wallet', async () => {
    const mm = detail('1', 'MetaMask', 'io.metamask');
    const win = fakeWindow([mm, mm]);
    expect(await discoverWallets(win, 10)).toEqual([mm]);
  });

  it('prefers the announced Ronin Wallet', async () => {
    const win = fakeWindow([detail('1', 'MetaMask', 'io.metamask'), detail('2', 'Ronin Wallet', 'com.roninchain.wallet')]);
    expect((await findWallet(win, 10))?.name).toBe('Ronin Wallet');
  });

  it('falls back to window.ronin.provider, then the first announced wallet, then window.ethereum', () => {
    const ronin = provider('ronin');
    const eth = provider('eth');
    const mm = detail('1', 'MetaMask', 'io.metamask');
    expect(chooseWallet([mm], fakeWindow([], { ronin: { provider: ronin } }))?.provider).toBe(ronin);
    expect(chooseWallet([mm], fakeWindow([], { ethereum: eth }))?.provider).toBe(mm.provider);
    expect(chooseWallet([], fakeWindow([], { ethereum: eth }))?.provider).toBe(eth);
    expect(chooseWallet([], fakeWindow([]))).toBeNull();
  });
});
