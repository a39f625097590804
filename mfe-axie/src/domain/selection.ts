import { PART_TYPES, type AxieClass, type BodyShape, type FilterInput, type PartType } from '@criadero/genetics';

/** Spec §3 filter selection: part ids per part type, classes, body shapes, primary colour values. */
export interface FilterSelection {
  classes?: AxieClass[];
  bodyShape?: BodyShape[];
  primaryColor?: number[];
  eyes?: string[];
  ears?: string[];
  mouth?: string[];
  horn?: string[];
  back?: string[];
  tail?: string[];
  /** Parts the marketplace searches leave out (the marketplace's '!part'); the ranking ignores them. */
  exclude?: string[];
  /** Parent filters (domain/parent-filter.ts): purities, numbers of variant parts, stat ranges, titles. */
  purity?: number[];
  mystic?: number[];
  japan?: number[];
  summer?: number[];
  nightmare?: number[];
  hp?: number[];
  speed?: number[];
  skill?: number[];
  morale?: number[];
  title?: string[];
}
export type SelectionKey = keyof FilterSelection;
export const SELECTION_KEYS: readonly SelectionKey[] = [
  'classes',
  'bodyShape',
  'primaryColor',
  'eyes',
  'ears',
  'mouth',
  'horn',
  'back',
  'tail',
  'exclude',
  'purity',
  'mystic',
  'japan',
  'summer',
  'nightmare',
  'hp',
  'speed',
  'skill',
  'morale',
  'title',
];

/** Only non-empty selections are kept (spec §3). */
export function compactSelection(selection: FilterSelection): FilterSelection {
  const out: FilterSelection = {};
  for (const key of SELECTION_KEYS) {
    const list = selection[key];
    if (list && list.length) (out as Record<string, unknown>)[key] = [...list];
  }
  return out;
}

const partTypesSelected = (s: FilterSelection): PartType[] => PART_TYPES.filter((t) => (s[t]?.length ?? 0) > 0);
export const hasPartFilter = (s: FilterSelection): boolean => partTypesSelected(s).length > 0;
const selectedPartIds = (s: FilterSelection): string[] => PART_TYPES.flatMap((t) => s[t] ?? []);
/** The `parts` of a search or marketplace link: wanted ids, then excluded ones as '!id'. */
export const searchPartIds = (s: FilterSelection): string[] => [...selectedPartIds(s), ...(s.exclude ?? []).map((id) => `!${id}`)];

/** The genetics engine's filter for a selection. */
export function toEngineFilter(s: FilterSelection, priorityOrder: readonly PartType[]): FilterInput {
  const parts: Partial<Record<PartType, string[]>> = {};
  for (const t of partTypesSelected(s)) parts[t] = [...s[t]!];
  return {
    parts,
    ...(s.classes?.length ? { classes: [...s.classes] } : {}),
    ...(s.bodyShape?.length ? { bodyShape: [...s.bodyShape] } : {}),
    ...(s.primaryColor?.length ? { primaryColor: [...s.primaryColor] } : {}),
    priorityOrder: [...priorityOrder],
  };
}
