/**
 * Pair-ranking benchmark: typed-array core vs the object-based baseline (bench/naive.ts), same run,
 * same generated creatures and filter. Writes <repo>/bench-results/genetics.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { decodeGenes } from '../src/decode/index.js';
import { generateCreatures } from '../src/generate/index.js';
import { buildCreatureTable, rankPairs } from '../src/pairs/index.js';
import { naiveRank } from './naive.js';

const TOP_K = 100;
const REPEATS = 7;
/** The baseline is too slow for all 12.5 M pairs at N = 5,000; it runs on a prefix of pairs. */
const NAIVE_MAX_PAIRS = 1_000_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function bench(n: number) {
  const creatures = generateCreatures(n, 2024);
  let t = performance.now();
  const table = buildCreatureTable(creatures);
  const buildMs = performance.now() - t;
  // Wanted parts: frequent genes of the generated market (a realistic "meta" build).
  const parsed = creatures.map((c) => decodeGenes(c.genes as string));
  const filter = { parts: { eyes: parsed[0]!.eyes.d.partId, back: parsed[1]!.back.d.partId, tail: parsed[2]!.tail.d.partId, horn: parsed[3]!.horn.d.partId } };
  const pairs = (n * (n - 1)) / 2;

  rankPairs(table, filter, { topK: TOP_K }); // warm-up (JIT)
  const times: number[] = [];
  let top: ReturnType<typeof rankPairs> = [];
  for (let r = 0; r < REPEATS; r++) {
    t = performance.now();
    top = rankPairs(table, filter, { topK: TOP_K });
    times.push(performance.now() - t);
  }
  const fastMs = median(times);

  const objects = parsed.map((genes, i) => ({ record: creatures[i]!, genes }));
  naiveRank(objects, filter, TOP_K, 50_000); // warm-up
  t = performance.now();
  const naive = naiveRank(objects, filter, TOP_K, NAIVE_MAX_PAIRS);
  const naiveMs = performance.now() - t;

  const fastRate = pairs / (fastMs / 1000);
  const naiveRate = naive.pairs / (naiveMs / 1000);
  return {
    creatures: n,
    pairs,
    topK: TOP_K,
    filter,
    tableBuildMs: +buildMs.toFixed(1),
    fast: { medianMs: +fastMs.toFixed(2), pairsPerSecond: Math.round(fastRate), runs: REPEATS, bestScore: top[0]?.score ?? 0 },
    naive: { ms: +naiveMs.toFixed(1), pairsEvaluated: naive.pairs, pairsPerSecond: Math.round(naiveRate), fullRun: naive.pairs === pairs },
    speedup: +(fastRate / naiveRate).toFixed(1),
  };
}

const results = [1_000, 5_000].map(bench);
for (const r of results) {
  console.log(
    `N=${r.creatures.toLocaleString('en')} (${r.pairs.toLocaleString('en')} pairs, top ${r.topK}): ` +
      `typed core ${r.fast.medianMs} ms = ${(r.fast.pairsPerSecond / 1e6).toFixed(1)} M pairs/s | ` +
      `object baseline ${(r.naive.pairsPerSecond / 1e6).toFixed(2)} M pairs/s` +
      `${r.naive.fullRun ? '' : ` (on the first ${r.naive.pairsEvaluated.toLocaleString('en')} pairs)`} | ratio ×${r.speedup}` +
      ` | table build ${r.tableBuildMs} ms`,
  );
}
const target = results[0]!.fast.medianMs < 100;
console.log(`target 1,000 creatures ranked in < 100 ms on one core: ${target ? 'met' : 'NOT met'}`);

const out = {
  package: '@criadero/genetics',
  benchmark: 'pair ranking (P(all wanted parts in D), top-K, relatives excluded)',
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  results,
};
const dir = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}genetics.json`, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${dir}genetics.json`);
