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
const ADULT_STAGE = 4;
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
  /** The lineage code of every id seen (a row's own id or a parent's): the relatives rule for creatures outside the table. */
  lineage: ReadonlyMap<string, number>;
  /** Records that could not be decoded (left out of the table). */
  errors: { index: number; id: number | string; message: string }[];
}

/** A lineage code of an id (a row's or a parent's), 0 when no loaded creature has or names that id. */
export const lineageCodeOf = (table: CreatureTable, id: number | string | null | undefined): number => {
  const key = lineageKey(id);
  return key === null ? 0 : (table.lineage.get(key) ?? 0);
};

/** Records' genes decoded into table codes, row k for record k (the costly part of building a table). */
export interface DecodedRows {
  /** 1 when record k decoded, 0 when it is in `errors` (its row is left out). */
  ok: Uint8Array;
  classCode: Uint8Array;
  /** [k * 24 + group * 3 + slot], as CreatureTable.genes */
  genes: Uint16Array;
  /** `index` is the record's position in the list decoded */
  errors: CreatureTable['errors'];
}

/** Decodes records' genes into table codes (a worker decodes its share of the records this way). */
export function decodeRows(records: readonly CreatureRecord[], decodeOptions?: DecodeOptions): DecodedRows {
  const out: DecodedRows = { ok: new Uint8Array(records.length), classCode: new Uint8Array(records.length), genes: new Uint16Array(records.length * 24), errors: [] };
  records.forEach((rec, k) => {
    let parsed: ParsedGenes;
    try {
      parsed = typeof rec.genes === 'string' ? decodeGenes(rec.genes, decodeOptions) : rec.genes;
    } catch (e) {
      out.errors.push({ index: k, id: rec.id, message: e instanceof Error ? e.message : String(e) });
      return;
    }
    out.ok[k] = 1;
    out.classCode[k] = AXIE_CLASSES.indexOf(parsed.class);
    TABLE_GROUPS.forEach((key, g) => {
      const triple = parsed[key];
      out.genes[k * 24 + g * 3] = geneCode(triple.d.gen);
      out.genes[k * 24 + g * 3 + 1] = geneCode(triple.r1.gen);
      out.genes[k * 24 + g * 3 + 2] = geneCode(triple.r2.gen);
    });
  });
  return out;
}

export function buildCreatureTable(records: readonly CreatureRecord[], decodeOptions?: DecodeOptions): CreatureTable {
  const builder = new CreatureTableBuilder(records.length, decodeOptions);
  builder.add(records);
  return builder.build();
}

const lineageKey = (id: number | string | null | undefined) => (id === null || id === undefined || id === 0 || id === '0' || id === '' ? null : String(id));

/**
 * Builds a CreatureTable a few records at a time, so a caller on the page can yield between
 * pieces (the in-page ranking); `buildCreatureTable` is one `add` of every record. Rows keep the
 * input order across pieces, and lineage codes are shared by every piece (equal ids share a
 * code, 0 = unknown).
 */
export class CreatureTableBuilder {
  private readonly table: CreatureTable;
  private readonly lineage = new Map<string, number>();
  /** records seen so far (decoded or not): the next record's input position */
  private seen = 0;

  /** `capacity`: how many records will be added in all (at most). */
  constructor(
    private readonly capacity: number,
    private readonly decodeOptions?: DecodeOptions,
  ) {
    this.table = {
      size: 0,
      ids: [],
      sourceIndex: new Int32Array(capacity),
      classCode: new Uint8Array(capacity),
      breedCount: new Uint8Array(capacity),
      adult: new Uint8Array(capacity),
      genes: new Uint16Array(capacity * 24),
      idCode: new Int32Array(capacity),
      sireCode: new Int32Array(capacity),
      matronCode: new Int32Array(capacity),
      lineage: this.lineage,
      errors: [],
    };
  }

  private code(id: number | string | null | undefined): number {
    const key = lineageKey(id);
    if (key === null) return 0;
    let c = this.lineage.get(key);
    if (c === undefined) this.lineage.set(key, (c = this.lineage.size + 1));
    return c;
  }

  /** Decodes the next records and appends their rows; a record that cannot be decoded goes to `errors`. */
  add(records: readonly CreatureRecord[]): void {
    this.addDecoded(records, decodeRows(records, this.decodeOptions));
  }

  /**
   * Appends the next records from their genes already decoded (`decodeRows` of the same records,
   * e.g. by a worker): only the breeding facts and lineage codes are read here.
   */
  addDecoded(records: readonly CreatureRecord[], decoded: DecodedRows): void {
    const t = this.table;
    if (this.seen + records.length > this.capacity) throw new RangeError(`more than ${this.capacity} creatures added to the table`);
    if (decoded.ok.length !== records.length) throw new RangeError(`decoded rows for ${decoded.ok.length} records, not ${records.length}`);
    const first = this.seen;
    for (const e of decoded.errors) t.errors.push({ ...e, index: first + e.index });
    records.forEach((rec, k) => {
      const index = this.seen++;
      if (!decoded.ok[k]) return;
      const i = t.size++;
      t.ids.push(rec.id);
      t.sourceIndex[i] = index;
      t.classCode[i] = decoded.classCode[k]!;
      t.breedCount[i] = Math.max(0, Math.min(255, rec.breedCount ?? 0));
      t.adult[i] = isAdultStage(rec.stage) ? 1 : 0;
      t.idCode[i] = this.code(rec.id);
      t.sireCode[i] = this.code(rec.sireId);
      t.matronCode[i] = this.code(rec.matronId);
      t.genes.set(decoded.genes.subarray(k * 24, k * 24 + 24), i * 24);
    });
  }

  /** The table of every record added (columns trimmed to the decoded rows). */
  build(): CreatureTable {
    const t = this.table;
    const n = t.size;
    if (n === this.capacity) return t;
    return {
      ...t,
      sourceIndex: t.sourceIndex.slice(0, n),
      classCode: t.classCode.slice(0, n),
      breedCount: t.breedCount.slice(0, n),
      adult: t.adult.slice(0, n),
      genes: t.genes.slice(0, n * 24),
      idCode: t.idCode.slice(0, n),
      sireCode: t.sireCode.slice(0, n),
      matronCode: t.matronCode.slice(0, n),
    };
  }
}
