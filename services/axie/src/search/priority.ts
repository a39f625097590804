import { PART_TYPES, getPart, type PartType } from '@criadero/genetics';
import { partsByType, type SearchCriteria } from './criteria';

interface RecessiveGenes {
  r1: readonly string[];
  r2: readonly string[];
}

/**
 * priorityOrder: among axies that show the wanted parts, prefer those whose recessive genes
 * (R1, R2) carry them too, comparing the part types in the given order. Returns, per type in
 * priority order that has wanted parts, how many of R1/R2 carry one of them (0..2); null when
 * the search has no priority to apply.
 */
export function priorityKeyFn(c: SearchCriteria): ((axie: RecessiveGenes) => number[]) | null {
  if (!c.priorityOrder.length || !c.includeParts.length) return null;
  const wanted = partsByType(c.includeParts);
  const ranked = c.priorityOrder
    .filter((type) => wanted.has(type))
    .map((type) => ({ index: PART_TYPES.indexOf(type), genes: new Set(wanted.get(type)!.map((id) => getPart(id)!.gen)) }));
  if (!ranked.length) return null;
  return (axie) => ranked.map(({ index, genes }) => (genes.has(axie.r1[index]!) ? 1 : 0) + (genes.has(axie.r2[index]!) ? 1 : 0));
}

/** Stable sort by the priority key, best first (the incoming order breaks ties). */
export function applyPriority<T extends RecessiveGenes>(rows: readonly T[], key: (axie: RecessiveGenes) => number[]): T[] {
  const keyed = rows.map((row, index) => ({ row, index, key: key(row) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return b.key[i]! - a.key[i]!;
    return a.index - b.index;
  });
  return keyed.map((k) => k.row);
}

export type { PartType };
