import type { ItemsBody, ItemsResponse } from '@criadero/api-contracts/axie';
import { callApi } from '@criadero/session/api';

export const fetchItems = (filter: ItemsBody, signal: AbortSignal) => callApi<ItemsResponse>('/api/origins/items', { body: filter, signal });
