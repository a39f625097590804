import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Section } from '@criadero/ui';
import { Note, Panel } from '../../../components/styled';
import { CLASS_NAMES } from '../../../components/class-names';
import type { Watch } from '../api';
import { List } from './List';

/** "clases: Bestia, Ave · 3 partes · crías 0–2 · ≤ 50 US$" */
function FilterSummary({ watch }: { watch: Watch }) {
  const intl = useIntl();
  const { filter } = watch;
  const bits: string[] = [];
  if (filter.classes?.length) bits.push(intl.formatMessage({ id: 'axie.alerts.summary.classes' }, { classes: filter.classes.map((c) => (c in CLASS_NAMES ? intl.formatMessage(CLASS_NAMES[c as keyof typeof CLASS_NAMES]) : c)).join(', ') }));
  if (filter.parts?.length) bits.push(intl.formatMessage({ id: 'axie.alerts.summary.parts' }, { count: filter.parts.length }));
  if (filter.breedCount) bits.push(intl.formatMessage({ id: 'axie.alerts.summary.breeds' }, { min: filter.breedCount[0], max: filter.breedCount[1] }));
  if (filter.pureness?.length) bits.push(intl.formatMessage({ id: 'axie.alerts.summary.purity' }, { values: filter.pureness.join(', ') }));
  bits.push(intl.formatMessage({ id: 'axie.alerts.summary.price' }, { price: filter.maxPriceUSD ?? 90 }));
  bits.push(intl.formatMessage({ id: 'axie.alerts.summary.priceDrop' }, { percent: watch.priceDropPercent }));
  return <Note as="span">{bits.join(' · ')}</Note>;
}

/** The player's watches, each with what it watches and a delete button. */
export function WatchList({ watches, error, onDelete }: { watches: readonly Watch[] | null; error: string | null; onDelete: (watch: Watch) => void }) {
  return (
    <Section title="axie.alerts.watches.title" as={Panel}>
      {error !== null ? <Note role="alert">{error}</Note> : null}
      {watches && watches.length === 0 ? (
        <Note>
          <FormattedMessage id="axie.alerts.watches.none" />
        </Note>
      ) : null}
      <List data-testid="watch-list">
        {watches?.map((watch) => (
          <li key={watch.id}>
            <span>
              <strong>{watch.name}</strong> <FilterSummary watch={watch} />
              {watch.discord ? (
                <Note as="span">
                  {' · '}
                  <FormattedMessage id="axie.alerts.watches.discord" values={{ hint: watch.discord.hint }} />
                </Note>
              ) : null}
              {watch.discord?.disabled ? (
                <Note role="alert" data-testid="webhook-disabled">
                  <FormattedMessage id="axie.alerts.watches.discordDisabled" values={{ status: watch.discord.disabled.status, at: new Date(watch.discord.disabled.at) }} />
                </Note>
              ) : null}
            </span>
            <Button type="button" onClick={() => onDelete(watch)}>
              <FormattedMessage id="axie.alerts.watches.delete" />
            </Button>
          </li>
        ))}
      </List>
    </Section>
  );
}
