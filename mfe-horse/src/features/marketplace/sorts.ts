import { defineMessages } from 'react-intl';
import type { HorseSort } from './api';

/** The orders the search offers, in menu order (the service's SORTS; a test keeps them equal). */
export const SORT_OPTIONS = ['price-asc', 'price-desc', 'level-desc', 'level-asc', 'stats-desc', 'power-desc', 'sprint-desc', 'speed-desc'] as const satisfies readonly HorseSort[];

export const SORT_LABELS: Record<HorseSort, { id: string }> = defineMessages({
  'price-asc': { id: 'horse.market.sort.priceAsc' },
  'price-desc': { id: 'horse.market.sort.priceDesc' },
  'level-desc': { id: 'horse.market.sort.levelDesc' },
  'level-asc': { id: 'horse.market.sort.levelAsc' },
  'stats-desc': { id: 'horse.market.sort.statsDesc' },
  'power-desc': { id: 'horse.market.sort.powerDesc' },
  'sprint-desc': { id: 'horse.market.sort.sprintDesc' },
  'speed-desc': { id: 'horse.market.sort.speedDesc' },
});

export const PAGE_SIZE = 12;
