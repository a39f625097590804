// The Axies a player hid in the breeding calculator, kept with the account: one set of ids per
// account, changed by adding and removing ids (each change idempotent), so a visitor's set moves
// to the account on sign-in by adding it.
import { Type, type Static } from 'typebox';
import { HIDDEN_AXIES_MAX } from './share-link-rules';
import { AxieIdSchema as AxieId } from './share-links';

const strict = { additionalProperties: false } as const;

export const HiddenAxiesChange = Type.Object(
  { add: Type.Optional(Type.Array(AxieId, { maxItems: HIDDEN_AXIES_MAX })), remove: Type.Optional(Type.Array(AxieId, { maxItems: HIDDEN_AXIES_MAX })) },
  strict,
);
export type HiddenAxiesChange = Static<typeof HiddenAxiesChange>;
export const HiddenAxiesResponse = Type.Object({ ids: Type.Array(AxieId) }, strict);
export type HiddenAxiesResponse = Static<typeof HiddenAxiesResponse>;
