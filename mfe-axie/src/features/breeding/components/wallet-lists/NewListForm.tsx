import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Field } from '@criadero/ui';
import { addList } from '../../domain/wallet-lists';
import type { WalletListEditor } from '../../hooks/useWalletListEditor';
import { Row } from '../styled';

/** A new list's name and "create" (the new list becomes the chosen one). */
export function NewListForm({ editor }: { editor: WalletListEditor }) {
  const [newName, setNewName] = useState('');
  const onNewList = async (event: FormEvent) => {
    event.preventDefault();
    const change = addList(editor.lists, newName, editor.limits);
    if (await editor.apply(change)) {
      setNewName('');
      if (change.ok) editor.setChosenId(change.lists[change.lists.length - 1]!.id);
    }
  };
  return (
    <form onSubmit={(e) => void onNewList(e)}>
      <Row>
        <Field>
          <FormattedMessage id="axie.breeding.walletLists.newName" />
          <input value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={40} />
        </Field>
        <Button type="submit">
          <FormattedMessage id="axie.breeding.walletLists.create" />
        </Button>
      </Row>
    </form>
  );
}
