// Plain constants (no TypeBox): the plan modal of mfe-billing imports them as values.

/**
 * How many watched searches (alerts on new or repriced listings) an account may keep, by plan
 * level (0 = signed in without a plan, 1 = Premium, 2 = Elite). Visitors have none: a watch
 * belongs to an account. Enforced by the axie service; shown in the plan modal.
 */
export const WATCH_LIMITS = { 0: 1, 1: 5, 2: 25 } as const satisfies Record<0 | 1 | 2, number>;

/** A repricing of an alerted listing alerts again when its price fell at least this percent (a watch's default). */
export const DEFAULT_PRICE_DROP_PERCENT = 10;
