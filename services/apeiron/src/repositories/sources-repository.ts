import { randomUUID } from 'node:crypto';
import type { Store, StoreCollection } from '@criadero/service-kit/store';
import type { Section, SourceInfo } from '@criadero/api-contracts/apeiron';

interface SourceDoc {
  /** the section */
  _id: Section;
  source: SourceInfo;
  importedAt: Date;
  count: number;
  /** new on every import: what a market index compares to see that the section changed */
  generation?: string;
}

/** Where each section's data came from (label and 'as of' date shown in the UI). */
export class SourcesRepository {
  private readonly docs: StoreCollection<SourceDoc>;

  constructor(store: Store) {
    this.docs = store.collection<SourceDoc>('apeiron_sources');
  }

  async set(section: Section, source: SourceInfo, count: number, now = new Date()) {
    const generation = randomUUID();
    const update = { $set: { source, count, importedAt: now, generation } };
    const result = await this.docs.updateOne({ _id: section }, update);
    if (result.matchedCount === 0) await this.docs.insertOne({ _id: section, source, count, importedAt: now, generation });
  }

  /** Which import of a section the store holds (one read by _id); null before any import. */
  async generation(section: Section): Promise<string | null> {
    const doc = await this.docs.findOne({ _id: section });
    return doc ? (doc.generation ?? `${String(doc.importedAt)}:${doc.count}`) : null;
  }

  async get(section: Section): Promise<SourceInfo | null> {
    return (await this.docs.findOne({ _id: section }))?.source ?? null;
  }
}
