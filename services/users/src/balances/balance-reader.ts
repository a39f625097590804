/** Reads ERC-20 balances (integer token units). */
export interface BalanceReader {
  readonly kind: 'json-rpc' | 'embedded';
  balanceOf(token: string, owner: string): Promise<bigint>;
}

export class BalanceUnavailableError extends Error {
  override name = 'BalanceUnavailableError';
}
