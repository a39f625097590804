import type { AvatarClass, Element, Elements, PlanetType } from './planets';

/** A Primeval Legacy: the child's dominant element is kept at `threshold` points at least when it is `element`. */
export interface Legacy {
  element: Element;
  threshold: number;
}

/** What the maths needs to know about one planet. */
export interface PlanetGenes {
  id: string;
  type: PlanetType;
  elements: Elements;
  avatarClass: AvatarClass;
  /** conjunctions already done (0..maxConjunctions) */
  breedCount: number;
  legacy: Legacy | null;
  /** null for a Primeval (Gen-0) planet */
  parentIds: [string, string] | null;
}

/** A breeding candidate with the ancestors the rules look at. */
export interface Lineage {
  planet: PlanetGenes;
  /** its two parents, or [] when it is Primeval or they are unknown */
  parents: PlanetGenes[];
  /** ids of its parents' parents (the child's great-grandparents), for the inbreeding check */
  grandparentIds: string[];
}

export const legacyKey = (legacy: Legacy) => `${legacy.element}:${legacy.threshold}`;
