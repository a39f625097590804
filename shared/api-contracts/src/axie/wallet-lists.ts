// The breeding calculator's named wallet lists, kept with the account: one list of lists per
// account, replaced whole on each save. Limits grow with the plan (0 free, 1 Plus, 2 Elite).
import { Type, type Static } from 'typebox';
import { WALLET_LIST_LIMITS } from './wallet-list-rules';

export * from './wallet-list-rules';

const strict = { additionalProperties: false } as const;

/** The most any plan allows: what the schema itself refuses beyond. */
const MOST = WALLET_LIST_LIMITS[2];

const WalletEntrySchema = Type.Object(
  {
    /** 0x… (a ronin: address is accepted and stored as 0x…, lower case) */
    address: Type.String({ pattern: '^(0x|ronin:)[0-9a-fA-F]{40}$' }),
    /** the player's own name for it ('' when none) */
    label: Type.String({ maxLength: 40 }),
  },
  strict,
);

const WalletListSchema = Type.Object(
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
