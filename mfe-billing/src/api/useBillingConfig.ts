import { useEffect, useState } from 'react';
import { billingApi, type BillingConfig } from './billing-api';

let cached: Promise<BillingConfig> | undefined;

/** The price list and payment settings, fetched once per page load (retried after a failure). */
export function useBillingConfig(): { config: BillingConfig | null; error: boolean } {
  const [state, setState] = useState<{ config: BillingConfig | null; error: boolean }>({ config: null, error: false });
  useEffect(() => {
    let live = true;
    cached ??= billingApi.config();
    cached.then(
      (config) => live && setState({ config, error: false }),
      () => {
        cached = undefined;
        if (live) setState({ config: null, error: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
