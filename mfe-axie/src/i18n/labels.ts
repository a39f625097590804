import { defineMessages } from 'react-intl';

export const SOURCE_LABELS = defineMessages({
  sample: { id: 'axie.tools.source.sample' },
  generated: { id: 'axie.tools.source.generated' },
  api: { id: 'axie.tools.source.api' },
  graphql: { id: 'axie.tools.source.graphql' },
  imported: { id: 'axie.tools.source.imported' },
  live: { id: 'axie.tools.source.live' },
});

/** Where one axie of an answer comes from: the live marketplace, or the loaded index (sample or import). */
export const ORIGIN_LABELS = defineMessages({
  marketplace: { id: 'axie.tools.origin.marketplace' },
  generated: { id: 'axie.tools.origin.generated' },
  graphql: { id: 'axie.tools.origin.graphql' },
});

export const PART_TYPE_LABELS = defineMessages({
  eyes: { id: 'axie.tools.partType.eyes' },
  ears: { id: 'axie.tools.partType.ears' },
  mouth: { id: 'axie.tools.partType.mouth' },
  horn: { id: 'axie.tools.partType.horn' },
  back: { id: 'axie.tools.partType.back' },
  tail: { id: 'axie.tools.partType.tail' },
});

export const PART_TYPES = ['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'] as const;
export const AXIE_CLASSES = ['beast', 'aquatic', 'plant', 'bird', 'bug', 'reptile', 'mech', 'dawn', 'dusk'] as const;
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
