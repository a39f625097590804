import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@criadero/router';
import { premiumModalOpenAtom } from '@criadero/session';
import { Button, ToolPage, useApiLoad, useErrorText, useToast } from '@criadero/ui';
import { savedFiltersAtom } from '../../breeding/state/atoms';
import { Field, Filters, Note, Panel } from '../../../components/styled';
import { createWatch, deleteWatch, fetchAlerts, fetchWatches, mergeAlerts, type Watch } from '../api';
import { AlertText } from '../components/AlertText';
import { AlertMarketplaceLink } from '../components/AlertMarketplaceLink';
import { liveAlertsAtom } from '../state';
import { watchFilterOf } from '../watch-filter';

const BREEDS = [0, 1, 2, 3, 4, 5, 6, 7];
const BREEDING_PATH = '/axie-infinity-tools/breeding-calculator';

const List = styled.ul`
  list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem;
  li {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem;
    padding: 0.5rem 0.6rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceRaised}; min-width: 0; overflow-wrap: anywhere;
  }
  a { color: ${({ theme }) => theme.colors.accent}; }
`;
const Wide = styled(Field)`
  flex: 2 1 16rem;
`;

/** "clases: beast, bird · 3 partes · crías 0–2 · ≤ 50 US$" */
function FilterSummary({ watch }: { watch: Watch }) {
  const intl = useIntl();
  const { filter } = watch;
  const bits: string[] = [];
  if (filter.classes?.length) bits.push(intl.formatMessage({ id: 'axie.alerts.summary.classes' }, { classes: filter.classes.join(', ') }));
  if (filter.parts?.length) bits.push(intl.formatMessage({ id: 'axie.alerts.summary.parts' }, { count: filter.parts.length }));
  if (filter.breedCount) bits.push(intl.formatMessage({ id: 'axie.alerts.summary.breeds' }, { min: filter.breedCount[0], max: filter.breedCount[1] }));
  if (filter.pureness?.length) bits.push(intl.formatMessage({ id: 'axie.alerts.summary.purity' }, { values: filter.pureness.join(', ') }));
  bits.push(intl.formatMessage({ id: 'axie.alerts.summary.price' }, { price: filter.maxPriceUSD ?? 90 }));
  return <Note as="span">{bits.join(' · ')}</Note>;
}

/**
 * Watched searches: a saved filter of the breeding calculator (with a breed count range and a
 * price cap) becomes a watch; new or repriced listings that match it raise alerts, shown live on
 * every page (LiveAlerts) and listed here.
 */
export default function MarketAlertsPage() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const saved = useAtomValue(savedFiltersAtom);
  const live = useAtomValue(liveAlertsAtom);
  const openPlans = useSetAtom(premiumModalOpenAtom);
  const [filterId, setFilterId] = useState(saved[0]?.id ?? '');
  const [name, setName] = useState('');
  const [breedMin, setBreedMin] = useState(0);
  const [breedMax, setBreedMax] = useState(7);
  const [maxPrice, setMaxPrice] = useState('90');
  const [webhook, setWebhook] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const watches = useApiLoad('watches', fetchWatches);
  const stored = useApiLoad('alerts', fetchAlerts);
  const chosen = saved.find((f) => f.id === filterId) ?? saved[0];
  const list = 'data' in watches && watches.data ? watches.data : null;
  const full = list !== null && list.watches.length >= list.limit;
  const alerts = mergeAlerts(live, 'data' in stored && stored.data ? stored.data.alerts : []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const price = Number(maxPrice.replace(',', '.'));
      const filter = watchFilterOf(chosen.filter, [Math.min(breedMin, breedMax), Math.max(breedMin, breedMax)], Number.isFinite(price) && price > 0 ? price : null);
      const watch = await createWatch({ name: (name.trim() || chosen.name).slice(0, 60), filter, ...(webhook.trim() ? { discordWebhookUrl: webhook.trim() } : {}) });
      if (list) watches.set({ ...list, watches: [...list.watches, watch] });
      setName('');
      setWebhook('');
      toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.alerts.created' }, { name: watch.name }) });
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (watch: Watch) => {
    try {
      await deleteWatch(watch.id);
      if (list) watches.set({ ...list, watches: list.watches.filter((w) => w.id !== watch.id) });
    } catch (caught) {
      toast({ kind: 'error', title: errorText(caught) });
    }
  };

  return (
    <ToolPage title={<FormattedMessage id="axie.alerts.title" />} purpose={<FormattedMessage id="axie.alerts.purpose" />}>
      <Panel aria-labelledby="watch-new">
        <h2 id="watch-new">
          <FormattedMessage id="axie.alerts.new.title" />
        </h2>
        {saved.length === 0 ? (
          <Note>
            <FormattedMessage
              id="axie.alerts.new.noSaved"
              values={{ link: (text: ReactNode[]) => <Link to={BREEDING_PATH}>{text}</Link> }}
            />
          </Note>
        ) : (
          <Filters onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'axie.alerts.new.title' })}>
            <Field>
              <FormattedMessage id="axie.alerts.new.savedFilter" />
              <select value={chosen?.id ?? ''} onChange={(e) => setFilterId(e.target.value)} data-testid="watch-saved-filter">
                {saved.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              <FormattedMessage id="axie.alerts.new.name" />
              <input value={name} maxLength={60} placeholder={chosen?.name} onChange={(e) => setName(e.target.value)} />
            </Field>
            <BreedCountField label={<FormattedMessage id="axie.alerts.new.breedMin" />} value={breedMin} onChange={setBreedMin} />
            <BreedCountField label={<FormattedMessage id="axie.alerts.new.breedMax" />} value={breedMax} onChange={setBreedMax} />
            <Field>
              <FormattedMessage id="axie.alerts.new.maxPrice" />
              <input value={maxPrice} inputMode="decimal" onChange={(e) => setMaxPrice(e.target.value)} />
            </Field>
            <Wide>
              <FormattedMessage id="axie.alerts.new.discord" />
              <input value={webhook} type="url" placeholder="https://discord.com/api/webhooks/…" onChange={(e) => setWebhook(e.target.value)} />
            </Wide>
            <Button type="submit" $variant="primary" disabled={busy || full}>
              <FormattedMessage id="axie.alerts.new.submit" />
            </Button>
          </Filters>
        )}
        <Note>
          <FormattedMessage id="axie.alerts.new.discordHelp" />
        </Note>
        {error ? (
          <Note role="alert" data-testid="watch-error">
            {error}
          </Note>
        ) : null}
        {list ? (
          <Note data-testid="watch-count">
            <FormattedMessage id="axie.alerts.count" values={{ count: list.watches.length, limit: list.limit }} />{' '}
            {full ? (
              <Button type="button" onClick={() => openPlans(true)}>
                <FormattedMessage id="axie.alerts.upgrade" />
              </Button>
            ) : null}
          </Note>
        ) : null}
      </Panel>

      <Panel aria-labelledby="watch-list">
        <h2 id="watch-list">
          <FormattedMessage id="axie.alerts.watches.title" />
        </h2>
        {watches.status === 'error' ? <Note role="alert">{watches.message}</Note> : null}
        {list && list.watches.length === 0 ? (
          <Note>
            <FormattedMessage id="axie.alerts.watches.none" />
          </Note>
        ) : null}
        <List data-testid="watch-list">
          {list?.watches.map((watch) => (
            <li key={watch.id}>
              <span>
                <strong>{watch.name}</strong> <FilterSummary watch={watch} />
                {watch.discord ? (
                  <Note as="span">
                    {' · '}
                    <FormattedMessage id="axie.alerts.watches.discord" values={{ hint: watch.discord.hint }} />
                  </Note>
                ) : null}
              </span>
              <Button type="button" onClick={() => void remove(watch)}>
                <FormattedMessage id="axie.alerts.watches.delete" />
              </Button>
            </li>
          ))}
        </List>
      </Panel>

      <Panel aria-labelledby="alert-list">
        <h2 id="alert-list">
          <FormattedMessage id="axie.alerts.recent.title" />
        </h2>
        {stored.status === 'error' ? <Note role="alert">{stored.message}</Note> : null}
        {alerts.length === 0 && stored.status === 'ready' ? (
          <Note>
            <FormattedMessage id="axie.alerts.recent.none" />
          </Note>
        ) : null}
        <List data-testid="alert-list">
          {alerts.map((alert) => (
            <li key={alert.id}>
              <span>
                <strong>{alert.watchName}</strong> · <AlertText alert={alert} />{' '}
                <Note as="span">
                  <FormattedDate value={alert.at} dateStyle="short" timeStyle="short" />
                </Note>
              </span>
              <span>
                <AlertMarketplaceLink axieId={alert.axieId} priceUsd={alert.priceUsd} />
              </span>
            </li>
          ))}
        </List>
      </Panel>
    </ToolPage>
  );
}

/** One end of the watch's breed-count range. */
function BreedCountField({ label, value, onChange }: { label: ReactNode; value: number; onChange: (value: number) => void }) {
  return (
    <Field>
      {label}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {BREEDS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </Field>
  );
}
