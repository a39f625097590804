import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@criadero/ui';
import { ApiError, billingApi, type CreatorCode } from '../../api/billing-api';
import { describeError } from '../../domain/payment-errors';

export interface CreatorCodes {
  commissionPercent: number;
  displayName: string | null;
  codes: CreatorCode[];
}

/**
 * The creator's codes (reloaded after every change) and the two changes a creator makes: the display
 * name and a new code. `busy` holds both forms while either is saving; a refusal is a toast.
 */
export function useCreatorCodes() {
  const intl = useIntl();
  const toast = useToast();
  const [data, setData] = useState<CreatorCodes | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    billingApi.creatorCodes().then(
      (d) => (setData(d), setError(null)),
      (e: unknown) => setError(describeError(intl, e)),
    );
  }, [intl]);
  useEffect(load, [load]);

  const save = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
      load();
    } catch (e) {
      toast({ kind: 'error', title: e instanceof ApiError ? e.message : describeError(intl, e) });
    } finally {
      setBusy(false);
    }
  };

  const saveName = (name: string, onSaved: (displayName: string) => void) =>
    save(async () => {
      const saved = await billingApi.setCreatorName(name);
      onSaved(saved.displayName);
      toast({ kind: 'success', title: intl.formatMessage({ id: 'billing.creator.nameSaved' }, { name: saved.displayName }) });
    });

  const createCode = (code: string, discountPercent: number | undefined, onCreated: () => void) =>
    save(async () => {
      await billingApi.createCreatorCode(code, discountPercent);
      onCreated();
    });

  return { data, error, busy, saveName, createCode };
}
