import { bodyValueOfPattern256 } from '../catalogue/body.js';
import { CLASS_BY_CODE_256 } from '../catalogue/classes.js';
import { GENE_PART_ORDER, type AxieTitle, type PartType } from '../types.js';
import { GeneDecodeError, bitField } from './input.js';
import type { RawGenes, RawPartBlock } from './raw.js';

const TITLE_256: Record<number, AxieTitle> = { 1: 'origin', 2: 'agamogenesis', 3: 'meo1', 4: 'meo2' };
const XMAS_MARKER = 0b010101010101;
const JAPAN_REGION = 1;

/** Legacy 256-bit layout (gene-meta.json `layout256`), translated to 512 numbering. */
export function readRaw256(v: bigint): RawGenes {
  const f = (offset: number, width: number) => bitField(v, 256, offset, width);
  const classCode = f(0, 4);
  const cls = CLASS_BY_CODE_256.get(classCode);
  if (!cls) throw new GeneDecodeError(`unknown class code ${classCode} in 256-bit genes`);
  const region = f(8, 5);
  const xmas = f(22, 12) === XMAS_MARKER;
  // 2-bit part skin: 00 default (japan by region, xmas by marker), 01 bionic, 10 xmas-2019, 11 mystic
  const defaultSkin = region === JAPAN_REGION ? 3 : xmas ? 4 : 0;
  const skinOf = (bits: number) => [defaultSkin, 2, 5, 1][bits] as number;
  const body = [0, 1, 2].map((i) => {
    const pattern = f(34 + i * 6, 6);
    const value = bodyValueOfPattern256(pattern);
    if (value === undefined) throw new GeneDecodeError(`unknown 256-bit body pattern ${pattern.toString(2).padStart(6, '0')}`);
    return value;
  }) as [number, number, number];
  const parts = {} as Record<PartType, RawPartBlock>;
  GENE_PART_ORDER.forEach((type, i) => {
    const s = 64 + i * 32;
    parts[type] = {
      skin: skinOf(f(s, 2)),
      d: { classCode: f(s + 2, 4), value: f(s + 6, 6) },
      r1: { classCode: f(s + 12, 4), value: f(s + 16, 6) },
      r2: { classCode: f(s + 22, 4), value: f(s + 26, 6) },
    };
  });
  return {
    format: 256,
    class: cls,
    title: TITLE_256[f(13, 5)] ?? null,
    bodySkin: f(18, 4),
    body,
    color: [f(52, 4), f(56, 4), f(60, 4)],
    parts,
  };
}
