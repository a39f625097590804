import type { PoisonResponse } from '@criadero/api-contracts/axie';
import { callApi } from '@criadero/session/api';

export const fetchPoisonInfo = (signal: AbortSignal) => callApi<PoisonResponse>('/api/origins/poison', { signal });
