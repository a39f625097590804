// The marketplace form (strings, as typed) and its translation into the service's filters.
import type { AvatarClass, PlanetType } from '@criadero/apeiron-breeding';
import type { MarketFilters, Stage } from '@criadero/api-contracts/apeiron';

export const RANGES = ['fire', 'water', 'earth', 'air', 'breedCount', 'ageDays', 'priceUsd'] as const;
export type RangeName = (typeof RANGES)[number];

export interface MarketForm {
  types: PlanetType[];
  classes: AvatarClass[];
  stages: Stage[];
  legacyOnly: boolean;
  ranges: Record<RangeName, { min: string; max: string }>;
}

const emptyRanges = () => Object.fromEntries(RANGES.map((r) => [r, { min: '', max: '' }])) as MarketForm['ranges'];
export const EMPTY_FORM: MarketForm = { types: [], classes: [], stages: [], legacyOnly: false, ranges: emptyRanges() };

const LIMITS: Record<RangeName, { max: number; integer: boolean }> = {
  fire: { max: 100, integer: true },
  water: { max: 100, integer: true },
  earth: { max: 100, integer: true },
  air: { max: 100, integer: true },
  breedCount: { max: 3, integer: true },
  ageDays: { max: 100_000, integer: true },
  priceUsd: { max: 1_000_000, integer: false },
};

export type FormProblem = { range: RangeName; kind: 'notNumber' | 'order' };

function parseBound(raw: string, range: RangeName): number | undefined | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return undefined;
  const value = Number(text);
  const { max, integer } = LIMITS[range];
  if (!Number.isFinite(value) || value < 0 || value > max || (integer && !Number.isInteger(value))) return null;
  return value;
}

/** The filters of a form, or the problems that keep it from being searched (nothing is spent then). */
export function toFilters(form: MarketForm): { filters: MarketFilters; problems: FormProblem[] } {
  const filters: MarketFilters = {};
  const problems: FormProblem[] = [];
  if (form.types.length) filters.types = [...form.types];
  if (form.classes.length) filters.classes = [...form.classes];
  if (form.stages.length) filters.stages = [...form.stages];
  if (form.legacyOnly) filters.legacyOnly = true;
  for (const range of RANGES) {
    const min = parseBound(form.ranges[range].min, range);
    const max = parseBound(form.ranges[range].max, range);
    if (min === null || max === null) problems.push({ range, kind: 'notNumber' });
    else if (min !== undefined && max !== undefined && min > max) problems.push({ range, kind: 'order' });
    else if (min !== undefined || max !== undefined) filters[range] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  }
  return { filters, problems };
}
