import type { RouteNote } from '@criadero/remote-contract';

/** SourceNote's messages: the sample's tag and text, and an import's text */
export const SOURCE_NOTE_IDS = { sampleTag: 'apeiron.source.sampleTag', sample: 'apeiron.source.sample', imported: 'apeiron.source.imported' } as const;

/**
 * A page's SourceNote as its nav carries it (RouteNote): read from the answer of `path`, the GET
 * the page shows it from, with the answer's `source` filling the texts as SourceNote does (the
 * sample's tag and text for a sample, else the import's label). The served page draws it.
 */
export const sourceNote = (path: string): RouteNote => ({
  id: SOURCE_NOTE_IDS.sample,
  tagId: SOURCE_NOTE_IDS.sampleTag,
  read: {
    path,
    texts: { asOf: 'source.asOf', label: 'source.label' },
    when: { field: 'source.kind', equals: 'sample', otherwise: { id: SOURCE_NOTE_IDS.imported } },
  },
});
