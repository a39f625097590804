import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useWalletListEditor } from '../hooks/useWalletListEditor';
import { useWalletListLoader } from '../hooks/useWalletListLoader';
import { Hint } from './styled';
import { ChosenListBar } from './wallet-lists/ChosenListBar';
import { ChosenListWallets } from './wallet-lists/ChosenListWallets';
import { NewListForm } from './wallet-lists/NewListForm';
import { NewWalletForm } from './wallet-lists/NewWalletForm';

const Box = styled.details`
  margin-top: 0.75rem; padding-top: 0.5rem; border-top: 1px solid ${({ theme }) => theme.colors.border};
  summary { cursor: pointer; font-weight: 600; }
  ul { list-style: none; margin: 0.35rem 0; padding: 0; }
  li { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; margin: 0.25rem 0; font-size: 0.9rem; min-width: 0; }
  li span { overflow-wrap: anywhere; min-width: 0; }
`;

/**
 * Named lists of wallets: load one wallet or a whole list at once; each loaded Axie shows its
 * owner's name. Folded until opened: a signed-in player's lists are asked for then.
 */
export function WalletLists() {
  const [open, setOpen] = useState(false);
  const editor = useWalletListEditor(open);
  const loader = useWalletListLoader();
  const { chosen, signedIn, limits } = editor;
  return (
    <Box data-testid="wallet-lists" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <FormattedMessage id="axie.breeding.walletLists.title" />
      </summary>
      <Hint>
        <FormattedMessage id="axie.breeding.walletLists.hint" values={{ signedIn: signedIn ? 'yes' : 'no', lists: limits.lists, wallets: limits.walletsPerList }} />
      </Hint>
      <NewListForm editor={editor} />
      {loader.state.status === 'running' ? (
        <Hint role="status">
          <FormattedMessage id="axie.breeding.picker.importing" values={{ loaded: loader.state.loaded, total: loader.state.total ?? '…' }} />
        </Hint>
      ) : null}
      {chosen ? (
        <>
          <ChosenListBar editor={editor} chosen={chosen} loader={loader} />
          <ChosenListWallets editor={editor} chosen={chosen} loader={loader} />
          <NewWalletForm editor={editor} chosen={chosen} />
        </>
      ) : null}
    </Box>
  );
}
