import { createHash } from 'node:crypto';
import { decodeGenes } from '@criadero/genetics';
import { renderPortrait } from './portrait';

export interface Portrait {
  svg: string;
  etag: string;
}

/** Portraits by genes string (bounded, oldest out first); decoding errors propagate. */
export class PortraitCache {
  private readonly entries = new Map<string, Portrait>();

  constructor(private readonly max = 5000) {}

  get(genes: string): Portrait {
    const key = genes.toLowerCase();
    let portrait = this.entries.get(key);
    if (!portrait) {
      const svg = renderPortrait(decodeGenes(key));
      portrait = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` };
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, portrait);
    }
    return portrait;
  }

  get size(): number {
    return this.entries.size;
  }
}
