import { useAtom } from 'jotai';
import { compactSelection, type FilterSelection } from '../../../domain/selection';
import { selectionAtom } from '../state/atoms';

/** The page's filter and a setter of one of its lists (an empty list leaves the filter). */
export function useParentFilterSelection() {
  const [selection, setSelection] = useAtom(selectionAtom);
  const set = (key: keyof FilterSelection, values: number[] | string[]) => setSelection((s) => compactSelection({ ...s, [key]: values }));
  return { selection, set };
}
