import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { creditsModalOpenAtom, sessionAtom, type UserState } from '@criadero/session';
import { uiMessages } from '@criadero/ui';
import { messages } from '../../../i18n/messages';
import LumiterraMarketPage from '../LumiterraMarketPage';
import { apiServer, http, HttpResponse, renderTool, testUser } from '@criadero/ui/testing';

const es = messages.es;
const ui = uiMessages.es;
const FILTERS = {
  types: [1, 3, 4, 6, 7, 8],
  qualities: [1, 2, 3, 4, 5],
  maxLevel: 9,
  itemCount: 892,
  catalogue: { source: 'game tables', asOf: '2025-01-10' },
  // live prices: a search costs a credit (over sample prices it is free, see below)
  prices: { source: 'lumiterra-market', sample: false, currency: 'RON', asOf: '2026-11-20' },
};
const SAMPLE_PRICES = { source: 'sample', sample: true, currency: 'RON', asOf: '2026-11-22' };
const SEARCH = {
  items: [{ id: 709, name: 'Lv 1 Energy Restoration Potion 2.0', nameEs: 'Poción Lv 1', type: 3, qualities: [1], level: 0, tradable: true, price: 0.135 }],
  total: 1,
  creditos: 2,
  charge: { charged: true, replay: false },
  prices: FILTERS.prices,
};


// The fake API (MSW) stands for the service here: the browser test runs the real one. Returns the URLs asked.
function stubApi(prices = FILTERS.prices) {
  const calls: string[] = [];
  apiServer.use(
    http.get('/api/lumiterra/marketplace/filters', ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json({ ...FILTERS, prices });
    }),
    http.post('/api/lumiterra/marketplace/search', ({ request }) => {
      calls.push(request.url);
      const charge = prices.sample ? { charged: false, replay: false, reason: 'sample' } : SEARCH.charge;
      return HttpResponse.json({ ...SEARCH, prices, charge, creditos: prices.sample ? 0 : SEARCH.creditos });
    }),
  );
  return calls;
}

const renderPage = (state: UserState | null) => renderTool(<LumiterraMarketPage />, { user: state, messages }).store;

const searchButton = () => screen.findByRole('button', { name: es['lumiterraPixels.market.search'] });

describe('LumiterraMarketPage credit flow', () => {
  it('opens the buy-credits modal at zero credits without searching', async () => {
    const calls = stubApi();
    const store = renderPage(testUser({ creditos: 0 }));
    fireEvent.click(await searchButton());
    expect(store.get(creditsModalOpenAtom)).toBe(true);
    expect(calls.filter((c) => c.includes('/search'))).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches sample prices for free, without a question, even with no credit, and says so', async () => {
    const calls = stubApi(SAMPLE_PRICES);
    const store = renderPage(testUser({ creditos: 0 }));
    fireEvent.click(await searchButton());
    await screen.findByText('1 objeto encontrado');
    expect(screen.getByTestId('search-cost').textContent).toBe(ui['ui.paidSearch.costSample']);
    // the answer says the search was free, and why
    expect(screen.getByTestId('search-charge').textContent).toBe(ui['ui.paidSearch.charge.sample']);
    expect(calls.filter((c) => c.includes('/search'))).toHaveLength(1);
    expect(store.get(creditsModalOpenAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with live prices asks before spending a credit, naming the source and date, then updates the balance', async () => {
    const calls = stubApi();
    const store = renderPage(testUser({ creditos: 3 }));
    fireEvent.click(await searchButton());
    await screen.findByRole('dialog', { name: ui['ui.paidSearch.confirmTitle'] });
    expect(screen.getByTestId('confirm-source').textContent).toBe('Datos: lumiterra-market, al 20 nov 2026.');
    expect(calls.filter((c) => c.includes('/search'))).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ui['ui.paidSearch.confirmYes'] })));
    await screen.findByText('1 objeto encontrado');
    expect(calls.filter((c) => c.includes('/search'))).toHaveLength(1);
    const session = store.get(sessionAtom);
    expect(session.status === 'authenticated' && session.user.creditos).toBe(2);
    expect(screen.getByTestId('search-charge').textContent).toBe('Se gastó 1 crédito. Te quedan 2.');
  });

  it('lets Elite search without a question', async () => {
    const calls = stubApi();
    renderPage(testUser({ creditos: 0, premium: 2 }));
    fireEvent.click(await searchButton());
    await waitFor(() => expect(calls.filter((c) => c.includes('/search'))).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prompts a visitor to log in', async () => {
    stubApi();
    renderPage(null);
    fireEvent.click(await searchButton());
    await screen.findByRole('dialog', { name: ui['ui.paidSearch.loginTitle'] });
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
