import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ToolPage } from '@criadero/ui';
import { ErrorNote } from '../../tools-shared/Notes';
import { Chip, Field, Filters, Grid, Note, Panel, Stats, TableBox, Tile, classColor } from '../../tools-shared/styled';
import { useRemote } from '../../tools-shared/useRemote';
import { fetchPoisonInfo, type PoisonInfo } from '../api';
import { simulatePoison, type PoisonRule, type PoisonScenario } from '../domain/poison';

type Inputs = PoisonRule & Omit<PoisonScenario, 'hp'> & { hp: string };

function NumberField({ label, value, min, max, onChange }: { label: ReactNode; value: number; min: number; max: number; onChange: (n: number) => void }) {
  return (
    <Field>
      {label}
      <input type="number" inputMode="numeric" min={min} max={max} value={value} onChange={(e) => onChange(Math.max(min, Math.min(max, Math.floor(Number(e.target.value) || 0))))} />
    </Field>
  );
}

function Calculator({ info }: { info: PoisonInfo }) {
  const intl = useIntl();
  const [inputs, setInputs] = useState<Inputs>({ ...info.rule, initialStacks: 5, addedPerTurn: 0, hp: '' });
  const set = (key: keyof Inputs) => (value: number) => setInputs((prev) => ({ ...prev, [key]: value }));
  const hp = inputs.hp.trim() === '' ? null : Math.max(1, Math.floor(Number(inputs.hp)) || 1);
  const result = useMemo(() => simulatePoison(inputs, { initialStacks: inputs.initialStacks, addedPerTurn: inputs.addedPerTurn, hp }), [inputs, hp]);

  return (
    <>
      <Panel aria-labelledby="poison-rule">
        <h2 id="poison-rule">
          <FormattedMessage id="axie.poison.rule.title" />
        </h2>
        <Note data-testid="poison-season">
          <FormattedMessage id="axie.poison.rule.season" values={{ season: info.rule.season }} />
        </Note>
        <Note>
          <FormattedMessage id="axie.poison.rule.unconfirmed" />
        </Note>
        <Filters onSubmit={(e) => e.preventDefault()}>
          <NumberField label={<FormattedMessage id="axie.poison.field.damagePerStack" />} value={inputs.damagePerStack} min={0} max={100} onChange={set('damagePerStack')} />
          <NumberField label={<FormattedMessage id="axie.poison.field.decayPerTurn" />} value={inputs.decayPerTurn} min={0} max={30} onChange={set('decayPerTurn')} />
          <NumberField label={<FormattedMessage id="axie.poison.field.maxStacks" />} value={inputs.maxStacks} min={1} max={999} onChange={set('maxStacks')} />
          <NumberField label={<FormattedMessage id="axie.poison.field.turnCap" />} value={inputs.turnCap} min={1} max={100} onChange={set('turnCap')} />
        </Filters>
        <Filters onSubmit={(e) => e.preventDefault()} style={{ marginTop: '0.75rem' }}>
          <NumberField label={<FormattedMessage id="axie.poison.field.initialStacks" />} value={inputs.initialStacks} min={0} max={999} onChange={set('initialStacks')} />
          <NumberField label={<FormattedMessage id="axie.poison.field.addedPerTurn" />} value={inputs.addedPerTurn} min={0} max={99} onChange={set('addedPerTurn')} />
          <Field>
            <FormattedMessage id="axie.poison.field.hp" />
            <input type="number" inputMode="numeric" min={1} value={inputs.hp} placeholder={intl.formatMessage({ id: 'axie.poison.field.hpPlaceholder' })} onChange={(e) => setInputs((p) => ({ ...p, hp: e.target.value }))} />
          </Field>
        </Filters>
      </Panel>

      <Panel aria-labelledby="poison-result">
        <h2 id="poison-result">
          <FormattedMessage id="axie.poison.result.title" />
        </h2>
        <Stats>
          <div>
            <dt>
              <FormattedMessage id="axie.poison.result.total" />
            </dt>
            <dd data-testid="poison-total">
              <FormattedNumber value={result.total} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="axie.poison.result.turns" />
            </dt>
            <dd>{result.turns.length}</dd>
          </div>
          {hp !== null ? (
            <div>
              <dt>
                <FormattedMessage id="axie.poison.result.faint" />
              </dt>
              <dd data-testid="poison-faint">{result.faintTurn ?? <FormattedMessage id="axie.poison.result.survives" />}</dd>
            </div>
          ) : null}
        </Stats>
        <Note data-testid="poison-sequence">
          <FormattedMessage id="axie.poison.result.sequence" values={{ sequence: result.turns.map((t) => t.damage).join(' + ') || '0', total: result.total }} />
        </Note>
        <TableBox aria-label={intl.formatMessage({ id: 'axie.poison.result.table' })}>
          <table>
            <thead>
              <tr>
                <th className="num">
                  <FormattedMessage id="axie.poison.col.turn" />
                </th>
                <th className="num">
                  <FormattedMessage id="axie.poison.col.stacks" />
                </th>
                <th className="num">
                  <FormattedMessage id="axie.poison.col.damage" />
                </th>
                <th className="num">
                  <FormattedMessage id="axie.poison.col.after" />
                </th>
                <th className="num">
                  <FormattedMessage id="axie.poison.col.total" />
                </th>
                {hp !== null ? (
                  <th className="num">
                    <FormattedMessage id="axie.poison.col.hpLeft" />
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {result.turns.map((t) => (
                <tr key={t.turn} data-testid="poison-row">
                  <td className="num">{t.turn}</td>
                  <td className="num">{t.stacks}</td>
                  <td className="num">{t.damage}</td>
                  <td className="num">{t.stacksAfter}</td>
                  <td className="num">{t.total}</td>
                  {hp !== null ? <td className="num">{t.hpLeft}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </Panel>
    </>
  );
}

export default function PoisonPage() {
  const info = useRemote('poison', fetchPoisonInfo);
  const data = 'data' in info ? info.data : undefined;
  return (
    <ToolPage title={<FormattedMessage id="axie.poison.title" />} purpose={<FormattedMessage id="axie.poison.purpose" />}>
      {info.status === 'error' ? <ErrorNote error={info.error} /> : null}
      {!data ? (
        <Note>
          <FormattedMessage id="axie.tools.loading" />
        </Note>
      ) : (
        <>
          <Calculator info={data} />
          <Panel aria-labelledby="poison-cards">
            <h2 id="poison-cards">
              <FormattedMessage id="axie.poison.cards.title" values={{ count: data.cards.length }} />
            </h2>
            <Grid>
              {data.cards.map((c) => (
                <Tile key={c.id}>
                  <h3>{c.name}</h3>
                  <p>
                    <Chip $color={classColor(c.class)}>{c.class}</Chip>
                    <Chip>{c.part}</Chip>
                    <FormattedMessage id="axie.poison.cards.stats" values={{ energy: c.energy, attack: c.attack }} />
                  </p>
                  <p>{c.description}</p>
                </Tile>
              ))}
            </Grid>
          </Panel>
        </>
      )}
    </ToolPage>
  );
}
