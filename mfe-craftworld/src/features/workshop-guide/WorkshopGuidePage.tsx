import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card, LoadState, Muted, ToolPage } from '@criadero/ui';
import { effectiveMinutes, speedOf } from '@criadero/craftworld-rules';
import type { GameDataResponse } from '../../api/craftworld-api';
import { useGameData } from '../../api/game-data';
import { CommunityNote, Explained, Field, Grid, Stack, TableScroll } from '../../components/ui';
import { formatMinutes } from '../../lib/factory-guide';

const LEVELS = Array.from({ length: 11 }, (_, i) => i);

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
      <Card aria-labelledby="workshop-speed-title">
        <h2 id="workshop-speed-title">
          <FormattedMessage id="craftworld.workshop.speedTitle" />
        </h2>
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
                {LEVELS.map((l) => (
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
      </Card>
      <BatchTimes data={data} />
      <MasteryTable data={data} />
    </Stack>
  );
}

/** What each workshop level does to one factory level's batch time, with workers and boost. */
function BatchTimes({ data }: { data: GameDataResponse }) {
  const intl = useIntl();
  const factories = Object.keys(data.factories);
  const [factory, setFactory] = useState('MUD' in data.factories ? 'MUD' : factories[0]!);
  const [level, setLevel] = useState(1);
  const [workers, setWorkers] = useState(0);
  const [boost, setBoost] = useState(false);
  const levels = data.factories[factory]!;
  const row = levels[Math.min(level, levels.length) - 1]!;
  const times = useMemo(
    () => LEVELS.map((ws) => ({ ws, speed: speedOf(data, factory, workers, ws, boost ? 2 : 1) })),
    [data, factory, workers, boost],
  );
  return (
    <Card aria-labelledby="workshop-times-title">
      <h2 id="workshop-times-title">
        <FormattedMessage id="craftworld.workshop.timesTitle" />
      </h2>
      <Grid>
        <Field>
          <FormattedMessage id="craftworld.col.factory" />
          <select value={factory} onChange={(e) => (setFactory(e.target.value), setLevel(1))}>
            {factories.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </Field>
        <Field>
          <FormattedMessage id="craftworld.col.level" />
          <select value={row.level} onChange={(e) => setLevel(Number(e.target.value))}>
            {levels.map((l) => (
              <option key={l.level}>{l.level}</option>
            ))}
          </select>
        </Field>
        <Field>
          <FormattedMessage id="craftworld.optimizer.workers" />
          <select value={workers} onChange={(e) => setWorkers(Number(e.target.value))}>
            {[0, 1, 2, 3, 4].map((w) => (
              <option key={w}>{w}</option>
            ))}
          </select>
        </Field>
        <Field style={{ flexDirection: 'row', alignItems: 'center' }}>
          <input type="checkbox" checked={boost} onChange={(e) => setBoost(e.target.checked)} style={{ width: 'auto' }} />
          <FormattedMessage id="craftworld.optimizer.speedBoost" />
        </Field>
      </Grid>
      <TableScroll>
        <table data-testid="workshop-times">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="craftworld.workshop.level" />
              </th>
              <th scope="col">
                <FormattedMessage id="craftworld.col.speed" />
              </th>
              <th scope="col">
                <FormattedMessage id="craftworld.col.time" />
              </th>
            </tr>
          </thead>
          <tbody>
            {times.map(({ ws, speed }) => (
              <tr key={ws}>
                <td>{ws}</td>
                <td>×{intl.formatNumber(speed.multiplier, { maximumFractionDigits: 3 })}</td>
                <td>
                  <Explained
                    value={formatMinutes(effectiveMinutes(row.durationMin, speed), intl.locale)}
                    why={intl.formatMessage(
                      { id: 'craftworld.explain.batchMinutes' },
                      {
                        base: intl.formatNumber(row.durationMin, { maximumFractionDigits: 4 }),
                        boost: speed.boost,
                        workers: intl.formatNumber(speed.workerFactor),
                        workshop: intl.formatNumber(speed.workshopPercent, { maximumFractionDigits: 2 }),
                        result: intl.formatNumber(effectiveMinutes(row.durationMin, speed), { maximumFractionDigits: 4 }),
                      },
                    )}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Card>
  );
}

function MasteryTable({ data }: { data: GameDataResponse }) {
  const intl = useIntl();
  return (
    <Card aria-labelledby="workshop-mastery-title">
      <h2 id="workshop-mastery-title">
        <FormattedMessage id="craftworld.workshop.masteryTitle" />
      </h2>
      <Muted>
        <FormattedMessage id="craftworld.workshop.masteryHelp" />
      </Muted>
      <TableScroll>
        <table data-testid="mastery-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="craftworld.optimizer.mastery" />
              </th>
              <th scope="col">
                <FormattedMessage id="craftworld.workshop.multiplier" />
              </th>
              <th scope="col">
                <FormattedMessage id="craftworld.workshop.inputsSaved" />
              </th>
            </tr>
          </thead>
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
    </Card>
  );
}
