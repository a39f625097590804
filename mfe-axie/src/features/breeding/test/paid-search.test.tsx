import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { uiMessages } from '@criadero/ui';
import { answerApi } from '@criadero/ui/testing';
import { CreaturePicker } from '../components/CreaturePicker';
import { card, es, LIVE_STATUS, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

const ui = uiMessages.es;
const SAMPLE_STATUS = {
  ...LIVE_STATUS,
  market: { ...LIVE_STATUS.market, source: 'generated' as const, provenance: 'sample' as const, label: 'Datos de ejemplo generados (no es el marketplace real)', asOf: '2025-01-01' },
};
const cardsRoute = (body: unknown) => ({ json: { axies: (body as { ids: string[] }).ids.map((id) => card(Number(id))) } });
const searchButton = () => screen.getByRole('button', { name: es['axie.breeding.search.button'] });

describe('a market search costs what its data is worth', { timeout: 20_000 }, () => {
  it('over the generated sample market: no question, free even without credit, and the answer says why', async () => {
    const calls = answerApi({
      '/api/search': () => ({ json: { axies: '21 22', total: 2, creditos: 0, charge: { charged: false, replay: false, reason: 'sample' } } }),
      '/api/axie/cards': cardsRoute,
    });
    renderBreeding(<CreaturePicker />, { user: user({ creditos: 0 }), status: SAMPLE_STATUS });
    await waitFor(() => expect(screen.getByTestId('search-cost').textContent).toBe(ui['ui.paidSearch.costSample']));
    await act(async () => fireEvent.click(searchButton()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search-charge').textContent).toBe(ui['ui.paidSearch.charge.sample']));
    expect(calls.filter((c) => c.path === '/api/search')).toHaveLength(1);
  });

  it('over the live market: asks first, naming the market, and says what the search cost', async () => {
    const calls = answerApi({
      '/api/search': () => ({ json: { axies: '21', total: 1, creditos: 4, charge: { charged: true, replay: false } } }),
      '/api/axie/cards': cardsRoute,
    });
    renderBreeding(<CreaturePicker />, { user: user({ creditos: 5 }) });
    await waitFor(() => expect(screen.getByTestId('search-cost').textContent).toContain(ui['ui.paidSearch.cost']));
    await act(async () => fireEvent.click(searchButton()));
    const confirm = screen.getByRole('dialog', { name: ui['ui.paidSearch.confirmTitle'] });
    expect(confirm.textContent).toContain('Marketplace de Axie Infinity (importado)');
    expect(calls.filter((c) => c.path === '/api/search')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ui['ui.paidSearch.confirmYes'] })));
    await waitFor(() => expect(screen.getByTestId('search-charge').textContent).toBe('Se gastó 1 crédito. Te quedan 4.'));
  });
});
