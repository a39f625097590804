/**
 * A straightforward object-based ranking, for the benchmark baseline and as a cross-check in tests:
 * decoded objects, a string-keyed wanted set per part type, one result object per pair, full sort.
 */
import { compileFilter, type FilterInput } from '../src/analysis/filter.js';
import { SPEC_TABLE_WEIGHTS } from '../src/inheritance/models.js';
import { breedBlock } from '../src/inheritance/rules.js';
import type { CreatureRecord } from '../src/pairs/table.js';
import type { AxieClass, ParsedGenes } from '../src/types.js';

export interface NaiveCreature {
  record: CreatureRecord;
  genes: ParsedGenes;
}

export interface NaiveResult {
  idA: number | string;
  idB: number | string;
  score: number;
}

const D_ROW = SPEC_TABLE_WEIGHTS[0];

/** Ranks pairs by P(all wanted parts in D) (the default metric), scanning at most `maxPairs`. */
export function naiveRank(creatures: NaiveCreature[], filter: FilterInput, topK: number, maxPairs = Infinity): { results: NaiveResult[]; pairs: number } {
  const groups = compileFilter(filter).groups;
  const all: NaiveResult[] = [];
  let pairs = 0;
  outer: for (let i = 0; i < creatures.length; i++) {
    for (let j = i + 1; j < creatures.length; j++) {
      if (pairs++ >= maxPairs) break outer;
      const a = creatures[i]!;
      const b = creatures[j]!;
      if (breedBlock(a.record, b.record) !== null) continue;
      let score = 1;
      for (const group of groups) {
        if (group.key === 'class') {
          const p = (c: AxieClass) => (group.genes.has(c) ? 0.5 : 0);
          score *= p(a.genes.class) + p(b.genes.class);
          continue;
        }
        let p = 0;
        for (const parent of [a.genes, b.genes]) {
          const t = parent[group.key];
          [t.d, t.r1, t.r2].forEach((gene, k) => {
            if (group.genes.has(gene.gen)) p += D_ROW[k]!;
          });
        }
        score *= p;
      }
      if (score > 0) all.push({ idA: a.record.id, idB: b.record.id, score });
    }
  }
  all.sort((x, y) => y.score - x.score);
  return { results: all.slice(0, topK), pairs: Math.min(pairs, maxPairs) };
}
