import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ColumnHeaders, Field, NumberInput, Section, ToolPage, useApiLoad } from '@criadero/ui';
import { EffectText } from '../../../components/EffectText';
import { ErrorNote, GameTextNote } from '../../../components/Notes';
import { Chip, Filters, Grid, Note, Panel, Stats, TableBox, Tile, classColor, numeric } from '../../../components/styled';
import type { PoisonResponse } from '@criadero/api-contracts/axie';
import { fetchPoisonInfo } from '../api';
import { simulatePoison, type PoisonRule, type PoisonScenario } from '../domain/poison';

type Inputs = PoisonRule & Omit<PoisonScenario, 'hp'> & { hp: number | null };
type NumberKey = 'damagePerStack' | 'decayPerTurn' | 'maxStacks' | 'turnCap' | 'initialStacks' | 'addedPerTurn' | 'hp';

/**
 * A whole-number field of the kit: what is typed stays, and a value out of range is reported under
 * the field (never cut to the limit silently); the page is told which fields are wrong.
 */
function NumberField({ label, field, value, min, max, required = true, placeholder, onChange, onValidity }: {
  label: ReactNode;
  field: NumberKey;
  value: number | null;
  min: number;
  max: number;
  required?: boolean;
  placeholder?: string;
  onChange: (field: NumberKey, n: number | null) => void;
  onValidity: (field: NumberKey, valid: boolean) => void;
}) {
  return (
    <Field>
      {label}
      <NumberInput
        name={field}
        value={value}
        min={min}
        max={max}
        maxFractionDigits={0}
        required={required}
        placeholder={placeholder}
        onChange={(n) => onChange(field, n)}
        onValidity={(valid) => onValidity(field, valid)}
      />
    </Field>
  );
}

/**
 * The poison rule's panel: the rule as the game launched it opens it, known before the service
 * answers (the served page draws it there: RouteNote 'panel' in nav.ts), then what `children` add
 * (the service's defaults and the fields, or the loading line).
 */
function RulePanel({ children }: { children?: ReactNode }) {
  return (
    <Section title="axie.poison.rule.title" as={Panel}>
      <Note>
        <FormattedMessage id="axie.poison.rule.unconfirmed" />
      </Note>
      {children}
    </Section>
  );
}

function Calculator({ info }: { info: PoisonResponse }) {
  const intl = useIntl();
  const [inputs, setInputs] = useState<Inputs>({ ...info.rule, initialStacks: 5, addedPerTurn: 0, hp: null });
  const [invalid, setInvalid] = useState<ReadonlySet<NumberKey>>(new Set());
  const change = (field: NumberKey, value: number | null) => setInputs((prev) => ({ ...prev, [field]: value }));
  const validity = (field: NumberKey, valid: boolean) =>
    setInvalid((prev) => {
      if (prev.has(field) !== valid) return prev;
      const next = new Set(prev);
      if (valid) next.delete(field);
      else next.add(field);
      return next;
    });
  const { hp } = inputs;
  const result = useMemo(() => simulatePoison(inputs, { initialStacks: inputs.initialStacks, addedPerTurn: inputs.addedPerTurn, hp }), [inputs, hp]);
  const field = { onChange: change, onValidity: validity };

  return (
    <>
      <RulePanel>
        <Note data-testid="poison-season">
          <FormattedMessage id="axie.poison.rule.season" values={{ season: info.rule.season }} />
        </Note>
        <Filters onSubmit={(e) => e.preventDefault()}>
          <NumberField label={<FormattedMessage id="axie.poison.field.damagePerStack" />} field="damagePerStack" value={inputs.damagePerStack} min={0} max={100} {...field} />
          <NumberField label={<FormattedMessage id="axie.poison.field.decayPerTurn" />} field="decayPerTurn" value={inputs.decayPerTurn} min={0} max={30} {...field} />
          <NumberField label={<FormattedMessage id="axie.poison.field.maxStacks" />} field="maxStacks" value={inputs.maxStacks} min={1} max={999} {...field} />
          <NumberField label={<FormattedMessage id="axie.poison.field.turnCap" />} field="turnCap" value={inputs.turnCap} min={1} max={100} {...field} />
        </Filters>
        <Filters onSubmit={(e) => e.preventDefault()} style={{ marginTop: '0.75rem' }}>
          <NumberField label={<FormattedMessage id="axie.poison.field.initialStacks" />} field="initialStacks" value={inputs.initialStacks} min={0} max={999} {...field} />
          <NumberField label={<FormattedMessage id="axie.poison.field.addedPerTurn" />} field="addedPerTurn" value={inputs.addedPerTurn} min={0} max={99} {...field} />
          <NumberField
            label={<FormattedMessage id="axie.poison.field.hp" />}
            field="hp"
            value={inputs.hp}
            min={1}
            max={100_000}
            required={false}
            placeholder={intl.formatMessage({ id: 'axie.poison.field.hpPlaceholder' })}
            {...field}
          />
        </Filters>
      </RulePanel>

      <Section title="axie.poison.result.title" as={Panel}>
        {invalid.size > 0 ? (
          <Note data-testid="poison-invalid">
            <FormattedMessage id="axie.poison.result.invalid" />
          </Note>
        ) : (
          <Result result={result} hp={hp} />
        )}
      </Section>
    </>
  );
}

/** The fight, turn by turn, for valid inputs only: a wrong field never leaves an old answer on screen. */
function Result({ result, hp }: { result: ReturnType<typeof simulatePoison>; hp: number | null }) {
  const intl = useIntl();
  return (
    <>
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
            <ColumnHeaders
              titles={[
                numeric('axie.poison.col.turn'),
                numeric('axie.poison.col.stacks'),
                numeric('axie.poison.col.damage'),
                numeric('axie.poison.col.after'),
                numeric('axie.poison.col.total'),
                ...(hp !== null ? [numeric('axie.poison.col.hpLeft')] : []),
              ]}
            />
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
    </>
  );
}

export default function PoisonPage() {
  const info = useApiLoad('poison', fetchPoisonInfo);
  const data = 'data' in info ? info.data : undefined;
  return (
    <ToolPage title={<FormattedMessage id="axie.poison.title" />} purpose={<FormattedMessage id="axie.poison.purpose" />}>
      {info.status === 'error' ? <ErrorNote error={info.error} /> : null}
      {!data ? (
        <RulePanel>
          {info.status === 'error' ? null : (
            <Note>
              <FormattedMessage id="axie.tools.loading" />
            </Note>
          )}
        </RulePanel>
      ) : (
        <>
          <Calculator info={data} />
          <Section title="axie.poison.cards.title" titleValues={{ count: data.cards.length }} as={Panel}>
            <GameTextNote />
            <Grid>
              {data.cards.map((c) => (
                <Tile key={c.id}>
                  <h3>{c.name}</h3>
                  <p>
                    <Chip $color={classColor(c.class)}>{c.class}</Chip>
                    <Chip>{c.part}</Chip>
                    <FormattedMessage id="axie.poison.cards.stats" values={{ energy: c.energy, attack: c.attack }} />
                  </p>
                  <p>
                    <EffectText text={c.description} />
                  </p>
                </Tile>
              ))}
            </Grid>
          </Section>
        </>
      )}
    </ToolPage>
  );
}
