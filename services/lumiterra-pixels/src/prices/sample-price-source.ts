import { readFileSync } from 'node:fs';
import type { PriceProvenance } from '@criadero/api-contracts/lumiterra-pixels';
import type { PriceSource } from './price-source';

interface SamplePriceFile {
  sample: boolean;
  currency: string;
  asOf: string;
  method: string;
  prices: Record<string, number>;
}

/** Sample prices from a bundled JSON file (data/lumiterra-sample-prices.json, format in data/SOURCES.md). */
export class SamplePriceSource implements PriceSource {
  private readonly table: Map<number, number>;
  private readonly meta: PriceProvenance;

  constructor(file: URL | string = new URL('../../data/lumiterra-sample-prices.json', import.meta.url)) {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as SamplePriceFile;
    if (raw.sample !== true) throw new Error('SamplePriceSource only loads files marked "sample": true');
    this.table = new Map(Object.entries(raw.prices).map(([id, price]) => [Number(id), price]));
    this.meta = { source: 'sample', sample: true, currency: raw.currency, asOf: raw.asOf };
  }

  provenance(): PriceProvenance {
    return this.meta;
  }

  async prices(itemIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    for (const id of itemIds) {
      const price = this.table.get(id);
      if (price !== undefined) out.set(id, price);
    }
    return out;
  }
}
