import type { LocalizedMessages } from '@criadero/remote-contract';
import { landCardsMessages, landCardsSameInAllLocales } from '../features/land-cards/messages';
import { originsLeaderboardMessages, originsLeaderboardSameInAllLocales } from '../features/origins-leaderboard/messages';
import { salesHistoryMessages, salesHistorySameInAllLocales } from '../features/sales-history/messages';
import { breedingTreeMessages, breedingTreeSameInAllLocales } from '../features/breeding-tree/messages';
import { showroomMessages, showroomSameInAllLocales } from '../features/showroom/messages';
import { poisonMessages, poisonSameInAllLocales } from '../features/poison/messages';
import { runesCharmsMessages, runesCharmsSameInAllLocales } from '../features/runes-charms/messages';
import { toolsSharedMessages, toolsSharedSameInAllLocales } from './tools-messages';

/** Every catalogue of the other Axie tools, merged once (src/i18n/messages.ts spreads this). */
const catalogues: LocalizedMessages[] = [toolsSharedMessages, poisonMessages, runesCharmsMessages, landCardsMessages, originsLeaderboardMessages, salesHistoryMessages, breedingTreeMessages, showroomMessages];

const merge = (locale: keyof LocalizedMessages) => Object.assign({}, ...catalogues.map((c) => c[locale])) as LocalizedMessages[typeof locale];

export const axieToolsMessages: LocalizedMessages = { es: merge('es'), en: merge('en'), pt: merge('pt') };

export const axieToolsSameInAllLocales: string[] = [...toolsSharedSameInAllLocales, ...poisonSameInAllLocales, ...runesCharmsSameInAllLocales, ...landCardsSameInAllLocales, ...originsLeaderboardSameInAllLocales, ...salesHistorySameInAllLocales, ...breedingTreeSameInAllLocales, ...showroomSameInAllLocales];
