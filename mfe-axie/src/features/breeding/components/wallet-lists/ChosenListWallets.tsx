import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@criadero/ui';
import { removeWallet, shortAddress, type WalletList } from '../../domain/wallet-lists';
import type { WalletListEditor } from '../../hooks/useWalletListEditor';
import type { WalletListLoader } from '../../hooks/useWalletListLoader';

/** The chosen list's wallets (label and short address), each to load or remove. */
export function ChosenListWallets({ editor, chosen, loader }: { editor: WalletListEditor; chosen: WalletList; loader: WalletListLoader }) {
  const intl = useIntl();
  return (
    <ul data-testid="wallet-list-wallets">
      {chosen.wallets.map((w) => (
        <li key={w.address}>
          <span title={w.address}>
            {w.label ? `${w.label} · ` : ''}
            {shortAddress(w.address)}
          </span>
          <Button type="button" disabled={loader.busy} onClick={() => void loader.load([w.address])} aria-label={intl.formatMessage({ id: 'axie.breeding.walletLists.loadOneLabel' }, { wallet: w.label || w.address })}>
            <FormattedMessage id="axie.breeding.walletLists.loadOne" />
          </Button>
          <Button type="button" onClick={() => void editor.apply(removeWallet(editor.lists, chosen.id, w.address))} aria-label={intl.formatMessage({ id: 'axie.breeding.walletLists.removeLabel' }, { wallet: w.label || w.address })}>
            <FormattedMessage id="axie.breeding.walletLists.remove" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
