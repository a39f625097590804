// Wallet discovery: EIP-6963 announcements first (Ronin Wallet announces itself), then Ronin's
// legacy `window.ronin.provider`, then any injected EIP-1193 `window.ethereum`.
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
}

interface Eip6963ProviderDetail {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

declare global {
  interface Window {
    ronin?: { provider?: Eip1193Provider };
    ethereum?: Eip1193Provider;
  }
}

const RONIN_RDNS = 'com.roninchain.wallet';

/** Collects EIP-6963 announcements for `waitMs`, then picks Ronin, else the first one. */
export async function findWalletProvider(waitMs = 150): Promise<Eip1193Provider | null> {
  if (typeof window === 'undefined') return null;
  const announced: Eip6963ProviderDetail[] = [];
  const onAnnounce = (event: Event) => announced.push((event as CustomEvent<Eip6963ProviderDetail>).detail);
  window.addEventListener('eip6963:announceProvider', onAnnounce);
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  window.removeEventListener('eip6963:announceProvider', onAnnounce);
  const ronin = announced.find((d) => d.info?.rdns === RONIN_RDNS);
  return ronin?.provider ?? window.ronin?.provider ?? announced[0]?.provider ?? window.ethereum ?? null;
}
