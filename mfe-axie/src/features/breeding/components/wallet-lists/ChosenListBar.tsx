import { FormattedMessage } from 'react-intl';
import { Button } from '@criadero/ui';
import { removeList, type WalletList } from '../../domain/wallet-lists';
import type { WalletListEditor } from '../../hooks/useWalletListEditor';
import type { WalletListLoader } from '../../hooks/useWalletListLoader';
import { Field, Row } from '../styled';

/** Which list (with its number of wallets), load all its wallets, delete it. */
export function ChosenListBar({ editor, chosen, loader }: { editor: WalletListEditor; chosen: WalletList; loader: WalletListLoader }) {
  return (
    <Row>
      <Field>
        <FormattedMessage id="axie.breeding.walletLists.list" />
        <select value={chosen.id} onChange={(e) => editor.setChosenId(e.target.value)} data-testid="wallet-list-select">
          {editor.lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} ({l.wallets.length})
            </option>
          ))}
        </select>
      </Field>
      <Button type="button" $variant="primary" disabled={loader.busy || !chosen.wallets.length} onClick={() => void loader.load(chosen.wallets.map((w) => w.address))}>
        <FormattedMessage id="axie.breeding.walletLists.loadAll" values={{ count: chosen.wallets.length }} />
      </Button>
      <Button type="button" onClick={() => void editor.apply(removeList(editor.lists, chosen.id))}>
        <FormattedMessage id="axie.breeding.walletLists.deleteList" />
      </Button>
    </Row>
  );
}
