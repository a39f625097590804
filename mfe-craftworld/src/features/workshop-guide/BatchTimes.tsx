import { FormattedMessage, useIntl } from 'react-intl';
import { Card } from '@criadero/ui';
import { effectiveMinutes, type Speed } from '@criadero/craftworld-rules';
import type { GameDataResponse } from '../../api/craftworld-api';
import { Explained, Field, Grid, TableScroll } from '../../components/ui';
import { formatMinutes } from '../../lib/factory-guide';
import { useBatchTimes, type BatchTimesState } from './useBatchTimes';

/** What each workshop level does to one factory level's batch time, with workers and boost. */
export function BatchTimes({ data }: { data: GameDataResponse }) {
  const choices = useBatchTimes(data);
  return (
    <Card aria-labelledby="workshop-times-title">
      <h2 id="workshop-times-title">
        <FormattedMessage id="craftworld.workshop.timesTitle" />
      </h2>
      <BatchTimeChoices choices={choices} />
      <BatchTimesTable times={choices.times} baseMinutes={choices.row.durationMin} />
    </Card>
  );
}

/** The factory, its level, the workers and the speed boost the batch times are for. */
function BatchTimeChoices({ choices }: { choices: BatchTimesState }) {
  const { factories, factory, chooseFactory, levels, row, setLevel, workers, setWorkers, boost, setBoost } = choices;
  return (
    <Grid>
      <Field>
        <FormattedMessage id="craftworld.col.factory" />
        <select value={factory} onChange={(e) => chooseFactory(e.target.value)}>
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
  );
}

/** Per workshop level: the speed multiplier and the batch time, with the sum behind it. */
function BatchTimesTable({ times, baseMinutes }: { times: { ws: number; speed: Speed }[]; baseMinutes: number }) {
  const intl = useIntl();
  return (
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
                  value={formatMinutes(effectiveMinutes(baseMinutes, speed), intl.locale)}
                  why={intl.formatMessage(
                    { id: 'craftworld.explain.batchMinutes' },
                    {
                      base: intl.formatNumber(baseMinutes, { maximumFractionDigits: 4 }),
                      boost: speed.boost,
                      workers: intl.formatNumber(speed.workerFactor),
                      workshop: intl.formatNumber(speed.workshopPercent, { maximumFractionDigits: 2 }),
                      result: intl.formatNumber(effectiveMinutes(baseMinutes, speed), { maximumFractionDigits: 4 }),
                    },
                  )}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
