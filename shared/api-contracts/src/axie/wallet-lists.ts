// The breeding calculator's named wallet lists, kept with the account: one list of lists per
// account, replaced whole on each save. Limits grow with the plan (0 free, 1 Plus, 2 Elite).
import { Type, type Static } from 'typebox';

const strict = { additionalProperties: false } as const;

/** How many lists, and wallets in each, an account of each plan level may keep. */
export const WALLET_LIST_LIMITS = {
  0: { lists: 3, walletsPerList: 10 },
  1: { lists: 10, walletsPerList: 30 },
  2: { lists: 25, walletsPerList: 100 },
} as const satisfies Record<0 | 1 | 2, { lists: number; walletsPerList: number }>;
export type WalletListLimits = { lists: number; walletsPerList: number };

/** The most any plan allows: what the schema itself refuses beyond. */
const MOST = WALLET_LIST_LIMITS[2];

export const WalletEntrySchema = Type.Object(
  {
    /** 0x… (a ronin: address is accepted and stored as 0x…, lower case) */
    address: Type.String({ pattern: '^(0x|ronin:)[0-9a-fA-F]{40}$' }),
    /** the player's own name for it ('' when none) */
    label: Type.String({ maxLength: 40 }),
  },
  strict,
);
export type WalletEntry = Static<typeof WalletEntrySchema>;

export const WalletListSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
    name: Type.String({ minLength: 1, maxLength: 40 }),
    wallets: Type.Array(WalletEntrySchema, { maxItems: MOST.walletsPerList }),
  },
  strict,
);
export type WalletList = Static<typeof WalletListSchema>;

export const WalletListsBody = Type.Object({ lists: Type.Array(WalletListSchema, { maxItems: MOST.lists }) }, strict);
export type WalletListsBody = Static<typeof WalletListsBody>;

export const WalletListsResponse = Type.Object(
  { lists: Type.Array(WalletListSchema), limits: Type.Object({ lists: Type.Integer(), walletsPerList: Type.Integer() }, strict) },
  strict,
);
export type WalletListsResponse = Static<typeof WalletListsResponse>;

/** One address as stored and compared: 0x…, lower case. */
export const canonicalWallet = (address: string): string => `0x${address.replace(/^(0x|ronin:)/i, '').toLowerCase()}`;
