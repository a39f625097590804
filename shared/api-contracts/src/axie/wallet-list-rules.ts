// The wallet lists' rules as plain values (no TypeBox): the front end imports them from
// '@criadero/api-contracts/axie/wallet-list-rules' without the schemas.

/** How many lists, and wallets in each, an account of each plan level may keep. */
export const WALLET_LIST_LIMITS = {
  0: { lists: 3, walletsPerList: 10 },
  1: { lists: 10, walletsPerList: 30 },
  2: { lists: 25, walletsPerList: 100 },
} as const satisfies Record<0 | 1 | 2, { lists: number; walletsPerList: number }>;
export type WalletListLimits = { lists: number; walletsPerList: number };

/** One address as stored and compared: 0x…, lower case. */
export const canonicalWallet = (address: string): string => `0x${address.replace(/^(0x|ronin:)/i, '').toLowerCase()}`;
