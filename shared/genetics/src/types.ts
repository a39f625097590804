/** Shared domain types of the genetics engine (see product spec §3). */

export const PART_TYPES = ['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'] as const;
export type PartType = (typeof PART_TYPES)[number];

/** Part order inside the gene bit string (differs from PART_TYPES, the display order). */
export const GENE_PART_ORDER: readonly PartType[] = ['eyes', 'mouth', 'ears', 'horn', 'back', 'tail'];

export const AXIE_CLASSES = ['beast', 'aquatic', 'plant', 'bird', 'bug', 'reptile', 'mech', 'dawn', 'dusk'] as const;
export type AxieClass = (typeof AXIE_CLASSES)[number];
/** Classes a body part gene can have (mech/dawn/dusk exist only as axie classes). */
export type PartClass = Exclude<AxieClass, 'mech' | 'dawn' | 'dusk'>;

export const GENE_SLOTS = ['d', 'r1', 'r2'] as const;

export type SpecialGenes =
  | null
  | 'mystic'
  | 'japan'
  | 'xmas'
  | 'xmas-2019'
  | 'bionic'
  | 'summer-2022'
  | 'nightmare';

export const BODY_SHAPES = ['Normal', 'Spiky', 'Fuzzy', 'Curly', 'Sumo', 'WetDog', 'BigYak', 'Agamo', 'Nightmare'] as const;
export type BodyShape = (typeof BODY_SHAPES)[number];

/** A body part as the spec's part catalogue describes it. */
export interface PartEntry {
  partId: string;
  name: string;
  class: PartClass;
  type: PartType;
  specialGenes: SpecialGenes;
  /** Base part id this variant breeds as (equal to partId for base parts). */
  gen: string;
}

export interface BodyShapeEntry {
  partId: string;
  name: BodyShape;
  class: null;
  type: 'bodyShape';
  specialGenes: null;
  gen: string;
  /** Raw body gene value (several values share one shape, e.g. Normal). */
  value: number;
}

export interface ColorEntry {
  partId: string;
  name: string;
  /** The palette is chosen by the axie's class. */
  class: AxieClass;
  type: 'primaryColor';
  specialGenes: null;
  gen: string;
  value: number;
  /** Official art palette colour (primary1) when known. */
  hex: string | null;
}

export interface GeneTriple<T> {
  d: T;
  r1: T;
  r2: T;
}

export type GeneFormat = 512 | 256;
export type AxieTitle = 'origin' | 'meo1' | 'meo2' | 'agamogenesis';

/** The spec's parsedGenes (§3) plus a few decoding facts. */
export interface ParsedGenes {
  format: GeneFormat;
  class: AxieClass;
  bodyShape: GeneTriple<BodyShapeEntry>;
  primaryColor: GeneTriple<ColorEntry>;
  eyes: GeneTriple<PartEntry>;
  ears: GeneTriple<PartEntry>;
  mouth: GeneTriple<PartEntry>;
  horn: GeneTriple<PartEntry>;
  back: GeneTriple<PartEntry>;
  tail: GeneTriple<PartEntry>;
  /** Part ids shown on the creature (the D gene with its skin variant). */
  current: Record<PartType, string>;
  /** Base part ids of the D genes: what the creature actually passes on. */
  realParts: Record<PartType, string>;
  /** Title from the 512 "contribution" / 256 "tag" field (only 'origin' is verified on real axies). */
  title: AxieTitle | null;
  /** 0 normal, 1 frosty, 2 summer. */
  bodySkin: number;
  /** Per-slot skin code in the 512 numbering (0 global, 1 mystic, 2 bionic, 3 japan, ...). */
  partSkins: Record<PartType, number>;
}

export type GeneGroupKey = PartType | 'bodyShape' | 'primaryColor';
