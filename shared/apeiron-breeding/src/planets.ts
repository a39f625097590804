// The planet vocabulary of Apeiron: 4 elements sharing 100 points, 15 planet types named by the
// set of elements present, 4 bloodlines, 3 avatar classes (sources: data/SOURCES.md).

export const ELEMENTS = ['fire', 'water', 'earth', 'air'] as const;
export type Element = (typeof ELEMENTS)[number];
/** Elemental points of a planet: integers that add up to ELEMENT_POINTS. */
export type Elements = Record<Element, number>;
export const ELEMENT_POINTS = 100;

export const BLOODLINES = ['Pure', 'Duo', 'Tri', 'Quad'] as const;
export type Bloodline = (typeof BLOODLINES)[number];

export const AVATAR_CLASSES = ['Fury', 'Wisdom', 'Fate'] as const;
export type AvatarClass = (typeof AVATAR_CLASSES)[number];

export const PLANET_TYPES = [
  { name: 'Gigas', elements: ['earth'] },
  { name: 'Leviathan', elements: ['water'] },
  { name: 'Inferno', elements: ['fire'] },
  { name: 'Tempest', elements: ['air'] },
  { name: 'Archipelago', elements: ['water', 'earth'] },
  { name: 'Volcanic', elements: ['fire', 'earth'] },
  { name: 'Karsts', elements: ['earth', 'air'] },
  { name: 'Tundra', elements: ['fire', 'water'] },
  { name: 'Delta', elements: ['water', 'air'] },
  { name: 'Dunes', elements: ['fire', 'air'] },
  { name: 'Mountainous', elements: ['fire', 'water', 'earth'] },
  { name: 'Foresty', elements: ['water', 'earth', 'air'] },
  { name: 'Wasteland', elements: ['fire', 'earth', 'air'] },
  { name: 'Oasis', elements: ['fire', 'water', 'air'] },
  { name: 'Normal', elements: ['fire', 'water', 'earth', 'air'] },
] as const satisfies readonly { name: string; elements: readonly Element[] }[];
export type PlanetType = (typeof PLANET_TYPES)[number]['name'];
export const PLANET_TYPE_NAMES = PLANET_TYPES.map((t) => t.name) as PlanetType[];

const typeKey = (elements: readonly Element[]) => ELEMENTS.filter((e) => elements.includes(e)).join('+');
const TYPE_BY_KEY = new Map<string, PlanetType>(PLANET_TYPES.map((t) => [typeKey(t.elements), t.name]));

/** The elements of a planet type, in ELEMENTS order. */
export function typeElements(type: PlanetType): Element[] {
  const found = PLANET_TYPES.find((t) => t.name === type)!;
  return ELEMENTS.filter((e) => (found.elements as readonly Element[]).includes(e));
}

export function bloodlineOf(type: PlanetType): Bloodline {
  return BLOODLINES[typeElements(type).length - 1]!;
}

/** A planet's type is the set of elements it has points in. */
export function planetTypeOf(elements: Elements): PlanetType {
  const present = ELEMENTS.filter((e) => elements[e] > 0);
  const type = TYPE_BY_KEY.get(typeKey(present));
  if (!type) throw new RangeError('a planet has at least one element');
  return type;
}

/** Problems of an element distribution (empty when it is valid). */
export function elementIssues(elements: Elements): string[] {
  const issues: string[] = [];
  for (const e of ELEMENTS) {
    const v = elements[e];
    if (!Number.isInteger(v) || v < 0 || v > ELEMENT_POINTS) issues.push(`${e} must be an integer from 0 to ${ELEMENT_POINTS}`);
  }
  const sum = ELEMENTS.reduce((total, e) => total + elements[e], 0);
  if (sum !== ELEMENT_POINTS) issues.push(`elements must add up to ${ELEMENT_POINTS} (got ${sum})`);
  return issues;
}

/** The element with most points (first in ELEMENTS order on a tie). */
export function dominantElement(elements: Elements): Element {
  return ELEMENTS.reduce((best, e) => (elements[e] > elements[best] ? e : best), ELEMENTS[0] as Element);
}
