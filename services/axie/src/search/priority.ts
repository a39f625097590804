import { PART_TYPES, getPart } from '@criadero/genetics';
import { partsByType, type SearchCriteria } from './criteria';

/** One part type of a priority order: its slot (PART_TYPES index) and the base genes wanted there. */
export interface PriorityGroup {
  slot: number;
  genes: ReadonlySet<string>;
}

/**
 * priorityOrder: among axies that show the wanted parts, prefer those whose recessive genes
 * (R1, R2) carry them too, comparing the part types in the given order (per type, how many of
 * R1/R2 carry one of its wanted parts, 0..2; more first; ties keep the sort order). Returns the
 * part types in priority order that have wanted parts, or null when no priority applies.
 */
export function priorityGroups(c: SearchCriteria): PriorityGroup[] | null {
  if (!c.priorityOrder.length || !c.includeParts.length) return null;
  const wanted = partsByType(c.includeParts);
  const ranked = c.priorityOrder
    .filter((type) => wanted.has(type))
    .map((type) => ({ slot: PART_TYPES.indexOf(type), genes: new Set(wanted.get(type)!.map((id) => getPart(id)!.gen)) }));
  return ranked.length ? ranked : null;
}
