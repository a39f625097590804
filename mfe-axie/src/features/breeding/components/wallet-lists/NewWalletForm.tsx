import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button, Field } from '@criadero/ui';
import { normalizeWallet } from '../../domain/wallet';
import { addWallet, type WalletList } from '../../domain/wallet-lists';
import type { WalletListEditor } from '../../hooks/useWalletListEditor';
import { Row } from '../styled';

const INVALID_WALLET = defineMessages({ invalid: { id: 'axie.breeding.picker.invalidWallet' } }).invalid;

/** A wallet's address and optional label, added to the chosen list. */
export function NewWalletForm({ editor, chosen }: { editor: WalletListEditor; chosen: WalletList }) {
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const onNewWallet = async (event: FormEvent) => {
    event.preventDefault();
    const owner = normalizeWallet(address);
    if (!owner) return editor.warn(INVALID_WALLET);
    if (await editor.apply(addWallet(editor.lists, chosen.id, owner, label, editor.limits))) {
      setAddress('');
      setLabel('');
    }
  };
  return (
    <form onSubmit={(e) => void onNewWallet(e)}>
      <Row>
        <Field>
          <FormattedMessage id="axie.breeding.walletLists.address" />
          <input value={address} onChange={(e) => setAddress(e.target.value)} placeholder="ronin:… / 0x…" autoComplete="off" spellCheck={false} />
        </Field>
        <Field>
          <FormattedMessage id="axie.breeding.walletLists.label" />
          <input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={40} />
        </Field>
        <Button type="submit">
          <FormattedMessage id="axie.breeding.walletLists.addWallet" />
        </Button>
      </Row>
    </form>
  );
}
