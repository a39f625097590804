import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@criadero/router';
import { Button, useErrorText, useToast } from '@criadero/ui';
import type { SavedFilter } from '../../breeding/domain/saved-filters';
import { Field, Filters, Note } from '../../../components/styled';
import { createWatch, type Watch } from '../api';
import { watchFilterOf } from '../watch-filter';

const BREEDS = [0, 1, 2, 3, 4, 5, 6, 7];
const BREEDING_PATH = '/axie-infinity-tools/breeding-calculator';

const Wide = styled(Field)`
  flex: 2 1 16rem;
`;

interface Props {
  saved: readonly SavedFilter[];
  /** the plan's number of watches is reached: no new one */
  full: boolean;
  onCreated: (watch: Watch) => void;
}

/** A new watch from a saved breeding filter, with a breed count range, a price cap and an optional Discord webhook. */
export function NewWatchForm({ saved, full, onCreated }: Props) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const [filterId, setFilterId] = useState(saved[0]?.id ?? '');
  const [name, setName] = useState('');
  const [breedMin, setBreedMin] = useState(0);
  const [breedMax, setBreedMax] = useState(7);
  const [maxPrice, setMaxPrice] = useState('90');
  const [webhook, setWebhook] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = saved.find((f) => f.id === filterId) ?? saved[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const price = Number(maxPrice.replace(',', '.'));
      const filter = watchFilterOf(chosen.filter, [Math.min(breedMin, breedMax), Math.max(breedMin, breedMax)], Number.isFinite(price) && price > 0 ? price : null);
      const watch = await createWatch({ name: (name.trim() || chosen.name).slice(0, 60), filter, ...(webhook.trim() ? { discordWebhookUrl: webhook.trim() } : {}) });
      onCreated(watch);
      setName('');
      setWebhook('');
      toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.alerts.created' }, { name: watch.name }) });
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
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
    </>
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
