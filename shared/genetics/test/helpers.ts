import fixture from '../data/test-vectors-512-fixture.json';
import vectors from '../data/test-vectors.json';
import { PART_TYPES, type ParsedGenes, type PartType } from '../src/types.js';

export { fixture, vectors };

/** `{ type: [d, r1, r2] }` part ids of decoded genes. */
export function partIds(g: ParsedGenes): Record<PartType, [string, string, string]> {
  return Object.fromEntries(PART_TYPES.map((t) => [t, [g[t].d.partId, g[t].r1.partId, g[t].r2.partId]])) as Record<PartType, [string, string, string]>;
}

/** The same shape from a test-vector `parts` object ({d,r1,r2} or [d,r1,r2]). */
export function expectedIds(parts: Record<string, { d: string; r1: string; r2: string } | string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(parts).map(([t, v]) => [t, Array.isArray(v) ? v : [v.d, v.r1, v.r2]]));
}
