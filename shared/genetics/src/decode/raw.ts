import type { AxieClass, AxieTitle, GeneFormat, PartType } from '../types.js';

/** One part gene as stored in the bits: class code + value (breeding identity). */
export interface RawPartGene {
  classCode: number;
  value: number;
}

export interface RawPartBlock {
  /** Skin code in the 512 numbering (256 codes are translated). */
  skin: number;
  d: RawPartGene;
  r1: RawPartGene;
  r2: RawPartGene;
}

/** Gene fields as read from the bits, before catalogue lookup. */
export interface RawGenes {
  format: GeneFormat;
  class: AxieClass;
  title: AxieTitle | null;
  bodySkin: number;
  /** Body gene values d, r1, r2 (512 numbering). */
  body: [number, number, number];
  /** Primary colour values d, r1, r2. */
  color: [number, number, number];
  parts: Record<PartType, RawPartBlock>;
}
