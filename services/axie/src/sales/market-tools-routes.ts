import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@criadero/api-contracts/errors';
import { PART_TYPES, classicStats, percentFromParents } from '@criadero/genetics';
import { CpuSlices, languageOf, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { portraitUrl } from '../cards/card';
import type { AxieDoc } from '../market/store/axie-doc';
import type { AxiesRepository } from '../market/store/axies-repository';
import type { ChangeLogFollower } from '../market/index/change-log-follower';
import { pairValueRoutes } from './pair-value-routes';
import { AxieSalesLookup, oneAxieHistory } from './axie-sales';
import { SalesIndexes } from './sales-history';
import { partCards, partsEvolution } from '../showroom/part-cards';
import { STATS_NOTE } from '../showroom/stats';
import { familyTree, type FamilyLookup } from '../tree/family-tree';
import type { AxieDetailLookup } from '../market/graphql-axie-detail';
import {
  PartsEvolutionResponse,
  SalesHistoryBody,
  SalesHistoryResponse,
  ShowroomBody,
  ShowroomResponse,
  TreeBody,
  TreeResponse,
  toolErrors,
  type SourceInfo,
} from '@criadero/api-contracts/axie';
import { ToolsError } from '../errors';
import { MARKET_LABELS } from '../market/sources/labels';


const PARTS_EVOLUTION_LABELS: Record<'sample' | 'api', Record<Language, string>> = {
  sample: {
    es: 'Cartas de Origins del ejemplo de la documentación de Sky Mavis (~ene 2024)',
    en: 'Origins cards from the Sky Mavis docs example (~Jan 2024)',
    pt: 'Cartas do Origins do exemplo da documentação da Sky Mavis (~jan 2024)',
  },
  api: { es: 'Cartas de la API de Origins (en vivo)', en: 'Cards from the Origins API (live)', pt: 'Cartas da API do Origins (ao vivo)' },
};

/**
 * The source labelled as of its own date or the newest sale's day, whichever is later: an import
 * is as of its date, but the generated sample's nominal date is older than the sales it made up.
 */
function withAsOfNoEarlierThan(source: SourceInfo, newestSaleDay: string): SourceInfo {
  return newestSaleDay > source.asOf ? { ...source, asOf: newestSaleDay } : source;
}

/** The index's documents for `ids`, completed by the marketplace detail; the ids it gave are added to `live`. */
async function fromIndexOrMarketplace(detail: AxieDetailLookup, ids: readonly number[], repository: AxiesRepository, live: Set<number>): Promise<AxieDoc[]> {
  const inIndex = new Set<number>();
  const docs = await detail.withFallback(ids, async (wanted) => {
    const found = await repository.byIds(wanted);
    for (const doc of found) inIndex.add(doc.id);
    return found;
  });
  for (const doc of docs) if (!inIndex.has(doc.id)) live.add(doc.id);
  return docs;
}

/**
 * The tree's reads without store scans: children come from the market snapshot's parent/child
 * lists (the in-memory search index) and documents by _id; the event loop gets a turn between
 * reads once a slice is used up. A deep tree makes dozens of reads, and a `sireId`/`matronId`
 * query was a scan of the whole collection on the embedded store.
 */
async function treeLookup(repository: AxiesRepository, follower: ChangeLogFollower, detail: AxieDetailLookup | null): Promise<FamilyLookup> {
  const snapshot = await follower.index();
  const live = new Set<number>();
  // reads on MongoDB are mostly waiting, not CPU: the limit only stops a runaway walk
  const slices = new CpuSlices({ sliceMs: 20, limitMs: 30_000 });
  const childIds = (parent: number, parents: Float64Array) =>
    snapshot
      .possibleRelatives({ id: parent, sireId: 0, matronId: 0 }) // with no parents given: its children
      .filter((row) => parents[row] === parent)
      .map((row) => snapshot.ids[row]!)
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
      const ids = childIds(parent, keys[0] === 'sireId' ? snapshot.sireIds : snapshot.matronIds).slice(0, options?.limit ?? Infinity);
      return (await repository.byIds(ids)).sort((a, b) => a.id - b.id);
    },
  };
}

/**
 * Tools over the marketplace index (`app.axieMarket`: the generated sample market or
 * the GraphQL import): sales history, breeding tree, showroom; and the parts table.
 */
export async function marketToolsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const sales = new SalesIndexes(app.store, app.axieMarket.repository, app.axieMarket.follower);
  const marketSales = app.axieMarket.liveClient ? new AxieSalesLookup(app.axieMarket.liveClient) : null;
  // built when sales data lands: right after each market load, not on the first request
  app.axieMarket.loader.onLoaded(() => {
    sales.refresh().catch((error: unknown) => app.log.error({ err: error }, 'sales index could not be built'));
  });
  // the pair value reads the same sales index
  await app.register(pairValueRoutes, { sales });

  const marketSource = (request: FastifyRequest): SourceInfo => {
    const info = app.axieMarket.loader.info;
    return { kind: info.kind, label: MARKET_LABELS[info.kind][languageOf(request)], asOf: info.asOf };
  };
  const liveSource = (request: FastifyRequest): SourceInfo => ({ kind: 'live', label: MARKET_LABELS.live[languageOf(request)], asOf: new Date().toISOString().slice(0, 10) });

  /**
   * One axie's sales: the index's, or for a real id the index lacks the marketplace's (with
   * AXIE_API_KEY); 404 LIVE_LOOKUP_NOT_CONFIGURED without a key, AXIE_NOT_FOUND when the
   * marketplace does not know it either.
   */
  const oneAxieSales = async (repository: AxiesRepository, id: number, query: Parameters<typeof oneAxieHistory>[2]) => {
    const indexed = await repository.byId(id);
    if (indexed) return { history: oneAxieHistory(indexed, await repository.salesOf(id), query), origin: 'index' as const };
    const { detail } = app.axieMarket;
    if (!detail || !marketSales) throw new ToolsError(404, 'LIVE_LOOKUP_NOT_CONFIGURED', String(id));
    const [doc, sales] = await Promise.all([detail.byId(id), marketSales.salesOf(id)]);
    if (!doc) throw new ToolsError(404, 'AXIE_NOT_FOUND', String(id));
    return { history: oneAxieHistory(doc, sales, query), origin: 'marketplace' as const };
  };

  app.post(
    '/axie/sales-history',
    { schema: { tags: ['axie'], summary: 'Recent sales matching filters, price series (median and range) and per-part medians', body: SalesHistoryBody, response: { 200: SalesHistoryResponse, ...toolErrors } } },
    async (request) => {
      const { page = 1, pageSize = 25, axieId, ...filter } = request.body;
      if (filter.priceUsd && filter.priceUsd[0]! > filter.priceUsd[1]!) throw new ToolsError(400, 'INVALID_RANGE', 'priceUsd');
      if (filter.breedCount && filter.breedCount[0]! > filter.breedCount[1]!) throw new ToolsError(400, 'INVALID_RANGE', 'breedCount');
      const repository = await app.axieMarket.ready();
      const one = axieId === undefined ? null : await oneAxieSales(repository, Number(axieId), { ...filter, page, pageSize });
      const history = one ? one.history : await (await sales.current()).query({ ...filter, page, pageSize });
      return {
        sales: history.rows.map(({ sale, axie }) => ({
          axieId: String(sale.axieId),
          class: axie.class,
          breedCount: axie.breedCount,
          priceUsd: sale.priceUsd,
          priceWei: sale.priceWei,
          timestamp: sale.timestamp,
          seller: sale.from,
          buyer: sale.to,
          txHash: sale.txHash,
        })),
        total: history.total,
        page,
        pageSize,
        stats: history.stats,
        bucket: history.bucket,
        series: history.series,
        byPart: history.byPart,
        scanned: history.scanned,
        truncated: history.truncated,
        ...(one ? { axie: { id: String(Number(axieId)), origin: one.origin } } : {}),
        source: one?.origin === 'marketplace' ? liveSource(request) : withAsOfNoEarlierThan(marketSource(request), history.asOf),
      };
    },
  );

  app.post(
    '/axie/tree',
    { schema: { tags: ['axie'], summary: 'Ancestors and offspring of an axie over several generations', body: TreeBody, response: { 200: TreeResponse, ...toolErrors } } },
    async (request) => {
      const { up = 2, down = 1 } = request.body;
      const repository = await app.axieMarket.ready();
      const id = Number(request.body.axieId);
      const tree = await familyTree(await treeLookup(repository, app.axieMarket.follower, app.axieMarket.detail), app.axieMarket.genes, id, up, down);
      if (!tree) throw new ToolsError(404, app.axieMarket.detail ? 'AXIE_NOT_FOUND' : 'LIVE_LOOKUP_NOT_CONFIGURED', String(id));
      return { root: String(id), ...tree, source: marketSource(request) };
    },
  );

  app.post(
    '/axie/showroom',
    { schema: { tags: ['axie'], summary: 'Axies for a shareable showroom: image, class, stats, parts d/r1/r2 and their cards', body: ShowroomBody, response: { 200: ShowroomResponse, ...toolErrors } } },
    async (request) => {
      const ids = [...new Set(request.body.ids.map(Number))];
      const repository = await app.axieMarket.ready();
      const { detail } = app.axieMarket;
      const live = new Set<number>();
      const docs = detail ? await fromIndexOrMarketplace(detail, ids, repository, live) : await repository.byIds(ids);
      const byId = new Map(docs.map((doc) => [doc.id, doc]));
      const cardsOf = partCards(await app.originsSource.cards().catch(() => []));
      const gene = (e: { partId: string; name: string; class: string; specialGenes: string | null }) => ({ id: e.partId, name: e.name, class: e.class, specialGenes: e.specialGenes });
      return {
        axies: ids.flatMap((id) => {
          const doc = byId.get(id);
          if (!doc) return [];
          const genes = app.axieMarket.genes.get(doc.genes);
          return [
            {
              id: String(id),
              class: doc.class,
              stage: doc.stage,
              breedCount: doc.breedCount,
              bodyShape: doc.bodyShape,
              image: doc.image ?? portraitUrl(doc.genes),
              purity: percentFromParents(genes),
              stats: classicStats(genes),
              parts: PART_TYPES.map((type) => {
                const { original, evolved } = cardsOf(genes[type].d.gen);
                return { type, d: gene(genes[type].d), r1: gene(genes[type].r1), r2: gene(genes[type].r2), card: original, evolvedCard: evolved };
              }),
              priceUsd: doc.priceUsd,
              origin: live.has(id) ? ('marketplace' as const) : ('index' as const),
            },
          ];
        }),
        missing: ids.filter((id) => !byId.has(id)).map(String),
        liveLookup: detail !== null,
        statsNote: STATS_NOTE[languageOf(request)],
        source: marketSource(request),
      };
    },
  );

  app.get(
    '/axie/parts-evolution',
    { schema: { tags: ['axie'], summary: 'Every base part with its skin variants and its original vs evolved Origins card', response: { 200: PartsEvolutionResponse, ...toolErrors } } },
    async (request) => {
      const cards = await app.originsSource.cards().catch(() => null);
      if (!cards) throw new ToolsError(502, 'ORIGINS_UNAVAILABLE');
      const kind = app.originsSource.info.kind;
      return {
        parts: partsEvolution(cards),
        source: {
          kind,
          label: PARTS_EVOLUTION_LABELS[kind][languageOf(request)],
          asOf: app.originsSource.info.asOf,
        },
      };
    },
  );
}
