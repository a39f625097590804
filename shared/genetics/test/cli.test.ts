import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzePair } from '../src/analysis/pair.js';
import { decodeGenes } from '../src/decode/index.js';
import { expectedIds, fixture, vectors } from './helpers.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The built CLI under plain node: NODE_OPTIONS is replaced (no loader from the test runner) and
 * turns off Node's own TypeScript stripping, so a TypeScript module reached at run time fails.
 */
const plainNode = { ...process.env, NODE_OPTIONS: '--no-experimental-strip-types' };

function runCli(command: string, input: string): unknown[] {
  const r = spawnSync('npx', ['--no-install', 'criadero-genetics', command], { cwd: repoRoot, input, encoding: 'utf8', timeout: 60_000, env: plainNode });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim().split('\n').map((l) => JSON.parse(l) as unknown);
}

type Decoded = { class: string } & Record<string, { d: { partId: string }; r1: { partId: string }; r2: { partId: string } }>;
const ids = (g: Decoded) =>
  Object.fromEntries(['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'].map((t) => [t, [g[t]!.d.partId, g[t]!.r1.partId, g[t]!.r2.partId]]));

// each test spawns npx (a few seconds; more on a loaded machine): the test waits as long as the spawn may run
describe('CLI (npx criadero-genetics, spawned from the repo root)', { timeout: 60_000 }, () => {
  it('decode: every test vector matches, bad lines give error lines', () => {
    const cases: { genes: string; cls: string; parts: Record<string, string[]> }[] = [
      ...vectors.apiValidated.map((v) => ({ genes: v.genes256, cls: v.expected.cls, parts: expectedIds(v.expected.parts) })),
      ...vectors.fixture512.flatMap((v) => [v.genes512, v.genes256].map((genes) => ({ genes, cls: v.expected.cls, parts: expectedIds(v.expected.parts) }))),
      ...vectors.specialSkins512.map((v) => ({ genes: v.genes512, cls: v.expected.cls, parts: expectedIds(v.expected.parts) })),
      ...fixture.vectors.flatMap((v) => [v.genes512, v.genes256].map((genes) => ({ genes, cls: v.cls, parts: expectedIds(v.parts) }))),
    ];
    const input = [...cases.map((c) => c.genes), 'not-genes!', '0x0'].join('\n') + '\n';
    const out = runCli('decode', input) as Decoded[];
    expect(out).toHaveLength(cases.length + 2);
    cases.forEach((c, i) => {
      expect(out[i]!.class).toBe(c.cls);
      expect(ids(out[i]!)).toEqual(c.parts);
    });
    expect(out.at(-2)).toMatchObject({ error: expect.stringMatching(/not a hex/), line: cases.length + 1 });
    expect(out.at(-1)).toMatchObject({ error: expect.stringMatching(/zero/) });
  });

  it('pair: percentages per part, both models, bad lines give error lines', () => {
    const a = vectors.apiValidated[0]!.genes256;
    const b = vectors.apiValidated[1]!.genes256;
    const filter = { parts: { eyes: 'eyes-confused', tail: 'tail-yam' } };
    const lines = [
      JSON.stringify({ a, b, filter }),
      JSON.stringify({ a, b, filter, model: 'adjacent-swap' }),
      '{"a": "0x1", "b": "0x2", "filter": {}}',
      'nope',
      JSON.stringify({ a, b, filter, model: 'coin-flip' }),
      JSON.stringify({ a, b, filter: { parts: { eyes: 'eyes-unknown' } } }),
    ];
    const out = runCli('pair', lines.join('\n')) as Record<string, unknown>[];
    expect(out).toHaveLength(6);
    const [spec, swap] = out as { model: string; class: object; parts: Record<string, Record<string, number>>; allWantedD: number }[];
    expect(spec!.model).toBe('spec-table');
    expect(swap!.model).toBe('adjacent-swap');
    expect(spec!.class).toEqual({ plant: 100 });
    expect(spec!.parts.eyes).toMatchObject({ want: 'eyes-confused', D: 75, R1: 21.875, R2: 0 });
    expect(swap!.parts.eyes!.R1).toBe(25);
    const keys = ['onlyD', 'onlyR1', 'onlyR2', 'onlyDR1', 'onlyDR2', 'onlyR1R2', 'allDR1R2', 'noneOfThem'];
    expect(keys.reduce((s, k) => s + spec!.parts.tail![k]!, 0)).toBeCloseTo(100, 9);
    const expected = analyzePair(decodeGenes(a), decodeGenes(b), filter);
    expect(spec!.allWantedD).toBe(expected.allWantedD);
    expect(spec!.parts.tail).toEqual(expected.parts.tail);
    for (const bad of out.slice(2)) expect(bad).toHaveProperty('error');
    expect(out[4]!.error).toMatch(/unknown inheritance model/);
    expect(out[5]!.error).toMatch(/unknown part id/);
  });
});
