// Puts a wallet on the chain the site needs: wallet_switchEthereumChain, and when the wallet does
// not know the chain (EIP-3326 error 4902) wallet_addEthereumChain with its parameters (EIP-3085),
// then the switch again (some wallets add without switching).
import type { Eip1193Provider } from './provider';

/** EIP-3085 parameters of the Ronin chains (Sky Mavis' public endpoints and explorers). */
export const RONIN_CHAINS: Record<number, { chainName: string; rpcUrls: string[]; blockExplorerUrls: string[]; nativeCurrency: { name: string; symbol: string; decimals: number } }> = {
  2020: {
    chainName: 'Ronin',
    rpcUrls: ['https://api.roninchain.com/rpc'],
    blockExplorerUrls: ['https://app.roninchain.com'],
    nativeCurrency: { name: 'Ronin', symbol: 'RON', decimals: 18 },
  },
  2021: {
    chainName: 'Saigon Testnet',
    rpcUrls: ['https://saigon-testnet.roninchain.com/rpc'],
    blockExplorerUrls: ['https://saigon-app.roninchain.com'],
    nativeCurrency: { name: 'Saigon Ronin', symbol: 'tRON', decimals: 18 },
  },
};

const hexChainId = (chainId: number) => `0x${chainId.toString(16)}`;

/** Error 4902 (unrecognised chain), also when a wallet or ethers wraps it (`data.originalError`, `error`, `cause`). */
export function isUnknownChain(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as { code?: unknown; data?: { originalError?: unknown }; error?: unknown; cause?: unknown };
  if (e.code === 4902 || e.code === '4902') return true;
  return [e.data?.originalError, e.error, e.cause].some((inner) => isUnknownChain(inner, depth + 1));
}

/** Resolves once the wallet is on `chainId`; a refusal (4001) or a chain we have no parameters for rejects. */
export async function ensureChain(provider: Eip1193Provider, chainId: number): Promise<void> {
  if (Number(await provider.request({ method: 'eth_chainId' })) === chainId) return;
  const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexChainId(chainId) }] });
  try {
    await switchChain();
  } catch (error) {
    const params = RONIN_CHAINS[chainId];
    if (!isUnknownChain(error) || !params) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: hexChainId(chainId), ...params }] });
    if (Number(await provider.request({ method: 'eth_chainId' })) !== chainId) await switchChain();
  }
}
