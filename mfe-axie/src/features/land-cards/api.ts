import type { CardsFilterBody, CardsListResponse } from '@criadero/api-contracts/axie';
import { callApi } from '@criadero/session/api';

/** The imported land-battle list when the service has one, else the Origins cards (labelled). */
export const fetchCards = (filter: CardsFilterBody, signal: AbortSignal) => callApi<CardsListResponse>('/api/land-battles/cards', { body: filter, signal });
