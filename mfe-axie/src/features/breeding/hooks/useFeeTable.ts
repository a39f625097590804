import { useAtomValue } from 'jotai';
import { DEFAULT_FEES, isFeeTable } from '../domain/fees';
import { feeTableAtom } from '../state/atoms';

/** The breeding fee table in use: the player's edited one when valid, else the published one. */
export function useFeeTable() {
  const stored = useAtomValue(feeTableAtom);
  return isFeeTable(stored) ? stored : DEFAULT_FEES;
}
