import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText, useToast } from '@criadero/ui';
import { useWalletImport } from './useWalletImport';

/** Loads the Axies of one wallet or of a whole list, the wallets one after the other (each free), then says how many came. */
export function useWalletListLoader() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const wallets = useWalletImport();
  const [busy, setBusy] = useState(false);
  const load = async (owners: string[]) => {
    setBusy(true);
    let added = 0;
    try {
      for (const owner of owners) added += (await wallets.run(owner)).added;
      toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.picker.loaded' }, { count: added }) });
    } catch (error) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return { state: wallets.state, busy, load };
}

export type WalletListLoader = ReturnType<typeof useWalletListLoader>;
