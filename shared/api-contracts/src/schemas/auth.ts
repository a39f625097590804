import { Type, type Static } from 'typebox';
import { Address } from './common';

/** The text users see in their wallet when signing in (EIP-4361 statement). */
// EIP-4361's grammar allows only ASCII in the statement (no accents).
export const SIWE_STATEMENT = 'Accede a Criadero con tu wallet.';

export const NonceResponse = Type.Object(
  {
    nonce: Type.String({ pattern: '^[a-zA-Z0-9]{8,}$' }),
    issuedAt: Type.String({ description: 'ISO 8601' }),
    expirationTime: Type.String({ description: 'ISO 8601; the nonce is refused after it' }),
    chainId: Type.Integer(),
    statement: Type.String(),
  },
  { additionalProperties: false },
);

export const SignedMessageBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 4096, description: 'EIP-4361 message text' }),
    signature: Type.String({ pattern: '^0x[0-9a-fA-F]{130}$', description: '65-byte personal_sign signature' }),
  },
  { additionalProperties: false },
);

export const LoginResponse = Type.Object(
  {
    accountId: Type.String(),
    address: Address,
    addresses: Type.Array(Address),
    token: Type.String({ description: 'bearer token for embeds (same session as the cookie)' }),
    expiresAt: Type.String({ description: 'ISO 8601' }),
  },
  { additionalProperties: false },
);

export const LinkWalletResponse = Type.Object(
  { accountId: Type.String(), addresses: Type.Array(Address) },
  { additionalProperties: false },
);

export const LogoutResponse = Type.Object({ loggedOut: Type.Boolean() }, { additionalProperties: false });

/**
 * The sign-in options besides browser extensions (GET /api/auth/wallets), read at run time so one
 * build serves every deployment: null when the platform does not configure them.
 */
export const WalletOptionsResponse = Type.Object(
  {
    chainId: Type.Integer({ description: 'the chain the site signs in and pays on (Ronin 2020)' }),
    waypoint: Type.Union([Type.Object({ clientId: Type.String() }, { additionalProperties: false }), Type.Null()], {
      description: 'Ronin Waypoint (keyless wallet): the app id of the Sky Mavis Developer Console',
    }),
    walletConnect: Type.Union([Type.Object({ projectId: Type.String() }, { additionalProperties: false }), Type.Null()], {
      description: 'Ronin Wallet mobile through WalletConnect: the WalletConnect (Reown) project id',
    }),
  },
  { additionalProperties: false },
);

export type NonceResponse = Static<typeof NonceResponse>;
export type WalletOptionsResponse = Static<typeof WalletOptionsResponse>;
export type SignedMessageBody = Static<typeof SignedMessageBody>;
export type LoginResponse = Static<typeof LoginResponse>;
export type LinkWalletResponse = Static<typeof LinkWalletResponse>;
export type LogoutResponse = Static<typeof LogoutResponse>;
