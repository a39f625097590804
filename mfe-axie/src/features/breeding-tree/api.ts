import type { TreeBody, TreeResponse } from '@criadero/api-contracts/axie';
import { callApi } from '@criadero/session/api';

export const fetchTree = (body: TreeBody, signal: AbortSignal) => callApi<TreeResponse>('/api/axie/tree', { body, signal });
