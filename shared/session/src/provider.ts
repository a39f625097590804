// The wallet provider shapes every module of this package speaks (EIP-1193). A leaf: it imports
// nothing, so the connectors, the picker and the session can all name them without a circle.

/** The EIP-1193 surface the login needs (Ronin Wallet, MetaMask, Waypoint, an ethers-backed test provider...); `params` as EIP-1193 types them. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
}

/**
 * The EIP-1193 event the session follows (optional: a provider without events cannot be followed,
 * only used). Typed for `accountsChanged` alone, so every kit's provider fits it as it is.
 */
export interface EventfulProvider extends Eip1193Provider {
  on?(event: 'accountsChanged', listener: (accounts: string[]) => void): unknown;
  removeListener?(event: 'accountsChanged', listener: (accounts: string[]) => void): unknown;
}
