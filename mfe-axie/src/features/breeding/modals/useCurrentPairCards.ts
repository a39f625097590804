import { useAtomValue } from 'jotai';
import { creaturesAtom, currentPairAtom } from '../state/atoms';

/** The loaded cards of the pair on view; either is undefined once it is no longer loaded (or no pair is chosen). */
export function useCurrentPairCards() {
  const pair = useAtomValue(currentPairAtom);
  const creatures = useAtomValue(creaturesAtom);
  return { a: creatures.find((c) => c.id === pair?.[0]), b: creatures.find((c) => c.id === pair?.[1]) };
}
