import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@criadero/router';
import { Button, Field, SelectField } from '@criadero/ui';
import type { SavedFilter } from '../../../domain/saved-filters';
import { Filters, Note } from '../../../components/styled';
import type { Watch } from '../api';
import { useNewWatch } from '../useNewWatch';

const BREED_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: String(n), label: String(n) }));
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
  const { form, chosen, busy, error, submit } = useNewWatch(saved, onCreated);

  return (
    <>
    {saved.length === 0 ? (
      <NoSavedFiltersNote />
    ) : (
      <Filters onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'axie.alerts.new.title' })}>
        <SelectField
          label={<FormattedMessage id="axie.alerts.new.savedFilter" />}
          value={chosen?.id ?? ''}
          onChange={form.control('filterId').onChange}
          options={saved.map((f) => ({ value: f.id, label: f.name }))}
          testId="watch-saved-filter"
        />
        <Field>
          <FormattedMessage id="axie.alerts.new.name" />
          <input {...form.field('name')} maxLength={60} placeholder={chosen?.name} />
        </Field>
        <BreedCountField label={<FormattedMessage id="axie.alerts.new.breedMin" />} value={form.values.breedMin} onChange={(n) => form.set('breedMin', n)} />
        <BreedCountField label={<FormattedMessage id="axie.alerts.new.breedMax" />} value={form.values.breedMax} onChange={(n) => form.set('breedMax', n)} />
        <Field>
          <FormattedMessage id="axie.alerts.new.maxPrice" />
          <input {...form.field('maxPrice')} inputMode="decimal" />
        </Field>
        <Field>
          <FormattedMessage id="axie.alerts.new.priceDrop" />
          <input {...form.field('priceDrop')} type="number" min={1} max={90} step={1} />
        </Field>
        <Wide>
          <FormattedMessage id="axie.alerts.new.discord" />
          <input {...form.field('webhook')} type="url" placeholder="https://discord.com/api/webhooks/…" />
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

/** Without a saved breeding filter there is nothing to watch: the way to the breeding calculator to save one. */
function NoSavedFiltersNote() {
  return (
    <Note>
      <FormattedMessage
        id="axie.alerts.new.noSaved"
        values={{ link: (text: ReactNode[]) => <Link to={BREEDING_PATH}>{text}</Link> }}
      />
    </Note>
  );
}

/** One end of the watch's breed-count range. */
function BreedCountField({ label, value, onChange }: { label: ReactNode; value: number; onChange: (value: number) => void }) {
  return <SelectField label={label} value={String(value)} onChange={(chosen) => onChange(Number(chosen))} options={BREED_OPTIONS} />;
}
