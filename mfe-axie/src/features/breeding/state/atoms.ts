import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_MODEL_ID, INHERITANCE_MODELS, type InheritanceModelId } from '@criadero/genetics';
import { DEFAULT_USER_CONFIG, type UserConfig } from '@criadero/session';
import type { CreatureCard } from '../../../api/axie-api';
import type { CombinationEntry } from '../domain/combination';
import type { RankingResult } from '../domain/ranking';
import { DEFAULT_FILTER_CONFIG, type FilterConfig } from '../../../domain/filter-config';
import type { FilterSelection } from '../../../domain/selection';
import { STORAGE_KEYS } from '../../../domain/storage';
import { DEFAULT_FEES, type FeeTable } from '../domain/fees';

/** Spec §9 default maximum price of a market search (USD). */
export const DEFAULT_MAX_PRICE_USD = 90;

export const creaturesAtom = atom<CreatureCard[]>([]);
/** How current the market is and whether it can be trusted: the status, then what its stream pushes. */
export const favouritesAtom = atomWithStorage<string[]>(STORAGE_KEYS.favourites, [], undefined, { getOnInit: true });
export const showFavouritesAtom = atom(false);
/** Creatures marked "use in combinations": when any is marked, only they are paired. */
export const combinationIdsAtom = atom<string[]>([]);

export const selectionAtom = atom<FilterSelection>({});
export const filterConfigAtom = atom<FilterConfig>(DEFAULT_FILTER_CONFIG);
export const maxPriceAtom = atom<number>(DEFAULT_MAX_PRICE_USD);
export const activeSavedFilterIdAtom = atom<string>('');
export const combinationEntriesAtom = atom<CombinationEntry[]>([]);
export const userConfigAtom = atomWithStorage<UserConfig>(STORAGE_KEYS.userConfig, DEFAULT_USER_CONFIG, undefined, { getOnInit: true });

/** A value kept in this browser, read back only when `valid` (an old or hand-edited value falls back). */
function storedChoice<T extends string>(key: string, fallback: T, valid: (v: unknown) => v is T) {
  const stored = atomWithStorage<string>(key, fallback, undefined, { getOnInit: true });
  return atom(
    (get) => {
      const value = get(stored);
      return valid(value) ? value : fallback;
    },
    (_get, set, value: T) => set(stored, value),
  );
}

/** The inheritance model, kept across reloads. */
export const modelIdAtom = storedChoice<InheritanceModelId>(STORAGE_KEYS.model, DEFAULT_MODEL_ID, (v): v is InheritanceModelId => typeof v === 'string' && Object.hasOwn(INHERITANCE_MODELS, v));
export const rankedPairsAtom = atom<RankingResult | null>(null);
/** How many best pairs the ranking keeps (grows 50 at a time when the player asks for more). */
export const rankingSizeAtom = atom(50);
/** Rank distinct pairs: each Axie in one pair at most (the plan a breeder carries out). */
export const distinctPairsAtom = atom(false);
/**
 * What the ranking orders by: every wanted part in D, the genes-tree ('custom') probability, or
 * the expected cost of one success with the parents' prices ('cost', cheapest first), or the
 * expected profit of the next breed at the market's prices ('profit', most profitable first).
 */
export type RankMetric = 'allD' | 'custom' | 'cost' | 'profit';
export const RANK_METRICS: readonly RankMetric[] = ['allD', 'custom', 'cost', 'profit'];
/** The ranking metric, kept across reloads. */
export const rankMetricAtom = storedChoice<RankMetric>(STORAGE_KEYS.metric, 'allD', (v): v is RankMetric => (RANK_METRICS as readonly unknown[]).includes(v));
/** The pair shown in the pair card (ids). */
export const currentPairAtom = atom<[string, string] | null>(null);
/**
 * The pair a shared link opened: a new ranking keeps it in the pair card (instead of showing its
 * best pair) while it is the pair on show; once the player opens another, rankings move it again.
 */
export const linkedPairAtom = atom<[string, string] | null>(null);
export const chosenPairsAtom = atom<[string, string][]>([]);

export type BreedingModal = 'advanced' | 'userConfig' | 'combination' | 'analysis' | 'pairViewer' | null;
export const openModalAtom = atom<BreedingModal>(null);
export const geneticsCreatureIdAtom = atom<string | null>(null);

/** A pending yes/no question (credit confirmation, overwrite). */
export interface ConfirmRequest {
  message: string;
  resolve: (ok: boolean) => void;
}
export const confirmAtom = atom<ConfirmRequest | null>(null);

/** The breeding fee table the player edited, kept in this browser. */
export const feeTableAtom = atomWithStorage<FeeTable>(STORAGE_KEYS.fees, DEFAULT_FEES, undefined, { getOnInit: true });
