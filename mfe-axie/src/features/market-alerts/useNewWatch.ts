import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText, useFilters, useToast } from '@criadero/ui';
import type { SavedFilter } from '../../domain/saved-filters';
import { DEFAULT_PRICE_DROP_PERCENT } from '@criadero/api-contracts/axie/watch-limits';
import { createWatch, type Watch } from './api';
import { watchFilterOf } from './watch-filter';

/**
 * The new-watch form: its values (the first saved filter, any breed count, a 90 price cap, alerts
 * again on a 10 % price drop), the
 * saved filter chosen and the submit that creates the watch. The name and the webhook clear once it is
 * created; a refusal is shown as `error`.
 */
export function useNewWatch(saved: readonly SavedFilter[], onCreated: (watch: Watch) => void) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const form = useFilters({ filterId: saved[0]?.id ?? '', name: '', breedMin: 0, breedMax: 7, maxPrice: '90', priceDrop: String(DEFAULT_PRICE_DROP_PERCENT), webhook: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { filterId, name, breedMin, breedMax, maxPrice, priceDrop, webhook } = form.values;
  const chosen = saved.find((f) => f.id === filterId) ?? saved[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const price = Number(maxPrice.replace(',', '.'));
      const filter = watchFilterOf(chosen.filter, [Math.min(breedMin, breedMax), Math.max(breedMin, breedMax)], Number.isFinite(price) && price > 0 ? price : null);
      const drop = Math.round(Number(priceDrop));
      const watch = await createWatch({
        name: (name.trim() || chosen.name).slice(0, 60),
        filter,
        ...(drop >= 1 && drop <= 90 ? { priceDropPercent: drop } : {}),
        ...(webhook.trim() ? { discordWebhookUrl: webhook.trim() } : {}),
      });
      onCreated(watch);
      form.set('name', '');
      form.set('webhook', '');
      toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.alerts.created' }, { name: watch.name }) });
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return { form, chosen, busy, error, submit };
}
