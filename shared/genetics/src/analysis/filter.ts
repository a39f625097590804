import { getPart } from '../catalogue/parts.js';
import {
  AXIE_CLASSES,
  BODY_SHAPES,
  PART_TYPES,
  type AxieClass,
  type BodyShape,
  type GeneGroupKey,
  type ParsedGenes,
  type PartType,
} from '../types.js';

type OneOrMany<T> = T | readonly T[];

/**
 * What the user wants from a pair (spec "filter selection"): part ids per part type (any of),
 * optional body shape, primary colour value and child class, and a priority order of part types
 * (used to break ties when ranking). Flat keys (`eyes: …`) are accepted as well as `parts`.
 */
interface Filter {
  parts?: Partial<Record<PartType, OneOrMany<string>>>;
  classes?: OneOrMany<AxieClass>;
  bodyShape?: OneOrMany<BodyShape>;
  primaryColor?: OneOrMany<number>;
  priorityOrder?: readonly PartType[];
}
export type FilterInput = Filter & Partial<Record<PartType, OneOrMany<string>>>;

export class FilterError extends Error {
  override name = 'FilterError';
}

/** One wanted gene group: which gene ids (gen) count as a hit. */
export interface FilterGroup {
  key: GeneGroupKey | 'class';
  /** As written in the filter. */
  want: string | string[];
  /** Base gene ids that count (parts by `gen`, so a mystic or japan part id means its base gene). */
  genes: ReadonlySet<string>;
}

export interface CompiledFilter {
  /** Part groups in priority order, then bodyShape, primaryColor, class. */
  groups: readonly FilterGroup[];
}

const many = <T>(v: OneOrMany<T> | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? [...v] : [v as T]);
const wantOf = (list: readonly (string | number)[]): string | string[] => (list.length === 1 ? String(list[0]) : list.map(String));

/** A filter as given: compiled already, or compiled now. */
export const asCompiledFilter = (filter: FilterInput | CompiledFilter): CompiledFilter =>
  'groups' in filter && Array.isArray(filter.groups) ? (filter as CompiledFilter) : compileFilter(filter as FilterInput);

export function compileFilter(input: FilterInput): CompiledFilter {
  if (typeof input !== 'object' || input === null) throw new FilterError('filter must be an object');
  const parts: Partial<Record<PartType, string[]>> = {};
  for (const type of PART_TYPES) {
    const list = [...many(input.parts?.[type]), ...many(input[type])].filter((x) => x !== '');
    if (list.length) parts[type] = list;
  }
  for (const key of Object.keys(input.parts ?? {})) {
    if (!(PART_TYPES as readonly string[]).includes(key)) throw new FilterError(`unknown part type "${key}" in filter`);
  }
  const priority = many(input.priorityOrder);
  for (const t of priority) if (!(PART_TYPES as readonly string[]).includes(t)) throw new FilterError(`unknown part type "${t}" in priorityOrder`);
  const order = [...new Set([...priority, ...PART_TYPES])];

  const groups: FilterGroup[] = [];
  for (const type of order) {
    const ids = parts[type];
    if (!ids) continue;
    const genes = new Set<string>();
    for (const id of ids) {
      const part = typeof id === 'string' ? getPart(id) : undefined;
      if (!part) throw new FilterError(`unknown part id "${String(id)}"`);
      if (part.type !== type) throw new FilterError(`part "${id}" is a ${part.type} part, not ${type}`);
      genes.add(part.gen);
    }
    groups.push({ key: type, want: wantOf(ids), genes });
  }
  const shapes = many(input.bodyShape);
  if (shapes.length) {
    for (const s of shapes) if (!(BODY_SHAPES as readonly string[]).includes(s)) throw new FilterError(`unknown body shape "${s}"`);
    groups.push({ key: 'bodyShape', want: wantOf(shapes), genes: new Set(shapes.map((s) => `bodyShape-${s.toLowerCase()}`)) });
  }
  const colors = many(input.primaryColor);
  if (colors.length) {
    for (const c of colors) if (!Number.isInteger(c) || c < 0 || c > 63) throw new FilterError(`invalid primary colour value ${c}`);
    groups.push({ key: 'primaryColor', want: wantOf(colors), genes: new Set(colors.map((c) => `primaryColor-${c}`)) });
  }
  const classes = many(input.classes);
  if (classes.length) {
    for (const c of classes) if (!(AXIE_CLASSES as readonly string[]).includes(c)) throw new FilterError(`unknown class "${c}"`);
    groups.push({ key: 'class', want: wantOf(classes), genes: new Set(classes) });
  }
  return { groups };
}

/**
 * Which of a creature's slots carry a wanted gene (bit 0 d, bit 1 r1, bit 2 r2). For the class
 * group, bit 0 = the creature's class is wanted.
 */
export function slotMask(genes: ParsedGenes, group: FilterGroup): number {
  if (group.key === 'class') return group.genes.has(genes.class) ? 1 : 0;
  const t = genes[group.key];
  return (group.genes.has(t.d.gen) ? 1 : 0) | (group.genes.has(t.r1.gen) ? 2 : 0) | (group.genes.has(t.r2.gen) ? 4 : 0);
}
