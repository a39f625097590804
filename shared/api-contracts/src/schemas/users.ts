import { Type, type Static } from 'typebox';
import { Address, WalletInput } from './common';

const GENES_TREE_COLUMNS = ['d', 'r1', 'r2', 'dr1', 'dr2', 'r1r2', 'dr1r2', 'none'] as const;
export const DEFAULT_GENES_TREE = ['dr1', 'dr2', 'r1r2', 'dr1r2'] as const;

export const UserConfig = Type.Object(
  {
    body_color: Type.Union([Type.Literal(0), Type.Literal(1)]),
    genes_tree: Type.Array(
      Type.Union([
        Type.Literal('d'),
        Type.Literal('r1'),
        Type.Literal('r2'),
        Type.Literal('dr1'),
        Type.Literal('dr2'),
        Type.Literal('r1r2'),
        Type.Literal('dr1r2'),
        Type.Literal('none'),
      ]),
      {
      maxItems: GENES_TREE_COLUMNS.length,
        uniqueItems: true,
        description: 'columns of the genes tree; default dr1, dr2, r1r2, dr1r2',
      },
    ),
  },
  { additionalProperties: false },
);

export const PremiumLevel = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

export const UserState = Type.Object(
  {
    accountId: Type.String(),
    /** the wallet this session signed in with: the only one asked to pay */
    address: Address,
    addresses: Type.Array(Address),
    creditos: Type.Integer({ minimum: 0 }),
    premium: PremiumLevel,
    premiumUntil: Type.Union([Type.String(), Type.Null()], { description: 'ISO end of the current plan' }),
    isCreator: Type.Boolean(),
    config: UserConfig,
  },
  { additionalProperties: false },
);

export const SaveConfigBody = Type.Object({ config: UserConfig }, { additionalProperties: false });
export const SaveConfigResponse = Type.Object({ config: UserConfig }, { additionalProperties: false });

export const BalanceBody = Type.Object({ userAddress: WalletInput }, { additionalProperties: false });
export const BalanceResponse = Type.Object(
  {
    results: Type.Array(
      Type.Object(
        {
          contractAddress: Address,
          balance: Type.String({ pattern: '^[0-9]+$', description: 'integer amount in the token’s units (USDC: 6 decimals)' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type UserConfig = Static<typeof UserConfig>;
/** The page-load session check: a visitor is an answer, not an error. */
export const SessionCheckResponse = Type.Union([
  Type.Object({ authenticated: Type.Literal(false) }, { additionalProperties: false }),
  Type.Object({ authenticated: Type.Literal(true), user: UserState }, { additionalProperties: false }),
]);

export type UserState = Static<typeof UserState>;
export type SessionCheckResponse = Static<typeof SessionCheckResponse>;
export type SaveConfigBody = Static<typeof SaveConfigBody>;
export type SaveConfigResponse = Static<typeof SaveConfigResponse>;
export type BalanceBody = Static<typeof BalanceBody>;
export type BalanceResponse = Static<typeof BalanceResponse>;
