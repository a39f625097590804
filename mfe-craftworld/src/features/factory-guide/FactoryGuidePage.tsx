import { useDeferredValue, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Field, LoadState, Section, ToolPage } from '@criadero/ui';
import type { GameDataResponse } from '../../api/craftworld-api';
import { useGameData } from '../../api/game-data';
import { Choice, CommunityNote, Grid, Stack } from '../../components/ui';
import { useAmounts } from './format';
import { allRows, formatMinutes, matchesSearch, upgradeTotals, type GuideRow } from '../../domain/factory-guide';
import { VirtualTable, type Column } from './VirtualTable';

/** The search and the chain filter: each a whole row on a phone, so its hint and its choice are not cut. */
const FilterGrid = styled(Grid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

export default function FactoryGuidePage() {
  const data = useGameData();
  return (
    <ToolPage title={<FormattedMessage id="craftworld.factory.title" />} purpose={<FormattedMessage id="craftworld.factory.purpose" />}>
      {data.status !== 'ready' ? <LoadState state={data} retry={data.retry} /> : <FactoryGuide data={data.data} />}
    </ToolPage>
  );
}

function FactoryGuide({ data }: { data: GameDataResponse }) {
  const intl = useIntl();
  const { n, amount, inputs } = useAmounts();
  const rows = useMemo(() => allRows(data), [data]);
  const [query, setQuery] = useState('');
  const [factory, setFactory] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => rows.filter((r) => (!factory || r.factory === factory) && matchesSearch(r, deferred)), [rows, factory, deferred]);
  const factories = Object.keys(data.factories);
  const columns: Column<GuideRow>[] = [
    { id: 'factory', header: <FormattedMessage id="craftworld.col.factory" />, width: '7rem', cell: (r) => r.factory },
    { id: 'level', header: <FormattedMessage id="craftworld.col.level" />, width: '4rem', cell: (r) => r.level },
    { id: 'time', header: <FormattedMessage id="craftworld.col.time" />, width: '6rem', cell: (r) => formatMinutes(r.durationMin, intl.locale) },
    { id: 'inputs', header: <FormattedMessage id="craftworld.col.inputs" />, width: 'minmax(9rem, 2fr)', cell: inputs },
    { id: 'output', header: <FormattedMessage id="craftworld.col.output" />, width: 'minmax(7rem, 1fr)', cell: (r) => amount(r.output) },
    { id: 'upgrade', header: <FormattedMessage id="craftworld.col.upgrade" />, width: 'minmax(7rem, 1fr)', cell: (r) => amount(r.upgradeCost) },
  ];
  const searchId = useId();
  return (
    <Stack>
      <CommunityNote asOf={data.asOf} />
      <Card>
        <FilterGrid>
          <Field htmlFor={searchId}>
            <FormattedMessage id="craftworld.factory.search" />
            <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={intl.formatMessage({ id: 'craftworld.factory.searchHint' })} />
          </Field>
          <Choice label={<FormattedMessage id="craftworld.factory.chain" />} value={factory} options={factories} onChange={setFactory} emptyOption={intl.formatMessage({ id: 'craftworld.factory.allChains' })} />
        </FilterGrid>
        <p role="status" data-testid="factory-count">
          <FormattedMessage id="craftworld.factory.count" values={{ shown: n(shown.length), total: n(rows.length) }} />
        </p>
        <VirtualTable rows={shown} columns={columns} label={intl.formatMessage({ id: 'craftworld.factory.tableLabel' })} rowKey={(r) => `${r.factory}-${r.level}`} testId="factory-table" />
      </Card>
      <LevelTotals data={data} />
    </Stack>
  );
}

function LevelTotals({ data }: { data: GameDataResponse }) {
  const intl = useIntl();
  const { n, amount, inputs } = useAmounts();
  const factories = Object.keys(data.factories);
  const [factory, setFactory] = useState(factories[0] ?? '');
  const levels = data.factories[factory] ?? [];
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(Math.min(10, levels.length));
  const target = Math.min(Math.max(to, 1), levels.length);
  const start = Math.min(from, target);
  const totals = upgradeTotals(levels, start, target);
  const row = levels[target - 1];
  return (
    <Section title="craftworld.factory.totalsTitle">
      <Grid>
        <Choice
          label={<FormattedMessage id="craftworld.col.factory" />}
          value={factory}
          options={factories}
          onChange={(next) => {
            setFactory(next);
            setTo(Math.min(to, data.factories[next]?.length ?? 1));
          }}
        />
        <Field>
          <FormattedMessage id="craftworld.factory.fromLevel" />
          <input type="number" min={0} max={levels.length} value={from} onChange={(e) => setFrom(Math.max(0, Number(e.target.value) || 0))} />
        </Field>
        <Field>
          <FormattedMessage id="craftworld.factory.toLevel" />
          <input type="number" min={1} max={levels.length} value={to} onChange={(e) => setTo(Number(e.target.value) || 1)} />
        </Field>
      </Grid>
      <div data-testid="factory-totals" aria-live="polite">
        <p>
          <FormattedMessage id="craftworld.factory.totalsLine" values={{ factory, from: start, to: target }} />{' '}
          <strong>{totals.costs.length ? totals.costs.map((c) => `${n(c.amount)} ${c.token}`).join(' + ') : '—'}</strong>
        </p>
        {totals.unknownLevels.length ? (
          <p>
            <FormattedMessage id="craftworld.factory.unknownCosts" values={{ levels: totals.unknownLevels.join(', ') }} />
          </p>
        ) : null}
        {row ? (
          <p>
            <FormattedMessage
              id="craftworld.factory.atTarget"
              values={{ level: target, time: formatMinutes(row.durationMin, intl.locale), inputs: inputs(row), output: amount(row.output) }}
            />
          </p>
        ) : null}
      </div>
    </Section>
  );
}
