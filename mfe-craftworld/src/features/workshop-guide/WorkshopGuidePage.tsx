import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeaders, Field, LoadState, Muted, Section, ToolPage } from '@criadero/ui';
import type { GameDataResponse } from '../../api/craftworld-api';
import { useGameData } from '../../api/game-data';
import { CommunityNote, Stack, TableScroll } from '../../components/ui';
import { BatchTimes } from './BatchTimes';
import { WORKSHOP_LEVELS } from './useBatchTimes';

export default function WorkshopGuidePage() {
  const data = useGameData();
  return (
    <ToolPage title={<FormattedMessage id="craftworld.workshop.title" />} purpose={<FormattedMessage id="craftworld.workshop.purpose" />}>
      {data.status !== 'ready' ? <LoadState state={data} retry={data.retry} /> : <WorkshopGuide data={data.data} />}
    </ToolPage>
  );
}

function WorkshopGuide({ data }: { data: GameDataResponse }) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const resources = Object.keys(data.workshopPercent).filter((t) => t.includes(query.trim().toUpperCase()));
  return (
    <Stack>
      <CommunityNote asOf={data.asOf} />
      <Section title="craftworld.workshop.speedTitle">
        <Muted>
          <FormattedMessage id="craftworld.workshop.speedHelp" />
        </Muted>
        <Field htmlFor={searchId} style={{ maxWidth: '18rem', marginBottom: '0.75rem' }}>
          <FormattedMessage id="craftworld.workshop.search" />
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </Field>
        <TableScroll>
          <table data-testid="workshop-table">
            <caption className="sr-only" style={{ position: 'absolute', left: '-9999px' }}>
              {intl.formatMessage({ id: 'craftworld.workshop.speedTitle' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="craftworld.col.resource" />
                </th>
                {WORKSHOP_LEVELS.map((l) => (
                  <th key={l} scope="col">
                    <FormattedMessage id="craftworld.workshop.levelShort" values={{ level: l }} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {resources.map((token) => (
                <tr key={token}>
                  <th scope="row">{token}</th>
                  {data.workshopPercent[token]!.map((pct, l) => (
                    <td key={l}>+{intl.formatNumber(pct, { maximumFractionDigits: 2 })}%</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {resources.length === 0 ? (
          <Muted role="status">
            <FormattedMessage id="craftworld.workshop.noMatch" />
          </Muted>
        ) : null}
        <Muted>
          <FormattedMessage id="craftworld.workshop.noCosts" />
        </Muted>
      </Section>
      <BatchTimes data={data} />
      <MasteryTable data={data} />
    </Stack>
  );
}

function MasteryTable({ data }: { data: GameDataResponse }) {
  const intl = useIntl();
  return (
    <Section title="craftworld.workshop.masteryTitle">
      <Muted>
        <FormattedMessage id="craftworld.workshop.masteryHelp" />
      </Muted>
      <TableScroll>
        <table data-testid="mastery-table">
          <ColumnHeaders titles={['craftworld.optimizer.mastery', 'craftworld.workshop.multiplier', 'craftworld.workshop.inputsSaved']} />
          <tbody>
            {data.mastery.map((m, level) => (
              <tr key={level}>
                <td>{level}</td>
                <td>×{intl.formatNumber(m, { maximumFractionDigits: 4 })}</td>
                <td>{intl.formatNumber(1 - 1 / m, { style: 'percent', maximumFractionDigits: 2 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Section>
  );
}
