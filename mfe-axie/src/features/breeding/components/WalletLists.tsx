import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button, useErrorText, useToast } from '@criadero/ui';
import { addList, addWallet, removeList, removeWallet, shortAddress, type ListChange, type WalletList, type WalletListProblem } from '../domain/wallet-lists';
import { normalizeWallet } from '../domain/wallet';
import { useWalletImport } from '../hooks/useWalletImport';
import { useWalletLists } from '../hooks/useWalletLists';
import { Field, Hint, Row } from './styled';

const Box = styled.details`
  margin-top: 0.75rem; padding-top: 0.5rem; border-top: 1px solid ${({ theme }) => theme.colors.border};
  summary { cursor: pointer; font-weight: 600; }
  ul { list-style: none; margin: 0.35rem 0; padding: 0; }
  li { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; margin: 0.25rem 0; font-size: 0.9rem; min-width: 0; }
  li span { overflow-wrap: anywhere; min-width: 0; }
`;

const PROBLEMS: Record<WalletListProblem, MessageDescriptor> = defineMessages({
  'blank-name': { id: 'axie.breeding.walletLists.problem.blankName' },
  'name-taken': { id: 'axie.breeding.walletLists.problem.nameTaken' },
  'too-many-lists': { id: 'axie.breeding.walletLists.problem.tooManyLists' },
  'too-many-wallets': { id: 'axie.breeding.walletLists.problem.tooManyWallets' },
  'wallet-twice': { id: 'axie.breeding.walletLists.problem.walletTwice' },
});
const INVALID_WALLET = defineMessages({ invalid: { id: 'axie.breeding.picker.invalidWallet' } }).invalid;

/**
 * Named lists of wallets: load one wallet or a whole list at once; each loaded Axie shows its
 * owner's name. Folded until opened: a signed-in player's lists are asked for then.
 */
export function WalletLists() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const { lists, limits, save, signedIn } = useWalletLists(open);
  const wallets = useWalletImport();
  const [chosenId, setChosenId] = useState('');
  const [newName, setNewName] = useState('');
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = lists.find((l) => l.id === chosenId) ?? lists[0];

  const warn = (message: MessageDescriptor, values?: Record<string, string | number>) => toast({ kind: 'warning', title: intl.formatMessage(message, values) });
  /** Saves a change the rules allow (the server has the last word when signed in). */
  const apply = async (change: ListChange | WalletList[]) => {
    const result = Array.isArray(change) ? { ok: true as const, lists: change } : change;
    if (!result.ok) return warn(PROBLEMS[result.problem], limits), false;
    try {
      await save(result.lists);
      return true;
    } catch (error) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: errorText(error) });
      return false;
    }
  };

  const onNewList = async (event: FormEvent) => {
    event.preventDefault();
    const change = addList(lists, newName, limits);
    if (await apply(change)) {
      setNewName('');
      if (change.ok) setChosenId(change.lists[change.lists.length - 1]!.id);
    }
  };
  const onNewWallet = async (event: FormEvent) => {
    event.preventDefault();
    const owner = normalizeWallet(address);
    if (!owner) return warn(INVALID_WALLET);
    if (chosen && (await apply(addWallet(lists, chosen.id, owner, label, limits)))) {
      setAddress('');
      setLabel('');
    }
  };
  /** Imports the wallets one after the other (each free), then says how many Axies came. */
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

  return (
    <Box data-testid="wallet-lists" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <FormattedMessage id="axie.breeding.walletLists.title" />
      </summary>
      <Hint>
        <FormattedMessage id="axie.breeding.walletLists.hint" values={{ signedIn: signedIn ? 'yes' : 'no', lists: limits.lists, wallets: limits.walletsPerList }} />
      </Hint>
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
      {wallets.state.status === 'running' ? (
        <Hint role="status">
          <FormattedMessage id="axie.breeding.picker.importing" values={{ loaded: wallets.state.loaded, total: wallets.state.total ?? '…' }} />
        </Hint>
      ) : null}
      {chosen ? (
        <>
          <Row>
            <Field>
              <FormattedMessage id="axie.breeding.walletLists.list" />
              <select value={chosen.id} onChange={(e) => setChosenId(e.target.value)} data-testid="wallet-list-select">
                {lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name} ({l.wallets.length})
                  </option>
                ))}
              </select>
            </Field>
            <Button type="button" $variant="primary" disabled={busy || !chosen.wallets.length} onClick={() => void load(chosen.wallets.map((w) => w.address))}>
              <FormattedMessage id="axie.breeding.walletLists.loadAll" values={{ count: chosen.wallets.length }} />
            </Button>
            <Button type="button" onClick={() => void apply(removeList(lists, chosen.id))}>
              <FormattedMessage id="axie.breeding.walletLists.deleteList" />
            </Button>
          </Row>
          <ul data-testid="wallet-list-wallets">
            {chosen.wallets.map((w) => (
              <li key={w.address}>
                <span title={w.address}>
                  {w.label ? `${w.label} · ` : ''}
                  {shortAddress(w.address)}
                </span>
                <Button type="button" disabled={busy} onClick={() => void load([w.address])} aria-label={intl.formatMessage({ id: 'axie.breeding.walletLists.loadOneLabel' }, { wallet: w.label || w.address })}>
                  <FormattedMessage id="axie.breeding.walletLists.loadOne" />
                </Button>
                <Button type="button" onClick={() => void apply(removeWallet(lists, chosen.id, w.address))} aria-label={intl.formatMessage({ id: 'axie.breeding.walletLists.removeLabel' }, { wallet: w.label || w.address })}>
                  <FormattedMessage id="axie.breeding.walletLists.remove" />
                </Button>
              </li>
            ))}
          </ul>
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
        </>
      ) : null}
    </Box>
  );
}
