/**
 * The market value of a breeding pair's offspring outcomes (POST /api/axie/pair-value): for each
 * build asked (a class and the shown parts the player cares about), the recent sales of axies of
 * that build, the current listings, and the value the breeding page prices that outcome at.
 */
import { Type, type Static } from 'typebox';
import { AXIE_CLASSES } from '@criadero/genetics';
// shown part ids as the sales history takes them (an unknown id is refused with UNKNOWN_PART)
const PartIdInput = Type.String({ pattern: '^[a-z]+-[a-z0-9-]+$', maxLength: 64 });

const strict = { additionalProperties: false } as const;

/** Most builds one request prices (the page asks for each child class × each wanted-part combination). */
export const PAIR_VALUE_MAX_BUILDS = 64;

const Build = Type.Object(
  {
    class: Type.Enum([...AXIE_CLASSES]),
    parts: Type.Array(PartIdInput, { maxItems: 6, description: 'shown part ids, one per part type; none = any axie of the class' }),
  },
  strict,
);
export type PairValueBuild = Static<typeof Build>;

export const PairValueBody = Type.Object({ builds: Type.Array(Build, { minItems: 1, maxItems: PAIR_VALUE_MAX_BUILDS }) }, strict);
export type PairValueBody = Static<typeof PairValueBody>;

const Sale = Type.Object({ axieId: Type.String(), priceUsd: Type.Number(), timestamp: Type.Integer({ description: 'unix seconds' }) }, strict);

const BuildValue = Type.Object(
  {
    class: Type.String(),
    parts: Type.Array(Type.String()),
    /** the sales the value rests on, newest first (at most rule.sampleSize, within rule.windowDays) */
    sales: Type.Array(Sale),
    /** median of those sales (USD), null below rule.minSales */
    medianUsd: Type.Union([Type.Number(), Type.Null()]),
    listings: Type.Object({ count: Type.Integer(), lowestUsd: Type.Union([Type.Number(), Type.Null()]) }, strict),
    /** what one child of this build is worth: the median, or the lowest listing when cheaper; null = not enough sales */
    valueUsd: Type.Union([Type.Number(), Type.Null()]),
  },
  strict,
);
export type PairBuildValue = Static<typeof BuildValue>;

export const PairValueResponse = Type.Object(
  {
    builds: Type.Array(BuildValue),
    rule: Type.Object(
      {
        windowDays: Type.Integer({ description: "sales in this many days before the build's newest sale" }),
        sampleSize: Type.Integer({ description: 'newest sales kept per build' }),
        minSales: Type.Integer({ description: 'fewer sales give no value ("not enough sales")' }),
      },
      strict,
    ),
    /** the marketplace's cut of a sale (fraction) and where that figure is published */
    marketFee: Type.Object({ rate: Type.Number(), source: Type.String() }, strict),
    /** day of the newest sale of the data (YYYY-MM-DD), '' without sales */
    asOf: Type.String(),
  },
  strict,
);
export type PairValueResponse = Static<typeof PairValueResponse>;
