import { createHash } from 'node:crypto';
import { isDuplicateKeyError, type Store, type StoreCollection } from '@criadero/service-kit/store';
import type { SharedPageState } from '@criadero/api-contracts/axie';

export interface ShareLinkDoc {
  /** the link's id: derived from `state`, so one state is stored once */
  _id: string;
  /** the state as canonical JSON (keys sorted): exactly what the id was made from */
  state: string;
  createdAt: Date;
}

/** The JSON of a value with every object's keys sorted: equal states give equal text. */
function canonicalJson(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])]));
    return v;
  };
  return JSON.stringify(sorted(value));
}

/** The id of a state: the first 128 bits of the SHA-256 of its canonical JSON, base64url (22 characters). */
const shareLinkId = (canonical: string): string => createHash('sha256').update(canonical).digest().subarray(0, 16).toString('base64url');

/**
 * The breeding calculator's shared pages, content-addressed: saving a state that is already
 * stored changes nothing and gives the same id (insert-only; a race of two equal saves ends in
 * one document).
 */
export class ShareLinksRepository {
  private readonly docs: StoreCollection<ShareLinkDoc>;

  constructor(store: Store, name = 'axie_share_links') {
    this.docs = store.collection<ShareLinkDoc>(name);
  }

  /** Stores the state (once) and answers its id and its size in bytes. */
  async save(state: SharedPageState, now = new Date()): Promise<{ id: string; bytes: number }> {
    const canonical = canonicalJson(state);
    const id = shareLinkId(canonical);
    const bytes = Buffer.byteLength(canonical);
    if (await this.docs.findOne({ _id: id })) return { id, bytes };
    try {
      await this.docs.insertOne({ _id: id, state: canonical, createdAt: now });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return { id, bytes };
  }

  async get(id: string): Promise<SharedPageState | null> {
    const doc = await this.docs.findOne({ _id: id });
    return doc ? (JSON.parse(doc.state) as SharedPageState) : null;
  }
}
