import type { FastifyInstance } from 'fastify';
import { CpuSlices, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { TreeBody, TreeResponse, toolErrors } from '@criadero/api-contracts/axie';
import { ToolsError } from '../errors';
import { marketSource } from '../market/answer-source';
import { fromIndexOrMarketplace, type AxieDetailLookup } from '../market/graphql-axie-detail';
import type { ChangeLogFollower } from '../market/index/change-log-follower';
import type { AxiesRepository } from '../market/store/axies-repository';
import { familyTree, type FamilyLookup } from './family-tree';

/**
 * The tree's reads without store scans: children come from the market index's parent/child
 * lists (the in-memory search index) and documents by _id; the event loop gets a turn between
 * reads once a slice is used up. A deep tree makes dozens of reads, and a `sireId`/`matronId`
 * query was a scan of the whole collection on the embedded store.
 */
async function treeLookup(repository: AxiesRepository, follower: ChangeLogFollower, detail: AxieDetailLookup | null): Promise<FamilyLookup> {
  const marketIndex = await follower.index();
  const live = new Set<number>();
  // reads on MongoDB are mostly waiting, not CPU: the limit only stops a runaway walk
  const slices = new CpuSlices({ sliceMs: 20, limitMs: 30_000 });
  const childIds = (parent: number, parents: Float64Array) =>
    marketIndex
      .possibleRelatives({ id: parent, sireId: 0, matronId: 0 }) // with no parents given: its children
      .filter((row) => parents[row] === parent)
      .map((row) => marketIndex.ids[row]!)
      .sort((a, b) => a - b);
  return {
    byIds: async (ids) => {
      await slices.tick();
      // ids the index lacks (a player's real axie, its real parents) come from the marketplace detail
      return detail ? fromIndexOrMarketplace(detail, ids, repository, live) : repository.byIds(ids);
    },
    originOf: (id) => (live.has(id) ? 'marketplace' : 'index'),
    find: async (filter, options) => {
      await slices.tick();
      const keys = Object.keys(filter);
      const parent = filter.sireId ?? filter.matronId;
      const byId = JSON.stringify(options?.sort ?? { id: 1 }) === '{"id":1}';
      if (keys.length !== 1 || typeof parent !== 'number' || !byId) return repository.find(filter, options);
      const ids = childIds(parent, keys[0] === 'sireId' ? marketIndex.sireIds : marketIndex.matronIds).slice(0, options?.limit ?? Infinity);
      return (await repository.byIds(ids)).sort((a, b) => a.id - b.id);
    },
  };
}

/** `POST /axie/tree`: an axie's ancestors and offspring from the market index, a real axie the index lacks from the marketplace. */
export async function treeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/axie/tree',
    { schema: { tags: ['axie'], summary: 'Ancestors and offspring of an axie over several generations', body: TreeBody, response: { 200: TreeResponse, ...toolErrors } } },
    async (request) => {
      const { up = 2, down = 1 } = request.body;
      const repository = await app.axieMarket.ready();
      const id = Number(request.body.axieId);
      const tree = await familyTree(await treeLookup(repository, app.axieMarket.follower, app.axieMarket.detail), app.axieMarket.genes, id, up, down);
      if (!tree) throw new ToolsError(404, app.axieMarket.detail ? 'AXIE_NOT_FOUND' : 'LIVE_LOOKUP_NOT_CONFIGURED', String(id));
      return { root: String(id), ...tree, source: marketSource(app, request) };
    },
  );
}
