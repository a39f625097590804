import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { SearchCharge } from '@criadero/api-contracts/schemas/paid-search';
import styled from 'styled-components';
import { Button, Muted } from '../components/primitives';
import { Modal } from '../components/Modal';
import { LoginButton } from '../session/LoginButton';
import type { PaidSearchSource } from './search-gate';
import type { PaidSearchDialog } from './usePaidSearch';

const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center;
`;

/** The data's date in the reader's language (an ISO date is a UTC day). */
function useSourceDate(source: PaidSearchSource) {
  const intl = useIntl();
  const day = new Date(source.asOf);
  return Number.isNaN(day.getTime()) ? source.asOf : intl.formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** Which data a search runs over, and its date. */
function SourceLine({ source }: { source: PaidSearchSource }) {
  return <FormattedMessage id="ui.paidSearch.source" values={{ source: source.label, date: useSourceDate(source) }} />;
}

const COST = defineMessages({
  sample: { id: 'ui.paidSearch.costSample' },
  degraded: { id: 'ui.paidSearch.costDegraded' },
  elite: { id: 'ui.paidSearch.costElite' },
  credit: { id: 'ui.paidSearch.cost' },
});

/**
 * Next to a search button: what a search costs the player now. Free over sample data or an
 * out-of-date live market (and says which; the page labels its data), free for Elite, otherwise
 * 1 credit over the named live source and its date.
 */
export function SearchCostNote({ user, source }: { user: { premium: number } | null; source: PaidSearchSource | null }) {
  const free = source && !source.live ? (source.provenance === 'degraded' ? 'degraded' : 'sample') : null;
  const cost = COST[free ?? (user?.premium === 2 ? 'elite' : 'credit')];
  return (
    <Muted as="span" data-testid="search-cost" style={{ margin: 0 }}>
      <FormattedMessage {...cost} />
      {source?.live ? (
        <>
          {' '}
          <SourceLine source={source} />
        </>
      ) : null}
    </Muted>
  );
}

const CHARGE = defineMessages({
  charged: { id: 'ui.paidSearch.charge.charged' },
  replay: { id: 'ui.paidSearch.charge.replay' },
  sample: { id: 'ui.paidSearch.charge.sample' },
  degraded: { id: 'ui.paidSearch.charge.degraded' },
  elite: { id: 'ui.paidSearch.charge.elite' },
  'nothing-found': { id: 'ui.paidSearch.charge.nothingFound' },
  'wallet-import': { id: 'ui.paidSearch.charge.walletImport' },
});

/** What a search the server answered cost, in words: the credit spent, or why it was free. */
export function useSearchChargeText() {
  const intl = useIntl();
  return (charge: SearchCharge, creditos: number) => {
    const message = charge.charged ? CHARGE[charge.replay ? 'replay' : 'charged'] : CHARGE[charge.reason ?? 'sample'];
    return intl.formatMessage({ id: message.id }, { creditos });
  };
}

/** Under a search's results: what it cost (usePaidSearch's `charge`), nothing before the first answer. */
export function SearchChargeNote({ charge, creditos }: { charge: SearchCharge | null; creditos: number }) {
  const text = useSearchChargeText();
  if (!charge) return null;
  return (
    <Muted as="p" role="status" data-testid="search-charge">
      {text(charge, creditos)}
    </Muted>
  );
}

/** The spec's question before a search spends a credit (§6), naming the data it runs over. */
function ConfirmSearchModal({ open, source, onConfirm, onCancel }: { open: boolean; source: PaidSearchSource | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal open={open} title={<FormattedMessage id="ui.paidSearch.confirmTitle" />} onClose={onCancel}>
      <p>
        <FormattedMessage id="ui.paidSearch.confirm" />
      </p>
      {source ? (
        <p data-testid="confirm-source">
          <SourceLine source={source} />
        </p>
      ) : null}
      <Actions>
        <Button type="button" $variant="primary" onClick={onConfirm}>
          <FormattedMessage id="ui.paidSearch.confirmYes" />
        </Button>
        <Button type="button" onClick={onCancel}>
          <FormattedMessage id="ui.paidSearch.confirmNo" />
        </Button>
      </Actions>
    </Modal>
  );
}

/** A visitor's search: log in first; the dialog closes once signed in. */
function LoginPromptModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={<FormattedMessage id="ui.paidSearch.loginTitle" />} onClose={onClose}>
      <p>
        <FormattedMessage id="ui.paidSearch.loginText" />
      </p>
      <Actions>
        <LoginButton onDone={onClose} />
      </Actions>
    </Modal>
  );
}

/** The dialogs of a paid search, driven by usePaidSearch's `dialog`, `source`, `confirm` and `close`. */
export function PaidSearchDialogs({
  dialog,
  source = null,
  onConfirm,
  onClose,
}: {
  dialog: PaidSearchDialog;
  source?: PaidSearchSource | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <ConfirmSearchModal open={dialog === 'confirm'} source={source} onConfirm={onConfirm} onCancel={onClose} />
      <LoginPromptModal open={dialog === 'login'} onClose={onClose} />
    </>
  );
}
