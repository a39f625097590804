import type { GeneFormat, ParsedGenes } from '../types.js';
import { assembleParsedGenes, type AssembleOptions } from './assemble.js';
import { readRaw256 } from './decode256.js';
import { readRaw512 } from './decode512.js';
import { GeneDecodeError, parseGeneNumber } from './input.js';
import type { RawGenes } from './raw.js';

export { GeneDecodeError } from './input.js';
export { encodeGenes512 } from './encode.js';
export type { RawGenes, RawPartBlock, RawPartGene } from './raw.js';

export interface DecodeOptions extends AssembleOptions {
  /** 'auto' (default): more than 64 hex digits or a value ≥ 2^256 is 512-bit, else 256-bit. */
  format?: 'auto' | GeneFormat;
}

const TWO_256 = 1n << 256n;

/** Bit fields of a gene string, before catalogue lookup. */
export function readRawGenes(genes: string | bigint, format: DecodeOptions['format'] = 'auto'): RawGenes {
  const { value, hexDigits } = parseGeneNumber(genes);
  const is512 = format === 'auto' ? value >= TWO_256 || (hexDigits ?? 0) > 64 : format === 512;
  if (!is512 && value >= TWO_256) throw new GeneDecodeError('genes longer than 256 bits cannot be 256-bit genes');
  return is512 ? readRaw512(value) : readRaw256(value);
}

/**
 * Decodes 512-bit `newGenes` or legacy 256-bit `genes` (hex or decimal) into the spec's
 * parsedGenes. Throws GeneDecodeError for anything that does not decode to catalogue parts.
 */
export function decodeGenes(genes: string | bigint, options: DecodeOptions = {}): ParsedGenes {
  return assembleParsedGenes(readRawGenes(genes, options.format), options);
}

/** Like decodeGenes but returns the error instead of throwing (for batch/CLI use). */
export function tryDecodeGenes(genes: string | bigint, options: DecodeOptions = {}): ParsedGenes | GeneDecodeError {
  try {
    return decodeGenes(genes, options);
  } catch (e) {
    if (e instanceof GeneDecodeError) return e;
    throw e;
  }
}
