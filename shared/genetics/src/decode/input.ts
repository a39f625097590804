/** Errors for anything that is not a decodable gene; never a guessed axie. */
export class GeneDecodeError extends Error {
  override name = 'GeneDecodeError';
  constructor(message: string) {
    super(message);
  }
}

const HEX_RE = /^0x[0-9a-f]+$/i;
const DEC_RE = /^[0-9]+$/;
const BARE_HEX_RE = /^[0-9a-f]*[a-f][0-9a-f]*$/i;
const MAX_512 = (1n << 512n) - 1n;

export interface GeneNumber {
  value: bigint;
  /** Hex digits written (with leading zeros), when the input was hex. */
  hexDigits: number | null;
}

/**
 * Reads a gene string: `0x…` hex, a decimal big integer (as in `genes {x,y}` joined), or bare
 * hex when it contains a letter a–f (an all-digit string is always read as decimal).
 */
export function parseGeneNumber(input: string | bigint): GeneNumber {
  if (typeof input === 'bigint') {
    if (input < 0n || input > MAX_512) throw new GeneDecodeError('genes out of range: must fit in 512 bits');
    return { value: input, hexDigits: null };
  }
  if (typeof input !== 'string') throw new GeneDecodeError(`genes must be a string, got ${typeof input}`);
  const s = input.trim();
  if (s === '') throw new GeneDecodeError('empty genes string');
  let value: bigint;
  let hexDigits: number | null = null;
  if (HEX_RE.test(s)) {
    value = BigInt(s);
    hexDigits = s.length - 2;
  } else if (DEC_RE.test(s)) {
    value = BigInt(s);
  } else if (BARE_HEX_RE.test(s)) {
    value = BigInt(`0x${s}`);
    hexDigits = s.length;
  } else {
    throw new GeneDecodeError(`not a hex (0x…) or decimal genes string: "${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`);
  }
  if (value === 0n) throw new GeneDecodeError('genes are zero (an egg has no genes yet)');
  if (value > MAX_512) throw new GeneDecodeError('genes longer than 512 bits');
  return { value, hexDigits };
}

/** Reads `width` bits at `offset` (bit 0 = most significant) of a `total`-bit gene. */
export function bitField(value: bigint, total: number, offset: number, width: number): number {
  return Number((value >> BigInt(total - offset - width)) & ((1n << BigInt(width)) - 1n));
}
