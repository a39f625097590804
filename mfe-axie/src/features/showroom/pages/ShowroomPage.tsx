import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from '@criadero/router';
import { Button, Field, Tabs, ToolPage, useApiLoad } from '@criadero/ui';
import type { ShowroomResponse } from '@criadero/api-contracts/axie';
import { ErrorNote, GameTextNote, SourceNote } from '../../../components/Notes';
import { Filters, Note, Panel } from '../../../components/styled';
import { fetchShowroom, parseIds } from '../api';
import { AxieShowcase } from './AxieShowcase';
import { PartsEvolutionTable } from './PartsEvolutionTable';

const MAX_IDS = 12;

/** The ids in the address (at most MAX_IDS), the ids being typed, their showroom, and its share link. */
function useShowroomIds() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const ids = parseIds(params.get('ids') ?? '').slice(0, MAX_IDS);
  const [draft, setDraft] = useState(ids.join(', '));
  const [copied, setCopied] = useState(false);
  const answer = useApiLoad(ids.length ? ids.join(',') : null, (signal) => fetchShowroom(ids, signal));
  const shareUrl = ids.length ? `${window.location.origin}${location.pathname}?ids=${ids.join(',')}` : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = parseIds(draft).slice(0, MAX_IDS);
    setCopied(false);
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next.length) p.set('ids', next.join(','));
      else p.delete('ids');
      return p;
    });
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(shareUrl).catch(() => undefined);
    setCopied(true);
  };
  return { ids, draft, setDraft, submit, answer, shareUrl, copied, copy };
}

function Showroom() {
  const { ids, draft, setDraft, submit, answer, shareUrl, copied, copy } = useShowroomIds();
  return (
    <>
      {/* what to do, before the form (and opening the panel under the tabs, as the served page draws it) */}
      {!ids.length ? (
        <Note>
          <FormattedMessage id="axie.showroom.hint" />
        </Note>
      ) : null}
      <Filters onSubmit={submit}>
        <Field style={{ flex: '3 1 16rem' }}>
          <FormattedMessage id="axie.showroom.ids" />
          <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="10000123, 10000456" />
        </Field>
        <Button type="submit" $variant="primary">
          <FormattedMessage id="axie.showroom.show" />
        </Button>
      </Filters>
      {parseIds(draft).length > MAX_IDS ? (
        <Note>
          <FormattedMessage id="axie.showroom.tooMany" values={{ max: MAX_IDS }} />
        </Note>
      ) : null}
      {shareUrl ? <ShareLink url={shareUrl} copied={copied} onCopy={copy} /> : null}
      {answer.status === 'error' ? <ErrorNote error={answer.error} /> : null}
      {answer.status === 'loading' ? (
        <Note>
          <FormattedMessage id="axie.tools.loading" />
        </Note>
      ) : null}
      {answer.status === 'ready' ? <ShowroomAxies showroom={answer.data} /> : null}
    </>
  );
}

/** The address that shows these axies, and a button that copies it. */
function ShareLink({ url, copied, onCopy }: { url: string; copied: boolean; onCopy: () => void }) {
  return (
    <Filters onSubmit={(e) => e.preventDefault()} style={{ marginTop: '0.75rem' }}>
      <Field style={{ flex: '3 1 16rem' }}>
        <FormattedMessage id="axie.showroom.link" />
        <input readOnly value={url} data-testid="share-link" onFocus={(e) => e.target.select()} />
      </Field>
      <Button type="button" onClick={onCopy}>
        {copied ? <FormattedMessage id="axie.showroom.copied" /> : <FormattedMessage id="axie.showroom.copy" />}
      </Button>
    </Filters>
  );
}

/** The axies found, with their source, the ids not found, and how the stats were worked out. */
function ShowroomAxies({ showroom }: { showroom: ShowroomResponse }) {
  const intl = useIntl();
  const missingIds = showroom.missing.map((m) => `#${m}`).join(', ');
  return (
    <>
      <SourceNote source={showroom.source} />
      <Note>
        <FormattedMessage id="axie.showroom.statsNote" />
      </Note>
      {showroom.missing.length ? (
        <Note role="alert">
          {showroom.liveLookup ? (
            <FormattedMessage id="axie.showroom.missing" values={{ ids: missingIds }} />
          ) : (
            <FormattedMessage id="axie.showroom.missingNoLiveLookup" values={{ ids: missingIds }} />
          )}
        </Note>
      ) : null}
      <div aria-label={intl.formatMessage({ id: 'axie.showroom.tab.showroom' })}>
        {showroom.axies.length ? <GameTextNote /> : null}
        {showroom.axies.map((a) => (
          <AxieShowcase key={a.id} axie={a} sourceKind={showroom.source.kind} />
        ))}
      </div>
    </>
  );
}

export default function ShowroomPage() {
  const intl = useIntl();
  const [tab, setTab] = useState('showroom');
  return (
    <ToolPage title={<FormattedMessage id="axie.showroom.title" />} purpose={<FormattedMessage id="axie.showroom.purpose" />}>
      <Panel>
        <Tabs
          label={intl.formatMessage({ id: 'axie.showroom.tabs' })}
          active={tab}
          onChange={setTab}
          items={[
            { id: 'showroom', label: <FormattedMessage id="axie.showroom.tab.showroom" />, content: tab === 'showroom' ? <Showroom /> : null },
            { id: 'evolution', label: <FormattedMessage id="axie.showroom.tab.evolution" />, content: tab === 'evolution' ? <PartsEvolutionTable /> : null },
          ]}
        />
      </Panel>
    </ToolPage>
  );
}
