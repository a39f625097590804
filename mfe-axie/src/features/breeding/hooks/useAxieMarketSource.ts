import type { AxieStatusResponse } from '@criadero/api-contracts/axie';
import { useApiGet, type PaidSearchSource } from '@criadero/ui';

/**
 * Where the Axie market searched comes from (`/api/axie/status`), for the paid-search flow: only
 * a live market costs a credit; over the generated sample (or a live market out of date) a
 * search is free and goes without a question. Null while it loads (a search then asks first).
 */
export function useAxieMarketSource(): PaidSearchSource | null {
  const status = useApiGet<AxieStatusResponse>('/api/axie/status');
  if (status.status !== 'ready') return null;
  const { provenance, label, asOf } = status.data.market;
  return { live: provenance === 'live', provenance, label, asOf };
}
