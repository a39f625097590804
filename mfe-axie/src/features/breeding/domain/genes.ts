import { GeneDecodeError, tryDecodeGenes, type ParsedGenes } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';

const cache = new Map<string, ParsedGenes | null>();

/** Decoded genes of a card, decoded once per genes string (null when they cannot be decoded). */
export function parsedGenesOf(card: Pick<CreatureCard, 'genes'>): ParsedGenes | null {
  if (!cache.has(card.genes)) {
    const r = tryDecodeGenes(card.genes);
    cache.set(card.genes, r instanceof GeneDecodeError ? null : r);
  }
  return cache.get(card.genes) ?? null;
}
