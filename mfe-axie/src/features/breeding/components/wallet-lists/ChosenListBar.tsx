import { FormattedMessage } from 'react-intl';
import { Button, SelectField } from '@criadero/ui';
import { removeList, type WalletList } from '../../domain/wallet-lists';
import type { WalletListEditor } from '../../hooks/useWalletListEditor';
import type { WalletListLoader } from '../../hooks/useWalletListLoader';
import { Row } from '../styled';

/** Which list (with its number of wallets), load all its wallets, delete it. */
export function ChosenListBar({ editor, chosen, loader }: { editor: WalletListEditor; chosen: WalletList; loader: WalletListLoader }) {
  return (
    <Row>
      <SelectField
        label={<FormattedMessage id="axie.breeding.walletLists.list" />}
        value={chosen.id}
        onChange={editor.setChosenId}
        options={editor.lists.map((l) => ({ value: l.id, label: `${l.name} (${l.wallets.length})` }))}
        testId="wallet-list-select"
      />
      <Button type="button" $variant="primary" disabled={loader.busy || !chosen.wallets.length} onClick={() => void loader.load(chosen.wallets.map((w) => w.address))}>
        <FormattedMessage id="axie.breeding.walletLists.loadAll" values={{ count: chosen.wallets.length }} />
      </Button>
      <Button type="button" onClick={() => void editor.apply(removeList(editor.lists, chosen.id))}>
        <FormattedMessage id="axie.breeding.walletLists.deleteList" />
      </Button>
    </Row>
  );
}
