import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, ProgressBar, useToast } from '@criadero/ui';
import { normalizeWallet } from '../../domain/wallet';
import { useLoadToasts } from '../../hooks/useLoadToasts';
import { useWalletImport } from '../../hooks/useWalletImport';
import { Hint, Row } from '../styled';

/** A Ronin wallet's Axies imported (free), with its progress and a cancel button while it runs. */
export function WalletImportForm() {
  const intl = useIntl();
  const toast = useToast();
  const { loaded, showError } = useLoadToasts();
  const wallets = useWalletImport();
  const [wallet, setWallet] = useState('');
  const onWallet = async (event: FormEvent) => {
    event.preventDefault();
    const owner = normalizeWallet(wallet);
    if (!owner) {
      toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.picker.invalidWallet' }) });
      return;
    }
    try {
      const result = await wallets.run(owner);
      loaded(result.added, result.loaded, result.total);
    } catch (error) {
      showError(error);
    }
  };
  const importing = wallets.state.status === 'running' ? wallets.state : null;
  return (
    <form onSubmit={(e) => void onWallet(e)}>
      <Row>
        <Field>
          <FormattedMessage id="axie.breeding.picker.wallet" />
          <input value={wallet} onChange={(e) => setWallet(e.target.value)} placeholder="ronin:… / 0x…" autoComplete="off" spellCheck={false} />
        </Field>
        {importing ? (
          <Button type="button" onClick={wallets.cancel}>
            <FormattedMessage id="axie.breeding.picker.cancelImport" />
          </Button>
        ) : (
          <Button type="submit">
            <FormattedMessage id="axie.breeding.picker.importWallet" />
          </Button>
        )}
      </Row>
      {importing ? (
        <div role="status" data-testid="wallet-progress">
          <ProgressBar value={importing.total ? importing.loaded / importing.total : 0} label={intl.formatMessage({ id: 'axie.breeding.picker.importProgress' })} />
          <Hint>
            <FormattedMessage id="axie.breeding.picker.importing" values={{ loaded: importing.loaded, total: importing.total ?? '…' }} />
          </Hint>
        </div>
      ) : null}
    </form>
  );
}
