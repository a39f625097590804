import { atom } from 'jotai';
import type { MarketStatus } from '../api/axie-api';

/** The market's status as last pushed by the service, shared by every page that shows market data. */
export const marketStatusAtom = atom<MarketStatus | null>(null);
