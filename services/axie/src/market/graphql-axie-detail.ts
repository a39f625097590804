import { toAxieDoc, type AxieDoc } from './store/axie-doc';
import type { AxiesRepository } from './store/axies-repository';
import type { AxieGraphqlClient } from './sources/graphql-client';
import { AXIE_DETAIL, type GqlAxie } from './sources/graphql-queries';
import { recordFromGraphql } from './sources/graphql-source';

export interface AxieDetailOptions {
  /** how long an answer (an axie, or 'no such axie') is reused */
  ttlMs?: number;
  now?: () => number;
}

/**
 * A player's real axie by id: the tree, showroom and sales tools know the index; an id
 * the index does not hold is asked of the marketplace GraphQL `axie(axieId)` detail, through the
 * same paced, retrying client as the import, and kept `ttlMs` (10 min) like the index's reads.
 * An unknown id or an egg (no genes yet) is null. The answer is an index document, so the tools
 * label and draw it as any other axie.
 */
export class AxieDetailLookup {
  private readonly cache = new Map<number, { at: number; doc: Promise<AxieDoc | null> }>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly client: AxieGraphqlClient,
    options: AxieDetailOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  byId(id: number): Promise<AxieDoc | null> {
    const cached = this.cache.get(id);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.doc;
    const doc = this.client.query<{ axie: GqlAxie | null }>('GetAxieDetail', AXIE_DETAIL, { axieId: String(id) }, { priority: 'visitor' }).then(({ axie }) => {
      if (!axie) return null;
      const record = recordFromGraphql(axie);
      return record.genes ? toAxieDoc(record) : null;
    });
    // a failure is not kept: the next request asks again
    doc.catch(() => this.cache.delete(id));
    this.cache.set(id, { at: this.now(), doc });
    return doc;
  }

  /** The index's documents for `ids`, completed by the detail for those it lacks (in parallel). */
  async withFallback(ids: readonly number[], fromIndex: (ids: readonly number[]) => Promise<AxieDoc[]>): Promise<AxieDoc[]> {
    const found = await fromIndex(ids);
    const have = new Set(found.map((doc) => doc.id));
    const fetched = await Promise.all(ids.filter((id) => !have.has(id)).map((id) => this.byId(id)));
    return [...found, ...fetched.filter((doc): doc is AxieDoc => doc !== null)];
  }
}

/** The stored documents for `ids`, completed by the marketplace detail; the ids it gave are added to `live`. */
export async function fromIndexOrMarketplace(detail: AxieDetailLookup, ids: readonly number[], repository: AxiesRepository, live: Set<number>): Promise<AxieDoc[]> {
  const inIndex = new Set<number>();
  const docs = await detail.withFallback(ids, async (wanted) => {
    const found = await repository.byIds(wanted);
    for (const doc of found) inIndex.add(doc.id);
    return found;
  });
  for (const doc of docs) if (!inIndex.has(doc.id)) live.add(doc.id);
  return docs;
}
