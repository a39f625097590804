import { Type, type Static } from 'typebox';

/**
 * Where the data a marketplace search runs over comes from. Only a `live` market is charged:
 * `sample` is labelled sample or generated data, `degraded` a live market whose sync has failed
 * for too long to trust its prices.
 */
const PROVENANCES = ['live', 'sample', 'degraded'] as const;
export type Provenance = (typeof PROVENANCES)[number];
export const ProvenanceSchema = Type.Unsafe<Provenance>(Type.Union(PROVENANCES.map((provenance) => Type.Literal(provenance))));

/**
 * Why a search cost nothing: sample or degraded data, an Elite plan, a search that found
 * nothing, or a free kind of search (the Axie wallet import).
 */
const FREE_REASONS = ['sample', 'degraded', 'elite', 'nothing-found', 'wallet-import'] as const;
export type FreeReason = (typeof FREE_REASONS)[number];

/**
 * What a search cost, carried by every marketplace search answer (`charge`). `charged`: a credit
 * paid for this search, now or by an earlier call with the same id and filters; `replay`: this
 * call repeated that search and spent nothing more; `reason`: why it was free (only when not charged).
 */
export const SearchChargeSchema = Type.Object(
  {
    charged: Type.Boolean(),
    replay: Type.Boolean(),
    reason: Type.Optional(Type.Unsafe<FreeReason>(Type.Union(FREE_REASONS.map((reason) => Type.Literal(reason))))),
  },
  { additionalProperties: false, description: 'what this search cost, and why it was free when it was' },
);
export type SearchCharge = Static<typeof SearchChargeSchema>;
