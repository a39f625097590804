// Ronin Wallet on a phone, through WalletConnect v2 (Reown): the kit shows its QR code (a link
// into the app on a phone) and relays the requests to the app. Ronin's methods and public RPC
// endpoints as Sky Mavis' Tanto kit sets them. Loaded only when the player picks it.
import { EthereumProvider } from '@walletconnect/ethereum-provider';
import { RONIN_CHAINS } from '../chain';
import type { EventfulProvider } from '../provider';

export async function roninMobileProvider(projectId: string, chainId: number): Promise<EventfulProvider> {
  const rpcMap = Object.fromEntries(Object.entries(RONIN_CHAINS).map(([id, chain]) => [id, chain.rpcUrls[0]!]));
  const provider = await EthereumProvider.init({
    projectId,
    chains: [chainId],
    optionalChains: [chainId],
    rpcMap,
    showQrModal: true,
    methods: ['eth_sendTransaction', 'personal_sign'],
    optionalMethods: ['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
    metadata: { name: 'Criadero', description: 'Criadero', url: window.location.origin, icons: [] },
  });
  return provider;
}
