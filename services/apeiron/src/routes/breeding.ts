import type { FastifyInstance } from 'fastify';
import { relationIssues, type BreedingConfig, type Lineage } from '@criadero/apeiron-breeding';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { cpuTask, taskModuleUrl, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { BreedingConfigResponse, PairBody, PairResponse, type Planet } from '@criadero/api-contracts/apeiron';
import { planetsNotFound } from '../errors';
import type { ApeironDataSource } from '../source/apeiron-source';
import type { analysePair } from './breeding-task';
import { fromSource } from './guard';

/** The pair analysis runs in the CPU pool: a worker thread, under the pool's time limit. */
const analysePairTask = cpuTask<typeof analysePair>(taskModuleUrl(import.meta.url, './breeding-task'), 'analysePair');

/** A planet with the ancestors the breeding rules look at (unknown ancestors are simply absent). */
async function lineageOf(source: ApeironDataSource, planet: Planet): Promise<Lineage> {
  const found = planet.parentIds ? await source.planets(planet.parentIds) : [];
  // in parentIds order, whatever order the store answers in (legacy carriers are listed in this order)
  const parents = (planet.parentIds ?? []).flatMap((id) => found.filter((p) => p.id === id));
  return {
    planet,
    // both parents or none: with one missing, the elements fall back to the planet itself
    parents: parents.length === 2 ? parents : [],
    grandparentIds: parents.flatMap((p) => p.parentIds ?? []),
  };
}

/** The first two listed planets (by id) that may breed together, if any. */
async function examplePair(source: ApeironDataSource, config: BreedingConfig): Promise<[string, string] | null> {
  const { planets } = await source.searchPlanets({ filters: { breedCount: { max: config.maxConjunctions - 1 } }, sort: 'id-asc', offset: 0, limit: 40 });
  for (const [i, a] of planets.entries()) {
    for (const b of planets.slice(i + 1)) {
      if (relationIssues({ planet: a, parents: [], grandparentIds: [] }, { planet: b, parents: [], grandparentIds: [] }).length === 0) return [a.id, b.id];
    }
  }
  return null;
}

/** Free: the breeding configuration and the pair calculator. */
export async function breedingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/apeiron/breeding/config',
    {
      schema: {
        tags: ['apeiron'],
        summary: 'Breeding settings in use (weights, limits, costs) with provenance and as-of date, and two planets of the data that may breed (to try the calculator)',
        response: { 200: BreedingConfigResponse, 503: ErrorBodySchema },
      },
    },
    async () => ({ config: app.apeiron.breeding, examplePair: await fromSource(() => examplePair(app.apeiron.source, app.apeiron.breeding)) }),
  );

  app.post(
    '/apeiron/breeding/pair',
    {
      schema: {
        tags: ['apeiron'],
        summary: 'Expected child of two planets: type and element odds, class odds, legacy chances, cost, relatives and breed-count checks',
        body: PairBody,
        response: { 200: PairResponse, 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      const { source, breeding } = app.apeiron;
      const { a: idA, b: idB } = request.body;
      const found = await fromSource(() => source.planets([idA, idB]));
      const a = found.find((p) => p.id === idA);
      const b = found.find((p) => p.id === idB);
      const missing = [a ? null : idA, b ? null : idB].filter((id): id is string => id !== null);
      if (missing.length > 0) throw planetsNotFound([...new Set(missing)]);
      const [lineageA, lineageB] = await fromSource(() => Promise.all([lineageOf(source, a!), lineageOf(source, b!)]));
      const analysis = await app.cpu.run(analysePairTask, [lineageA, lineageB, breeding]);
      return { a: a!, b: b!, analysis, config: breeding, source: await fromSource(() => source.source('planets')) };
    },
  );
}
