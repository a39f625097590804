// Wallet discovery (EIP-6963) and the picker's lines, against a fake window; the chain switch
// with its 4902 fallback, against a wallet that does not know Ronin yet.
import { describe, expect, it } from 'vitest';
import { ensureChain, RONIN_CHAINS } from './chain';
import { discoverWallets, walletEntries, type Eip6963ProviderDetail, type WalletOptions, type WalletWindow } from './wallet';

const provider = (name: string) => ({ name, request: async () => [] });
const NONE: WalletOptions = { chainId: 2020, waypoint: null, walletConnect: null };

function fakeWindow(wallets: Eip6963ProviderDetail[], injected: Partial<WalletWindow> = {}): WalletWindow {
  const win = Object.assign(new EventTarget(), injected) as WalletWindow;
  win.addEventListener('eip6963:requestProvider', () => {
    for (const detail of wallets) win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  });
  return win;
}

const detail = (uuid: string, name: string, rdns: string, icon = 'data:image/svg+xml,<svg/>'): Eip6963ProviderDetail => ({
  info: { uuid, name, rdns, icon },
  provider: provider(name),
});

describe('wallet discovery', () => {
  it('collects EIP-6963 announcements once per wallet', async () => {
    const mm = detail('1', 'MetaMask', 'io.metamask');
    expect(await discoverWallets(fakeWindow([mm, mm]), 10)).toEqual([mm]);
  });

  it('lists every announced wallet, Ronin Wallet first, with data: icons only', async () => {
    const win = fakeWindow([detail('1', 'MetaMask', 'io.metamask', 'https://tracker.example/i.png'), detail('2', 'Ronin Wallet', 'com.roninchain.wallet')]);
    const entries = walletEntries(await discoverWallets(win, 10), NONE, win);
    expect(entries.map((e) => e.kind === 'injected' && [e.id, e.name, e.icon])).toEqual([
      ['eip6963:com.roninchain.wallet', 'Ronin Wallet', 'data:image/svg+xml,<svg/>'],
      ['eip6963:io.metamask', 'MetaMask', null],
    ]);
  });

  it('falls back to window.ronin.provider, then window.ethereum, only when nothing announces', () => {
    const ronin = provider('ronin');
    const eth = provider('eth');
    const mm = detail('1', 'MetaMask', 'io.metamask');
    const first = (announced: Eip6963ProviderDetail[], win: WalletWindow) => walletEntries(announced, NONE, win).map((e) => e.kind === 'injected' && e.provider);
    expect(first([mm], fakeWindow([], { ronin: { provider: ronin }, ethereum: eth }))).toEqual([mm.provider]);
    expect(first([], fakeWindow([], { ronin: { provider: ronin }, ethereum: eth }))).toEqual([ronin]);
    expect(first([], fakeWindow([], { ethereum: eth }))).toEqual([eth]);
    expect(first([], fakeWindow([]))).toEqual([]);
  });

  it('adds Ronin Waypoint and Ronin Wallet mobile only when the platform configures them', () => {
    const configured = walletEntries([], { chainId: 2020, waypoint: { clientId: 'wp' }, walletConnect: { projectId: 'wc' } }, fakeWindow([]));
    expect(configured).toEqual([
      { kind: 'waypoint', id: 'waypoint', clientId: 'wp' },
      { kind: 'ronin-mobile', id: 'ronin-mobile', projectId: 'wc' },
    ]);
    expect(walletEntries([], { ...NONE, waypoint: { clientId: 'wp' } }, fakeWindow([])).map((e) => e.id)).toEqual(['waypoint']);
  });
});

/** A wallet on `chainId` that knows only the chains in `known`; records its requests. */
function chainWallet(chainId: number, known: number[]) {
  const requests: { method: string; params?: unknown }[] = [];
  let current = chainId;
  const chains = new Set(known);
  return {
    requests,
    provider: {
      async request({ method, params }: { method: string; params?: unknown[] | Record<string, unknown> }) {
        requests.push({ method, params });
        const [arg] = (params ?? []) as [{ chainId: string }];
        switch (method) {
          case 'eth_chainId':
            return `0x${current.toString(16)}`;
          case 'wallet_switchEthereumChain':
            if (!chains.has(Number(arg.chainId))) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
            current = Number(arg.chainId);
            return null;
          case 'wallet_addEthereumChain':
            chains.add(Number(arg.chainId));
            return null;
          default:
            throw new Error(`unexpected ${method}`);
        }
      },
    },
  };
}

describe('ensureChain', () => {
  it('does nothing on the right chain', async () => {
    const wallet = chainWallet(2020, [2020]);
    await ensureChain(wallet.provider, 2020);
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_chainId']);
  });

  it('switches to a chain the wallet knows', async () => {
    const wallet = chainWallet(1, [1, 2020]);
    await ensureChain(wallet.provider, 2020);
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_chainId', 'wallet_switchEthereumChain']);
  });

  it('answers 4902 with wallet_addEthereumChain (Ronin parameters), then switches', async () => {
    const wallet = chainWallet(1, [1]);
    await ensureChain(wallet.provider, 2020);
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_chainId', 'wallet_switchEthereumChain']);
    expect(wallet.requests[2]!.params).toEqual([{ chainId: '0x7e4', ...RONIN_CHAINS[2020] }]);
    expect(Number(await wallet.provider.request({ method: 'eth_chainId' }))).toBe(2020);
  });

  it('passes on a refusal, and a 4902 for a chain it has no parameters for', async () => {
    const refusing = { request: async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x1' : Promise.reject(Object.assign(new Error('rejected'), { code: 4001 }))) };
    await expect(ensureChain(refusing, 2020)).rejects.toMatchObject({ code: 4001 });
    await expect(ensureChain(chainWallet(1, [1]).provider, 31337)).rejects.toMatchObject({ code: 4902 });
  });
});
