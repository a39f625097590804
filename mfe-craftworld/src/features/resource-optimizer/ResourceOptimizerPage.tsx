import { useAtomValue } from 'jotai';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSearchParams } from '@criadero/router';
import { userAtom } from '@criadero/session';
import { Button, Card, LoadState, Muted, NumberInput, ToolPage, useApiLoad, useErrorText, useToast } from '@criadero/ui';
import { ApiError } from '@criadero/session/api';
import { craftworldApi, type GameDataResponse, type OptimizerResponse, type PriceSheetResponse } from '../../api/craftworld-api';
import { useGameData } from '../../api/game-data';
import { CommunityNote, Field, Grid, Loading, Row, Stack, TableScroll } from '../../components/ui';
import { clampSetup, DEFAULT_FORM, fromInput, relevantTokens, toInput, type OptimizerForm } from './form';
import { Results } from './Results';
import { UpgradePrompt } from '../../premium/UpgradePrompt';
import { useSubscription } from '../../premium/useSubscription';

export default function ResourceOptimizerPage() {
  const data = useGameData();
  const sheet = useApiLoad('prices', craftworldApi.prices);
  // a failure of either (with its retry) first, else whichever is still loading
  const waiting = data.status === 'error' ? data : sheet.status === 'error' ? sheet : data.status !== 'ready' ? data : sheet;
  return (
    <ToolPage title={<FormattedMessage id="craftworld.optimizer.title" />} purpose={<FormattedMessage id="craftworld.optimizer.purpose" />}>
      {data.status === 'ready' && sheet.status === 'ready' ? <Optimizer data={data.data} sheet={sheet.data} /> : <LoadState state={waiting} retry={waiting.retry} />}
    </ToolPage>
  );
}

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'locked' } | { kind: 'error'; message: string } | { kind: 'done'; result: OptimizerResponse };

function Optimizer({ data, sheet }: { data: GameDataResponse; sheet: PriceSheetResponse }) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const user = useAtomValue(userAtom);
  const subscription = useSubscription();
  const [params] = useSearchParams();
  const [form, setForm] = useState<OptimizerForm>(DEFAULT_FORM);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [setupName, setSetupName] = useState('');
  // number boxes whose text is not a usable number (a negative price, an empty budget): the
  // optimizer is not asked, and no earlier answer stays on screen
  const [wrong, setWrong] = useState<ReadonlySet<string>>(new Set());
  const validity = (key: string) => (valid: boolean) =>
    setWrong((prev) => (prev.has(key) !== valid ? prev : valid ? new Set([...prev].filter((k) => k !== key)) : new Set([...prev, key])));
  const invalid = wrong.size > 0;
  const premium = subscription.status === 'ready' && subscription.data.active;

  // ?setup=<id> (from the dashboard) opens a saved setup
  const setupId = params.get('setup');
  useEffect(() => {
    if (!setupId || !user) return;
    craftworldApi
      .setups()
      .then(({ setups }) => {
        const found = setups.find((s) => s.id === setupId);
        if (found) {
          setForm(fromInput(found.input));
          setSetupName(found.name);
        }
      })
      .catch(() => undefined);
  }, [setupId, user]);

  const tokens = useMemo(() => relevantTokens(data, form.factories), [data, form.factories]);
  const update = (patch: Partial<OptimizerForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setOutcome((o) => (o.kind === 'done' || o.kind === 'error' ? { kind: 'idle' } : o));
  };
  const setFactory = (index: number, patch: Partial<OptimizerForm['factories'][number]>) =>
    update({ factories: form.factories.map((f, i) => (i === index ? clampSetup(data, { ...f, ...patch }) : f)) });

  const calculate = async () => {
    if (invalid) return;
    if (!user || !premium) return setOutcome({ kind: 'locked' });
    setOutcome({ kind: 'busy' });
    try {
      setOutcome({ kind: 'done', result: await craftworldApi.optimize(toInput(data, form, sheet)) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CRAFTWORLD_PREMIUM_REQUIRED') return setOutcome({ kind: 'locked' });
      setOutcome({ kind: 'error', message: errorText(error) });
    }
  };

  const save = async () => {
    try {
      await craftworldApi.saveSetup(setupName.trim(), toInput(data, form, sheet));
      toast({ kind: 'success', title: intl.formatMessage({ id: 'craftworld.setups.saved' }, { name: setupName.trim() }) });
    } catch (error) {
      const premiumLapsed = error instanceof ApiError && error.code === 'CRAFTWORLD_PREMIUM_REQUIRED';
      toast({
        kind: 'error',
        title: intl.formatMessage({ id: 'craftworld.setups.saveFailed' }),
        message: premiumLapsed ? intl.formatMessage({ id: 'craftworld.setups.premiumOnly' }) : errorText(error),
      });
      // the subscription ended since the page asked: ask again, so the form locks saving
      if (premiumLapsed) subscription.retry();
    }
  };

  const ids = { budget: useId(), boost: useId(), name: useId() };
  const factories = Object.keys(data.factories);
  // a Calcular refused before the player logged in or subscribed no longer locks once Premium is there
  const locked = !user || (subscription.status === 'ready' && !subscription.data.active) || (outcome.kind === 'locked' && !premium);

  return (
    <Stack>
      <CommunityNote asOf={data.asOf} />
      <Card aria-labelledby="cw-factories-title">
        <h2 id="cw-factories-title">
          <FormattedMessage id="craftworld.optimizer.factoriesTitle" />
        </h2>
        <Stack>
          {form.factories.map((f, index) => (
            <fieldset key={index} data-testid={`factory-row-${index}`} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <legend style={{ fontWeight: 600, marginBottom: '0.4rem' }}>
                <FormattedMessage id="craftworld.optimizer.factoryN" values={{ n: index + 1 }} />
              </legend>
              <Grid>
                <Field>
                  <FormattedMessage id="craftworld.col.factory" />
                  <select value={f.token} onChange={(e) => setFactory(index, { token: e.target.value })}>
                    {factories.map((t) => (
                      <option key={t}>{t}</option>
                    ))}
                  </select>
                </Field>
                <Field>
                  <FormattedMessage id="craftworld.col.level" />
                  <select value={f.level} onChange={(e) => setFactory(index, { level: Number(e.target.value) })}>
                    {data.factories[f.token]!.map((l) => (
                      <option key={l.level}>{l.level}</option>
                    ))}
                  </select>
                </Field>
                <Field>
                  <FormattedMessage id="craftworld.optimizer.workers" />
                  <select value={f.workers} onChange={(e) => setFactory(index, { workers: Number(e.target.value) })}>
                    {[0, 1, 2, 3, 4].map((w) => (
                      <option key={w}>{w}</option>
                    ))}
                  </select>
                </Field>
                <Field>
                  <FormattedMessage id="craftworld.optimizer.workshop" />
                  <select value={f.workshopLevel} onChange={(e) => setFactory(index, { workshopLevel: Number(e.target.value) })}>
                    {data.mastery.map((_, l) => (
                      <option key={l}>{l}</option>
                    ))}
                  </select>
                </Field>
                <Field>
                  <FormattedMessage id="craftworld.optimizer.mastery" />
                  <select value={f.masteryLevel} onChange={(e) => setFactory(index, { masteryLevel: Number(e.target.value) })}>
                    {data.mastery.map((_, l) => (
                      <option key={l}>{l}</option>
                    ))}
                  </select>
                </Field>
                <Button
                  type="button"
                  disabled={form.factories.length === 1}
                  onClick={() => update({ factories: form.factories.filter((_, i) => i !== index) })}
                  aria-label={intl.formatMessage({ id: 'craftworld.optimizer.removeN' }, { n: index + 1 })}
                >
                  <FormattedMessage id="craftworld.optimizer.remove" />
                </Button>
              </Grid>
            </fieldset>
          ))}
          <Row>
            <Button
              type="button"
              disabled={form.factories.length >= 40}
              onClick={() => update({ factories: [...form.factories, { token: 'MUD', level: 1, workers: 0, workshopLevel: 0, masteryLevel: 0 }] })}
            >
              <FormattedMessage id="craftworld.optimizer.add" />
            </Button>
          </Row>
          <Grid>
            <Field htmlFor={ids.budget}>
              <FormattedMessage id="craftworld.optimizer.budget" />
              <NumberInput
                id={ids.budget}
                min={0.1}
                max={720}
                maxFractionDigits={2}
                required
                value={form.timeBudgetHours}
                onChange={(hours) => hours !== null && update({ timeBudgetHours: hours })}
                onValidity={validity('budget')}
              />
            </Field>
            <Field htmlFor={ids.boost} style={{ flexDirection: 'row', alignItems: 'center' }}>
              <input id={ids.boost} type="checkbox" style={{ width: 'auto' }} checked={form.speedBoost === 2} onChange={(e) => update({ speedBoost: e.target.checked ? 2 : 1 })} />
              <FormattedMessage id="craftworld.optimizer.speedBoost" />
            </Field>
          </Grid>
        </Stack>
      </Card>

      <Card aria-labelledby="cw-prices-title">
        <h2 id="cw-prices-title">
          <FormattedMessage id="craftworld.prices.title" />
        </h2>
        <Muted data-testid="prices-source">
          {sheet.sample ? (
            <FormattedMessage id="craftworld.prices.sourceSample" values={{ currency: sheet.currency, date: sheet.asOf.slice(0, 10) }} />
          ) : (
            <FormattedMessage id="craftworld.prices.source" values={{ source: sheet.source, currency: sheet.currency, date: sheet.asOf.slice(0, 10) }} />
          )}
        </Muted>
        <TableScroll>
          <table data-testid="prices-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="craftworld.col.resource" />
                </th>
                <th scope="col">
                  <FormattedMessage id="craftworld.prices.unitPrice" values={{ currency: sheet.currency }} />
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token}>
                  <th scope="row">{token}</th>
                  <td>
                    <PriceCell>
                      <NumberInput
                        min={0}
                        maxFractionDigits={8}
                        aria-label={intl.formatMessage({ id: 'craftworld.prices.priceOf' }, { token })}
                        value={form.priceOverrides[token] ?? sheet.prices[token] ?? null}
                        onChange={(price) => update({ priceOverrides: price === null ? omit(form.priceOverrides, token) : { ...form.priceOverrides, [token]: price } })}
                        onValidity={validity(`price:${token}`)}
                      />
                    </PriceCell>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Card>

      <Row>
        <Button type="button" $variant="primary" onClick={() => void calculate()} disabled={outcome.kind === 'busy' || invalid}>
          {outcome.kind === 'busy' ? <FormattedMessage id="craftworld.optimizer.calculating" /> : <FormattedMessage id="craftworld.optimizer.calculate" />}
        </Button>
        {user && premium ? (
          <>
            <Field htmlFor={ids.name} style={{ flex: '1 1 12rem' }}>
              <FormattedMessage id="craftworld.setups.name" />
              <input id={ids.name} value={setupName} maxLength={60} onChange={(e) => setSetupName(e.target.value)} />
            </Field>
            <Button type="button" onClick={() => void save()} disabled={!setupName.trim()}>
              <FormattedMessage id="craftworld.setups.save" />
            </Button>
          </>
        ) : user && subscription.status === 'ready' ? (
          // saving setups is a Premium feature (the server refuses it with 402 too)
          <Muted data-testid="craftworld-setups-locked">
            <FormattedMessage id="craftworld.setups.premiumOnly" />
          </Muted>
        ) : null}
      </Row>

      <section aria-live="polite" aria-labelledby="cw-results-title" data-testid="optimizer-results">
        <h2 id="cw-results-title" style={{ position: 'absolute', left: '-9999px' }}>
          <FormattedMessage id="craftworld.results.title" />
        </h2>
        {!user ? (
          <Card data-testid="craftworld-login-required">
            <h2>
              <FormattedMessage id="craftworld.premium.lockedTitle" />
            </h2>
            <Muted>
              <FormattedMessage id="craftworld.premium.loginFirst" />
            </Muted>
          </Card>
        ) : locked ? (
          <UpgradePrompt onClosed={subscription.retry} />
        ) : invalid ? (
          <p role="alert" data-testid="craftworld-invalid">
            <FormattedMessage id="craftworld.optimizer.invalid" />
          </p>
        ) : outcome.kind === 'done' ? (
          <Stack>
            <Results result={outcome.result} sheet={sheet} />
          </Stack>
        ) : outcome.kind === 'error' ? (
          <p role="alert">{outcome.message}</p>
        ) : premium ? (
          <Muted data-testid="craftworld-premium-ready">
            <FormattedMessage id="craftworld.optimizer.pressCalculate" />
          </Muted>
        ) : (
          <Loading />
        )}
      </section>
    </Stack>
  );
}

/** A price box in a table cell, styled like the form's fields. */
const PriceCell = styled(Field).attrs({ as: 'div' })`
  input { width: 9rem; padding: 0.25rem 0.4rem; }
`;

function omit(record: Record<string, number>, key: string): Record<string, number> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}
