import { decodeGenes, type ParsedGenes } from '@criadero/genetics';

/** Decoded genes, memoised (bounded): cards and breeding searches decode the same axies again and again. */
export class GenesCache {
  private readonly entries = new Map<string, ParsedGenes>();

  constructor(private readonly max = 50_000) {}

  get(genes: string): ParsedGenes {
    let parsed = this.entries.get(genes);
    if (!parsed) {
      parsed = decodeGenes(genes);
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(genes, parsed);
    }
    return parsed;
  }
}
