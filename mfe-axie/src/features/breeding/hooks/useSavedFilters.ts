import { useAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@criadero/ui';
import { deleteFilter, filterIdFromName, saveFilter } from '../../../domain/saved-filters';
import { compactSelection } from '../../../domain/selection';
import { savedFiltersAtom } from '../../../state/saved-filters';
import { activeSavedFilterIdAtom, selectionAtom } from '../state/atoms';
import { useConfirm } from './useConfirm';

/** The saved filters: the name being typed, the chosen one, and saving (asking before overwriting), loading, deleting, clearing. */
export function useSavedFilters() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const [selection, setSelection] = useAtom(selectionAtom);
  const [saved, setSaved] = useAtom(savedFiltersAtom);
  const [activeId, setActiveId] = useAtom(activeSavedFilterIdAtom);
  const [name, setName] = useState('');

  const save = async () => {
    let result = saveFilter(saved, name, selection);
    if (result.status === 'invalid-name') return toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.saved.nameRequired' }) });
    if (result.status === 'needs-confirmation') {
      if (!(await confirm(intl.formatMessage({ id: 'axie.breeding.saved.overwrite' }, { name: name.trim() })))) return;
      result = saveFilter(saved, name, selection, { overwrite: true });
    }
    if (result.status !== 'saved') return;
    setSaved(result.filters);
    setActiveId(result.id);
    toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.saved.done' }, { name: name.trim() }) });
  };

  const load = (id: string) => {
    setActiveId(id);
    const f = saved.find((x) => x.id === id);
    if (!f) return;
    setSelection(compactSelection(f.filter));
    setName(f.name);
  };

  const remove = () => {
    const id = activeId || filterIdFromName(name);
    if (!saved.some((f) => f.id === id)) return;
    setSaved(deleteFilter(saved, id));
    setActiveId('');
    setName('');
  };

  const clear = () => (setSelection({}), setActiveId(''), setName(''));
  const canDelete = !!activeId || saved.some((f) => f.id === filterIdFromName(name));

  return { saved, activeId, name, setName, save, load, remove, clear, canDelete };
}

export type SavedFilters = ReturnType<typeof useSavedFilters>;
