import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { confirmAtom } from '../state/atoms';

/** Asks a yes/no question in the page's confirmation dialog; resolves with the answer. */
export function useConfirm() {
  const setConfirm = useSetAtom(confirmAtom);
  return useCallback((message: string) => new Promise<boolean>((resolve) => setConfirm({ message, resolve })), [setConfirm]);
}
