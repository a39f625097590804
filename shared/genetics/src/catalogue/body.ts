import meta from '../../data/gene-meta.json';
import type { AxieClass, BodyShape, BodyShapeEntry, ColorEntry } from '../types.js';

/** Body gene value (512 numbering) → shape; from gene-meta.json `bodyShapes512`. */
const SHAPE_BY_VALUE = new Map<number, BodyShape>();
for (const row of meta.bodyShapes512) {
  const shape: BodyShape = row.bodyShape.startsWith('(agamogenesis') ? 'Agamo' : (row.bodyShape as BodyShape);
  for (const v of row.values) SHAPE_BY_VALUE.set(v, shape);
}

export const KNOWN_BODY_VALUES: readonly number[] = [...SHAPE_BY_VALUE.keys()];

export function bodyShapeOfValue(value: number): BodyShape | undefined {
  return SHAPE_BY_VALUE.get(value);
}

/** 256-bit 6-bit "pattern" → 512 body value (the Sumo row is an inference, see gene-meta.json). */
const BODY_BY_PATTERN = new Map<number, number>();
for (const [bits, v] of Object.entries(meta.pattern256toBody512)) {
  BODY_BY_PATTERN.set(parseInt(bits, 2), typeof v === 'number' ? v : parseInt(v, 10));
}

export function bodyValueOfPattern256(pattern: number): number | undefined {
  return BODY_BY_PATTERN.get(pattern);
}

export function bodyShapeEntry(value: number, shape: BodyShape): BodyShapeEntry {
  const partId = `bodyShape-${shape.toLowerCase()}`;
  return { partId, name: shape, class: null, type: 'bodyShape', specialGenes: null, gen: partId, value };
}

const HEX_BY_CLASS_VALUE = new Map<string, string>();
for (const row of meta.primaryColorPalette) {
  if (row.skin === 0) HEX_BY_CLASS_VALUE.set(`${row.class}|${row.color_value}`, row.primary1);
}

/** Colour genes breed by value; the palette (hex) depends on the axie's class. */
export function colorEntry(value: number, axieClass: AxieClass): ColorEntry {
  const partId = `primaryColor-${value}`;
  const hex = HEX_BY_CLASS_VALUE.get(`${axieClass}|${value}`) ?? null;
  return { partId, name: String(value), class: axieClass, type: 'primaryColor', specialGenes: null, gen: partId, value, hex: hex && `#${hex}` };
}

/** Colour values with a palette entry for the class (what generators draw from). */
export function colorValuesOfClass(axieClass: AxieClass): number[] {
  return meta.primaryColorPalette.filter((r) => r.skin === 0 && r.class === axieClass).map((r) => r.color_value);
}
