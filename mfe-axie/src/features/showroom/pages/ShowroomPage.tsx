import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from '@criadero/router';
import { Button, Tabs, ToolPage, useApiLoad } from '@criadero/ui';
import { ErrorNote, GameTextNote, SourceNote } from '../../../components/Notes';
import { Field, Filters, Note, Panel } from '../../../components/styled';
import { fetchShowroom, parseIds } from '../api';
import { AxieShowcase } from './AxieShowcase';
import { PartsEvolutionTable } from './PartsEvolutionTable';

const MAX_IDS = 12;

function Showroom() {
  const intl = useIntl();
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

  return (
    <>
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
      {!ids.length ? (
        <Note>
          <FormattedMessage id="axie.showroom.hint" />
        </Note>
      ) : null}
      {shareUrl ? (
        <Filters onSubmit={(e) => e.preventDefault()} style={{ marginTop: '0.75rem' }}>
          <Field style={{ flex: '3 1 16rem' }}>
            <FormattedMessage id="axie.showroom.link" />
            <input readOnly value={shareUrl} data-testid="share-link" onFocus={(e) => e.target.select()} />
          </Field>
          <Button type="button" onClick={copy}>
            {copied ? <FormattedMessage id="axie.showroom.copied" /> : <FormattedMessage id="axie.showroom.copy" />}
          </Button>
        </Filters>
      ) : null}
      {answer.status === 'error' ? <ErrorNote error={answer.error} /> : null}
      {answer.status === 'loading' ? (
        <Note>
          <FormattedMessage id="axie.tools.loading" />
        </Note>
      ) : null}
      {answer.status === 'ready' ? (
        <>
          <SourceNote source={answer.data.source} />
          <Note>
            <FormattedMessage id="axie.showroom.statsNote" />
          </Note>
          {answer.data.missing.length ? (
            <Note role="alert">
              {answer.data.liveLookup ? (
                <FormattedMessage id="axie.showroom.missing" values={{ ids: answer.data.missing.map((m) => `#${m}`).join(', ') }} />
              ) : (
                <FormattedMessage id="axie.showroom.missingNoLiveLookup" values={{ ids: answer.data.missing.map((m) => `#${m}`).join(', ') }} />
              )}
            </Note>
          ) : null}
          <div aria-label={intl.formatMessage({ id: 'axie.showroom.tab.showroom' })}>
            {answer.data.axies.length ? <GameTextNote /> : null}
            {answer.data.axies.map((a) => (
              <AxieShowcase key={a.id} axie={a} sourceKind={answer.data.source.kind} />
            ))}
          </div>
        </>
      ) : null}
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
