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

/** Translated messages for the service's error codes; other codes show the server's text. */
export const ERROR_LABELS = defineMessages({
  NETWORK: { id: 'axie.tools.error.NETWORK' },
  VALIDATION_ERROR: { id: 'axie.tools.error.VALIDATION_ERROR' },
  INVALID_RANGE: { id: 'axie.tools.error.INVALID_RANGE' },
  AXIE_NOT_FOUND: { id: 'axie.tools.error.AXIE_NOT_FOUND' },
  SEASON_NOT_AVAILABLE: { id: 'axie.tools.error.SEASON_NOT_AVAILABLE' },
  TEAM_NOT_AVAILABLE: { id: 'axie.tools.error.TEAM_NOT_AVAILABLE' },
  ORIGINS_UNAVAILABLE: { id: 'axie.tools.error.ORIGINS_UNAVAILABLE' },
  MARKET_UNAVAILABLE: { id: 'axie.tools.error.MARKET_UNAVAILABLE' },
  LIVE_LOOKUP_NOT_CONFIGURED: { id: 'axie.tools.error.LIVE_LOOKUP_NOT_CONFIGURED' },
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
