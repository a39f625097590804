import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@criadero/router';
import { userAtom } from '@criadero/session';
import { useErrorText, useToast } from '@criadero/ui';
import { ApiError } from '@criadero/session/api';
import { craftworldApi, type GameDataResponse, type OptimizerResponse, type PriceSheetResponse } from '../../api/craftworld-api';
import { clampSetup, DEFAULT_FORM, fromInput, relevantTokens, toInput, type OptimizerForm } from './form';
import { useSubscription } from '../../api/useSubscription';

export type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'locked' } | { kind: 'error'; message: string } | { kind: 'done'; result: OptimizerResponse };
export type FactoryPatch = Partial<OptimizerForm['factories'][number]>;

/**
 * The optimizer's form, its answer and the saved setup: the form (a `?setup=<id>` opens a saved
 * one), which number boxes hold no usable number, Calcular (Premium only) and saving the setup.
 */
export function useOptimizer(data: GameDataResponse, sheet: PriceSheetResponse) {
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
  const setFactory = (index: number, patch: FactoryPatch) =>
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

  // a Calcular refused before the player logged in or subscribed no longer locks once Premium is there
  const locked = !user || (subscription.status === 'ready' && !subscription.data.active) || (outcome.kind === 'locked' && !premium);

  return { user, subscription, premium, form, update, setFactory, tokens, validity, invalid, outcome, calculate, setupName, setSetupName, save, locked };
}
