import { Type, type Static, type TSchema } from 'typebox';
import { PageProperties } from './common';

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

/** What a paged search answer carries about its cost, beside its results. */
const SearchCostProperties = {
  /** credits left after this search */
  creditos: Type.Integer({ minimum: 0 }),
  charge: SearchChargeSchema,
};

/** Pages of a paged marketplace search (Apeiron planets, Planet Horse horses). */
const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 12;

/**
 * The body of a paged marketplace search: the filters, which are what one credit buys, then the
 * order and page of the results, which are free (the same id with the same filters is the same
 * search).
 */
export const PagedSearchBody = <Filters extends TSchema, Sort extends TSchema>(filters: Filters, sort: Sort) =>
  Type.Object(
    {
      requestId: Type.String({
        pattern: '^[A-Za-z0-9_-]{1,64}$',
        description: 'client id of this search; the same id with the same filters (a retry, another page or order) is not charged again',
      }),
      filters,
      sort: Type.Optional(sort),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
    },
    { additionalProperties: false },
  );

/** The answer of a paged marketplace search: its results (`items`: `{ planets }`, `{ horses }`), then the page, order, data source and cost. */
export const PagedSearchResponse = <Items extends Record<string, TSchema>, Sort extends TSchema, Source extends TSchema>(items: Items, sort: Sort, source: Source) =>
  Type.Object({ ...items, ...PageProperties, sort, source, ...SearchCostProperties }, { additionalProperties: false });

/** A `{ min, max }` filter range, both ends optional, within `minimum`..`maximum`. */
export const FilterRangeSchema = (minimum: number, maximum: number, integer: boolean) => {
  const bound = integer ? Type.Integer({ minimum, maximum }) : Type.Number({ minimum, maximum });
  return Type.Object({ min: Type.Optional(bound), max: Type.Optional(bound) }, { additionalProperties: false });
};
