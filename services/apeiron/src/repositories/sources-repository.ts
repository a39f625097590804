import type { Store, StoreCollection } from '@criadero/service-platform/store';
import type { Section, SourceInfo } from '../contracts';

interface SourceDoc {
  /** the section */
  _id: Section;
  source: SourceInfo;
  importedAt: Date;
  count: number;
}

/** Where each section's data came from (label and 'as of' date shown in the UI). */
export class SourcesRepository {
  private readonly docs: StoreCollection<SourceDoc>;

  constructor(store: Store) {
    this.docs = store.collection<SourceDoc>('apeiron_sources');
  }

  async set(section: Section, source: SourceInfo, count: number, now = new Date()) {
    const update = { $set: { source, count, importedAt: now } };
    const result = await this.docs.updateOne({ _id: section }, update);
    if (result.matchedCount === 0) await this.docs.insertOne({ _id: section, source, count, importedAt: now });
  }

  async get(section: Section): Promise<SourceInfo | null> {
    return (await this.docs.findOne({ _id: section }))?.source ?? null;
  }
}
