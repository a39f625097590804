import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeaders, Field, Section } from '@criadero/ui';
import { effectiveMinutes, type Speed } from '@criadero/craftworld-rules';
import type { GameDataResponse } from '../../api/craftworld-api';
import { Choice, Explained, Grid, TableScroll } from '../../components/ui';
import { formatMinutes } from '../../domain/factory-guide';
import { useBatchTimes, type BatchTimesState } from './useBatchTimes';

/** What each workshop level does to one factory level's batch time, with workers and boost. */
export function BatchTimes({ data }: { data: GameDataResponse }) {
  const choices = useBatchTimes(data);
  return (
    <Section title="craftworld.workshop.timesTitle">
      <BatchTimeChoices choices={choices} />
      <BatchTimesTable times={choices.times} baseMinutes={choices.row.durationMin} />
    </Section>
  );
}

/** The factory, its level, the workers and the speed boost the batch times are for. */
function BatchTimeChoices({ choices }: { choices: BatchTimesState }) {
  const { factories, factory, chooseFactory, levels, row, setLevel, workers, setWorkers, boost, setBoost } = choices;
  return (
    <Grid>
      <Choice label={<FormattedMessage id="craftworld.col.factory" />} value={factory} options={factories} onChange={chooseFactory} />
      <Choice label={<FormattedMessage id="craftworld.col.level" />} value={row.level} options={levels.map((l) => l.level)} onChange={(v) => setLevel(Number(v))} />
      <Choice label={<FormattedMessage id="craftworld.optimizer.workers" />} value={workers} options={[0, 1, 2, 3, 4]} onChange={(v) => setWorkers(Number(v))} />
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
        <ColumnHeaders titles={['craftworld.workshop.level', 'craftworld.col.speed', 'craftworld.col.time']} />
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
