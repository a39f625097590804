import { CLASS_BY_CODE_512 } from '../catalogue/classes.js';
import { GENE_PART_ORDER, type AxieTitle, type PartType } from '../types.js';
import { GeneDecodeError, bitField } from './input.js';
import type { RawGenes, RawPartBlock } from './raw.js';

const TITLE_512: Record<number, AxieTitle> = { 1: 'origin', 2: 'meo1', 3: 'meo2' };

/** Reads the official 512-bit layout (gene-meta.json `layout512`). */
export function readRaw512(v: bigint): RawGenes {
  const f = (offset: number, width: number) => bitField(v, 512, offset, width);
  const classCode = f(0, 5);
  const cls = CLASS_BY_CODE_512.get(classCode);
  if (!cls) throw new GeneDecodeError(`unknown class code ${classCode} in 512-bit genes`);
  const parts = {} as Record<PartType, RawPartBlock>;
  GENE_PART_ORDER.forEach((type, i) => {
    const s = 128 + i * 64;
    parts[type] = {
      skin: f(s + 16, 9),
      d: { classCode: f(s + 25, 5), value: f(s + 30, 8) },
      r1: { classCode: f(s + 38, 5), value: f(s + 43, 8) },
      r2: { classCode: f(s + 51, 5), value: f(s + 56, 8) },
    };
  });
  return {
    format: 512,
    class: cls,
    title: TITLE_512[f(50, 5)] ?? null,
    bodySkin: f(56, 9),
    body: [f(65, 9), f(74, 9), f(83, 9)],
    color: [f(92, 6), f(98, 6), f(104, 6)],
    parts,
  };
}
