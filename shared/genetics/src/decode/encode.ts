import { CODE_512_BY_CLASS } from '../catalogue/classes.js';
import { GENE_PART_ORDER } from '../types.js';
import type { RawGenes } from './raw.js';

const TITLE_CODE: Record<string, number> = { origin: 1, meo1: 2, meo2: 3 };

/**
 * Writes raw gene fields as a 512-bit `0x…` string (128 hex digits) in the official layout;
 * inverse of the 512 decoder. Inheritable flags are set as on real axies.
 */
export function encodeGenes512(raw: Omit<RawGenes, 'format'>): string {
  let v = 0n;
  const put = (offset: number, width: number, value: number) => {
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** width) throw new RangeError(`value ${value} does not fit in ${width} bits`);
    v |= BigInt(value) << BigInt(512 - offset - width);
  };
  const classCode = CODE_512_BY_CLASS.get(raw.class);
  if (classCode === undefined) throw new RangeError(`unknown class ${raw.class}`);
  put(0, 5, classCode);
  put(50, 5, raw.title ? (TITLE_CODE[raw.title] ?? 0) : 0);
  put(55, 1, 1);
  put(56, 9, raw.bodySkin);
  raw.body.forEach((b, i) => put(65 + i * 9, 9, b));
  raw.color.forEach((c, i) => put(92 + i * 6, 6, c));
  GENE_PART_ORDER.forEach((type, i) => {
    const s = 128 + i * 64;
    const block = raw.parts[type];
    put(s + 15, 1, 1);
    put(s + 16, 9, block.skin);
    [block.d, block.r1, block.r2].forEach((g, k) => {
      put(s + 25 + k * 13, 5, g.classCode);
      put(s + 30 + k * 13, 8, g.value);
    });
  });
  return `0x${v.toString(16).padStart(128, '0')}`;
}
