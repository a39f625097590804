import { Type } from 'typebox';
import { ERROR_CODES } from '../errors';

/** A 0x-prefixed 20-byte address, any letter case. */
export const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', description: '0x-prefixed wallet address' });

/** A wallet address as users type it: 0x… or ronin:… (the prefix becomes 0x). */
export const WalletInput = Type.String({
  pattern: '^(0x|ronin:)[0-9a-fA-F]{40}$',
  description: "wallet address with '0x' or 'ronin:' prefix",
});

export const ErrorBodySchema = Type.Object(
  {
    error: Type.String({ description: "message in the caller's language" }),
    code: Type.Union(ERROR_CODES.map((code) => Type.Literal(code))),
    creditos: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

/** A body that must be empty (or `{}`). */
export const EmptyBody = Type.Object({}, { additionalProperties: false });

/** A page of a list: how many items there are in all, which page this is, of what size and out of how many. */
export const PageProperties = {
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  pageCount: Type.Integer({ minimum: 0 }),
};
