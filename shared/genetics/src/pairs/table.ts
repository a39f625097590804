import { geneIndexOf } from '../catalogue/parts.js';
import { decodeGenes, type DecodeOptions } from '../decode/index.js';
import { AXIE_CLASSES, BODY_SHAPES, PART_TYPES, type GeneGroupKey, type ParsedGenes } from '../types.js';

/** A loaded creature: genes (string or decoded) plus what the breeding rules need. */
export interface CreatureRecord {
  id: number | string;
  genes: string | ParsedGenes;
  breedCount?: number;
  sireId?: number | string | null;
  matronId?: number | string | null;
  /** Growth stage: 4 is an adult; anything else (an egg, a larva) cannot breed. Unknown = adult. */
  stage?: number;
}

/** Gene groups in table order (8 groups × 3 slots per creature). */
export const TABLE_GROUPS: readonly GeneGroupKey[] = [...PART_TYPES, 'bodyShape', 'primaryColor'];
export const GENE_CODE_SPACE = 512;

/** The adult stage (spec §3 `stage`); eggs and younger stages cannot breed. */
export const ADULT_STAGE = 4;
export const isAdultStage = (stage: number | null | undefined): boolean => stage === undefined || stage === null || stage === ADULT_STAGE;

/** Compact code of a gene id: parts 0..191, body shapes 200+, colours 300+value. */
export function geneCode(gen: string): number {
  if (gen.startsWith('bodyShape-')) {
    const i = BODY_SHAPES.findIndex((s) => `bodyShape-${s.toLowerCase()}` === gen);
    return i < 0 ? -1 : 200 + i;
  }
  if (gen.startsWith('primaryColor-')) return 300 + Number(gen.slice('primaryColor-'.length));
  return geneIndexOf(gen);
}

/** Column-free typed storage of N creatures for the ranking loop (no objects per creature). */
export interface CreatureTable {
  size: number;
  ids: (number | string)[];
  /** Position of each row in the input list. */
  sourceIndex: Int32Array;
  classCode: Uint8Array;
  breedCount: Uint8Array;
  /** 1 for an adult (stage 4 or unknown), 0 for an egg: only adults are paired. */
  adult: Uint8Array;
  /** Gene codes, [row * 24 + group * 3 + slot]. */
  genes: Uint16Array;
  /** Lineage as small integer codes (0 = unknown), for the relatives rule. */
  idCode: Int32Array;
  sireCode: Int32Array;
  matronCode: Int32Array;
  /** Records that could not be decoded (left out of the table). */
  errors: { index: number; id: number | string; message: string }[];
}

export function buildCreatureTable(records: readonly CreatureRecord[], decodeOptions?: DecodeOptions): CreatureTable {
  const rows: { index: number; rec: CreatureRecord; parsed: ParsedGenes }[] = [];
  const errors: CreatureTable['errors'] = [];
  records.forEach((rec, index) => {
    try {
      const parsed = typeof rec.genes === 'string' ? decodeGenes(rec.genes, decodeOptions) : rec.genes;
      rows.push({ index, rec, parsed });
    } catch (e) {
      errors.push({ index, id: rec.id, message: e instanceof Error ? e.message : String(e) });
    }
  });
  const n = rows.length;
  const lineage = new Map<string, number>();
  const code = (id: number | string | null | undefined) => {
    if (id === null || id === undefined || id === 0 || id === '0' || id === '') return 0;
    const key = String(id);
    let c = lineage.get(key);
    if (c === undefined) lineage.set(key, (c = lineage.size + 1));
    return c;
  };
  const t: CreatureTable = {
    size: n,
    ids: rows.map((r) => r.rec.id),
    sourceIndex: Int32Array.from(rows, (r) => r.index),
    classCode: new Uint8Array(n),
    breedCount: new Uint8Array(n),
    adult: new Uint8Array(n),
    genes: new Uint16Array(n * 24),
    idCode: new Int32Array(n),
    sireCode: new Int32Array(n),
    matronCode: new Int32Array(n),
    errors,
  };
  rows.forEach(({ rec, parsed }, i) => {
    t.classCode[i] = AXIE_CLASSES.indexOf(parsed.class);
    t.breedCount[i] = Math.max(0, Math.min(255, rec.breedCount ?? 0));
    t.adult[i] = isAdultStage(rec.stage) ? 1 : 0;
    t.idCode[i] = code(rec.id);
    t.sireCode[i] = code(rec.sireId);
    t.matronCode[i] = code(rec.matronId);
    TABLE_GROUPS.forEach((key, g) => {
      const triple = parsed[key];
      t.genes[i * 24 + g * 3] = geneCode(triple.d.gen);
      t.genes[i * 24 + g * 3 + 1] = geneCode(triple.r1.gen);
      t.genes[i * 24 + g * 3 + 2] = geneCode(triple.r2.gen);
    });
  });
  return t;
}
