import { describe, expect, it } from 'vitest';
import { buildCreatureTable, generateGenes, rankPairs } from '@criadero/genetics';
import { createInPageClient } from '../worker/in-page-client';

const records = Array.from({ length: 230 }, (_, i) => ({
  id: 1000 + i,
  genes: generateGenes(i + 1),
  breedCount: i % 7,
  stage: i % 13 === 0 ? 1 : 4, // a few eggs
  // a few families: siblings share parents, some parents are in the list
  sireId: i % 5 === 0 ? null : 1000 + (i % 17),
  matronId: i % 5 === 0 ? null : 2000 + (i % 11),
}));

describe('in-page engine', () => {
  it('ranks like the engine, reports progress and stops when aborted', async () => {
    const client = createInPageClient();
    await client.load(records);
    const filter = { parts: { eyes: 'eyes-zeal', tail: 'tail-nimo' } };
    const progress: number[] = [];
    const { pairs } = await client.rank(filter, { topK: 20, onProgress: (p) => progress.push(p.done) });
    const expected = rankPairs(buildCreatureTable(records), filter, { topK: 20 });
    expect(pairs.map((p) => [p.idA, p.idB, p.score])).toEqual(expected.map((p) => [p.idA, p.idB, p.score]));
    expect(progress.length).toBeGreaterThan(0);
    const controller = new AbortController();
    controller.abort();
    await expect(client.rank(filter, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
