import type { ReactNode } from 'react';
import { generateGenes } from '@criadero/genetics';
import type { UserState } from '@criadero/session';
import type { AxieStatusResponse } from '@criadero/api-contracts/axie';
import { apiServer, http, HttpResponse, renderTool, type RenderToolOptions } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';
import type { CreatureCard } from '../../../api/axie-api';
import './market-defaults';

export const es = messages.es!;

export function user(overrides: Partial<UserState> = {}): UserState {
  return { accountId: 'acc-1', address: '0x' + '1'.repeat(40), addresses: ['0x' + '1'.repeat(40)], creditos: 5, premium: 0, isCreator: false, config: { body_color: 0, genes_tree: ['dr1', 'dr2', 'r1r2', 'dr1r2'] }, ...overrides };
}

/** `/api/axie/status` over the imported (live) market, its sync up to date: its searches are paid and asked first. */
export const LIVE_STATUS: AxieStatusResponse = {
  service: 'axie',
  version: '0.1.0',
  paidSearch: true,
  market: {
    source: 'graphql',
    provenance: 'live',
    label: 'Marketplace de Axie Infinity (importado)',
    asOf: '2026-11-20',
    loaded: true,
    axies: 20000,
    syncing: true,
    syncedAt: new Date().toISOString(),
    lagSeconds: 1,
    checkedAt: new Date().toISOString(),
    staleSince: null,
    loadFailingSince: null,
    changesApplied: 0,
    listings: null,
    failing: false,
    failingSince: null,
    degraded: false,
    leader: true,
  },
};

/**
 * The kit's renderTool with the axie catalogue and the toasts, as the shell shows the calculator;
 * the market status the page asks for answers `status` (a live, up-to-date market unless told),
 * a listing re-checked is still listed and a signed-in player's account has no hidden Axies
 * unless the test answers those routes itself.
 */
export function renderBreeding(ui: ReactNode, options: RenderToolOptions & { status?: AxieStatusResponse } = {}, status: unknown = options.status ?? LIVE_STATUS) {
  const { status: _status, ...rest } = options;
  apiServer.use(
    http.get('/api/axie/status', () => HttpResponse.json(status as never)),
    http.post('/api/axie/recheck', async ({ request }) => {
      const { axieId } = (await request.json()) as { axieId: string };
      return HttpResponse.json({ axieId, status: 'listed', priceUsd: 41.5, priceWei: '12345678900000000', checkedAt: new Date().toISOString() });
    }),
    http.get('/api/axie/hidden-axies', () => HttpResponse.json({ ids: [] })),
  );
  return renderTool(ui, { messages, toasts: true, ...rest });
}

/** A card with genuine genes from the engine's generator. */
export function card(id: number, extra: Partial<CreatureCard> = {}): CreatureCard {
  return { id: String(id), breedCount: 1, image: null, stage: 4, class: 'beast', order: { currentPrice: '12345678900000000', currentPriceUsd: 41.5 }, owner: null, genes: generateGenes(id), sireId: null, matronId: null, ...extra };
}
