import { PART_TYPES, mulberry32, type PartType } from '@criadero/genetics';
import type { FilterBody } from '../src/search/criteria';
import type { IndexedAxie } from '../src/market/index/row-query';

/** A small seeded generator (mulberry32): the same random filters on every store and run. */
export function random(seed: number) {
  const next = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], max: number): T[] => [...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(list)))];
  return { next, pick, some, chance: (p: number) => next() < p };
}

/** Random search bodies over the values the market really holds (so most find something). */
export function randomBodies(docs: readonly IndexedAxie[], count: number, seed: number): FilterBody[] {
  const r = random(seed);
  const bodies: FilterBody[] = [];
  for (let i = 0; i < count; i++) {
    const body: Record<string, unknown> = {};
    const sample = r.some(docs, 3);
    if (r.chance(0.6)) body.parts = [...new Set(sample.map((d) => d.parts[Math.floor(r.next() * 6)]!))];
    if (r.chance(0.2)) body.parts = [...((body.parts as string[] | undefined) ?? []), `!${r.pick(docs).parts[Math.floor(r.next() * 6)]}`];
    if (r.chance(0.4)) body.classes = [...new Set(sample.map((d) => d.class))];
    if (r.chance(0.4)) {
      const lo = Math.floor(r.next() * 7);
      body.breedCount = [lo, lo + Math.floor(r.next() * (8 - lo))];
    }
    if (r.chance(0.2)) body.bodyShapes = [...new Set(sample.map((d) => d.bodyShape))];
    if (r.chance(0.2)) body.primaryColor = [...new Set(sample.map((d) => d.primaryColor))];
    if (r.chance(0.3)) body.maxPriceUSD = Math.round(r.next() * 120 * 100) / 100;
    if (r.chance(0.5)) body.auctionType = r.pick(['Sale', 'NotForSale', 'All']);
    if (r.chance(0.15)) body.owner = r.pick(docs).owner;
    if (r.chance(0.2)) body.selectedAxies = r.some(docs, 20).map((d) => d.id);
    if (r.chance(0.7)) body.sort = r.pick(['PriceAsc', 'PriceDesc', 'IdAsc', 'IdDesc', 'Latest']);
    if (r.chance(0.5)) body.priorityOrder = r.some(PART_TYPES as readonly PartType[], 4);
    if (r.chance(0.5)) body.limit = 1 + Math.floor(r.next() * 300);
    const parts = (body.parts as string[] | undefined) ?? [];
    const excluded = parts.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
    body.parts = parts.filter((p) => !excluded.includes(p) || p.startsWith('!'));
    if ((body.parts as string[]).some((p) => !p.startsWith('!') && excluded.includes(p))) delete body.parts;
    bodies.push(body as FilterBody);
  }
  return bodies;
}

