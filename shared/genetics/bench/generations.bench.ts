/**
 * Two-generation benchmark: the best partners for a future child among N creatures with the
 * compiled scorer (one table per wanted group, then lookups), beside the same odds computed per
 * candidate from scratch (grandchildProbabilities, which recompiles the child's table each time),
 * same run, same creatures and filter. Writes <repo>/bench-results/genetics-generations.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileFilter } from '../src/analysis/filter.js';
import { decodeGenes } from '../src/decode/index.js';
import { generateCreatures } from '../src/generate/index.js';
import { childGeneDistribution, grandchildProbabilities, rankGrandchildPartners, type PartnerCandidate } from '../src/generations/index.js';

const REPEATS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function bench(n: number) {
  const creatures = generateCreatures(n + 2, 2026);
  const parsed = creatures.map((c) => decodeGenes(c.genes as string));
  const [a, b] = parsed;
  const filter = compileFilter({ parts: { eyes: a!.eyes.d.partId, back: b!.back.r1.partId, tail: a!.tail.r2.partId } });
  const candidates: PartnerCandidate[] = parsed.slice(2).map((genes, i) => ({ id: String(creatures[i + 2]!.id), genes, breedCount: creatures[i + 2]!.breedCount ?? 0 }));
  const parents = [{ id: String(creatures[0]!.id) }, { id: String(creatures[1]!.id) }] as const;

  let t = performance.now();
  const child = childGeneDistribution(a!, b!);
  const childMs = performance.now() - t;
  rankGrandchildPartners(child, parents, candidates, filter, { topK: 10 }); // warm-up
  const times: number[] = [];
  let best = 0;
  for (let r = 0; r < REPEATS; r++) {
    t = performance.now();
    best = rankGrandchildPartners(child, parents, candidates, filter, { topK: 10 })[0]?.score ?? 0;
    times.push(performance.now() - t);
  }
  t = performance.now();
  let baselineBest = 0;
  for (const c of candidates) baselineBest = Math.max(baselineBest, grandchildProbabilities(child, c.genes, filter).allWantedD);
  const baselineMs = performance.now() - t;
  return { candidates: n, childDistributionMs: +childMs.toFixed(2), scorer: { medianMs: +median(times).toFixed(2), runs: REPEATS }, baseline: { ms: +baselineMs.toFixed(1) }, sameBest: Math.abs(best - baselineBest) < 1e-12, speedup: +(baselineMs / median(times)).toFixed(1) };
}

const results = [5_000, 20_000].map(bench);
for (const r of results)
  console.log(`two generations, ${r.candidates.toLocaleString('en')} candidate partners: scorer ${r.scorer.medianMs} ms | per-candidate baseline ${r.baseline.ms} ms | ratio ×${r.speedup} | child's genes ${r.childDistributionMs} ms | same best: ${r.sameBest}`);
const dir = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}genetics-generations.json`, `${JSON.stringify({ package: '@criadero/genetics', benchmark: 'best partners for a future child (two generations)', date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
console.log(`wrote ${dir}genetics-generations.json`);
