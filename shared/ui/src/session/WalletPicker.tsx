// The wallet picker's dialog, a chunk of its own: it loads when a player with more than one way
// to sign in opens it, never on the first page.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { WalletEntry } from '@criadero/session/wallet';
import { Modal } from '../components/Modal';
import { Muted } from '../components/primitives';
import type { WalletPickerRequest } from './wallet-picker-state';

const List = styled.ul`
  list-style: none; margin: 0.75rem 0 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem;
`;

const Choice = styled.button`
  width: 100%; display: flex; align-items: center; gap: 0.75rem; text-align: left; cursor: pointer;
  padding: 0.6rem 0.75rem; font: inherit; color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:hover, &:focus-visible { border-color: ${({ theme }) => theme.colors.accent}; }
  span { display: flex; flex-direction: column; min-width: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Icon = styled.span`
  flex: none; width: 32px; height: 32px; border-radius: 8px; overflow: hidden;
  display: inline-flex !important; align-items: center; justify-content: center;
  background: ${({ theme }) => theme.colors.border}; font-weight: 700;
  img { width: 100%; height: 100%; }
`;

function EntryIcon({ entry, name }: { entry: WalletEntry; name: string }) {
  const icon = entry.kind === 'injected' ? entry.icon : null;
  return <Icon aria-hidden="true">{icon ? <img src={icon} alt="" /> : name.slice(0, 1)}</Icon>;
}

const MSG = defineMessages({
  browserWallet: { id: 'ui.wallet.browserWallet' },
  extension: { id: 'ui.wallet.extension' },
  waypoint: { id: 'ui.wallet.waypoint' },
  waypointHint: { id: 'ui.wallet.waypoint.hint' },
  roninMobile: { id: 'ui.wallet.roninMobile' },
  roninMobileHint: { id: 'ui.wallet.roninMobile.hint' },
});

function useEntryText(entry: WalletEntry): { name: string; hint: string } {
  const intl = useIntl();
  const t = (message: { id: string }) => intl.formatMessage(message);
  switch (entry.kind) {
    case 'injected':
      return { name: entry.id === 'injected:ethereum' ? t(MSG.browserWallet) : entry.name, hint: t(MSG.extension) };
    case 'waypoint':
      return { name: t(MSG.waypoint), hint: t(MSG.waypointHint) };
    case 'ronin-mobile':
      return { name: t(MSG.roninMobile), hint: t(MSG.roninMobileHint) };
  }
}

function EntryButton({ entry, onChoose }: { entry: WalletEntry; onChoose: (entry: WalletEntry) => void }) {
  const { name, hint } = useEntryText(entry);
  return (
    <Choice type="button" onClick={() => onChoose(entry)} data-wallet={entry.id}>
      <EntryIcon entry={entry} name={name} />
      <span>
        <strong>{name}</strong>
        <small>{hint}</small>
      </span>
    </Choice>
  );
}

export default function WalletPicker({ request }: { request: WalletPickerRequest }) {
  return (
    <Modal open title={<FormattedMessage id="ui.wallet.picker.title" />} onClose={() => request.choose(null)} width="420px">
      <Muted>
        <FormattedMessage id="ui.wallet.picker.intro" />
      </Muted>
      <List>
        {request.entries.map((entry) => (
          <li key={entry.id}>
            <EntryButton entry={entry} onChoose={request.choose} />
          </li>
        ))}
      </List>
    </Modal>
  );
}
