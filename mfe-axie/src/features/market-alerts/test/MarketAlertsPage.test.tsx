import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, answerApi, apiServer, http } from '@criadero/ui/testing';
import { AXIE_ERROR_MESSAGES } from '@criadero/api-contracts/axie';
import { es, renderAxieTool } from '../../../testing/test-utils';
import MarketAlertsPage from '../pages/MarketAlertsPage';

const SAVED = [
  { id: 'Bestias', name: 'Bestias', filter: { classes: ['beast'], back: ['back-ronin'], exclude: ['tail-nimo'], purity: [5, 6] } },
  { id: 'Aves', name: 'Aves', filter: { classes: ['bird'] } },
];
const ALERT = { id: 'w1:123:7', watchId: 'w1', watchName: 'Bestias', axieId: '123', kind: 'listed', priceUsd: 42, seq: 7, at: '2026-11-27T01:00:00.000Z', sample: false, delivery: null };

/** The market's status as `/api/axie/status` answers it: checked 5 s ago, its last change an hour ago. */
const marketStatus = () => ({
  service: 'axie',
  market: { loaded: true, syncing: true, syncedAt: new Date(Date.now() - 3_600_000).toISOString(), checkedAt: new Date(Date.now() - 5000).toISOString(), failingSince: null, degraded: false, staleSince: null, loadFailingSince: null },
});

describe('marketplace alerts page', () => {
  beforeEach(() => {
    localStorage.setItem('axie.breeding.savedFilters', JSON.stringify(SAVED));
    apiServer.use(http.get('/api/axie/status', () => HttpResponse.json(marketStatus())));
  });

  it('names the classes of a watch in the player\'s language', async () => {
    const watch = { id: 'w1', name: 'Aves', filter: { classes: ['bird', 'aquatic'] }, discord: null, priceDropPercent: 10, createdAt: '2026-11-27T01:00:00.000Z' };
    answerApi({ '/api/axie/watches': () => ({ json: { watches: [watch], limit: 5 } }), '/api/axie/alerts': () => ({ json: { alerts: [], next: null } }) });
    renderAxieTool(<MarketAlertsPage />, { locale: 'en' });
    await waitFor(() => expect(screen.getByTestId('watch-list').textContent).toContain('classes: Bird, Aquatic ·'));
  });

  it('says how long ago the market its alerts come from was checked', async () => {
    answerApi({ '/api/axie/watches': () => ({ json: { watches: [], limit: 5 } }), '/api/axie/alerts': () => ({ json: { alerts: [], next: null } }) });
    renderAxieTool(<MarketAlertsPage />);
    await waitFor(() => expect(screen.getByTestId('market-freshness').textContent).toMatch(/^Mercado actualizado hace ([5-9]|1\d) s$/));
  });

  it('turns a saved filter, a breed count range and a price cap into a watch with the search\'s fields, and lists watches and alerts', async () => {
    const calls = answerApi({
      '/api/axie/watches': (body) =>
        body
          ? { json: { id: 'w2', name: 'Bestias puras', filter: (body as { filter: object }).filter, discord: null, priceDropPercent: (body as { priceDropPercent: number }).priceDropPercent, createdAt: '2026-11-27T01:00:00.000Z' } }
          : { json: { watches: [], limit: 5 } },
      '/api/axie/alerts': () => ({ json: { alerts: [ALERT], next: null } }),
    });
    renderAxieTool(<MarketAlertsPage />);
    expect(await screen.findByText('0 de 5 búsquedas vigiladas en tu plan.')).toBeInTheDocument();
    expect((await screen.findByTestId('alert-list')).textContent).toMatch(/Bestias · Axie #123 · nuevo anuncio · 42,00\s?US\$/);

    fireEvent.change(screen.getByLabelText(es['axie.alerts.new.name']!), { target: { value: 'Bestias puras' } });
    fireEvent.change(screen.getByLabelText(es['axie.alerts.new.breedMax']!), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(es['axie.alerts.new.maxPrice']!), { target: { value: '55,5' } });
    fireEvent.change(screen.getByLabelText(es['axie.alerts.new.priceDrop']!), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.alerts.new.submit'] }));
    await waitFor(() => expect(screen.getByTestId('watch-list').textContent).toContain('Bestias puras'));
    const created = calls.find((c) => c.body)!;
    expect(created.body).toEqual({
      name: 'Bestias puras',
      filter: { parts: ['back-ronin', '!tail-nimo'], classes: ['beast'], breedCount: [0, 2], maxPriceUSD: 55.5, pureness: [5, 6] },
      priceDropPercent: 15,
    });
    expect(screen.getByTestId('watch-list').textContent).toContain('clases: Bestia · 2 partes · crías 0–2 · pureza 5, 6 · hasta 55.5 USD · de nuevo si baja un 15 %');
  });

  it("shows the server's refusal as it is (a bad webhook), and offers a better plan when the plan is full", async () => {
    const watch = { id: 'w1', name: 'Aves', filter: { classes: ['bird'] }, discord: { hint: '…5678', disabled: null }, priceDropPercent: 10, createdAt: '2026-11-27T01:00:00.000Z' };
    let limit = 2;
    answerApi({
      '/api/axie/watches': (body) =>
        body ? { status: 400, json: { code: 'WEBHOOK_URL_INVALID', error: AXIE_ERROR_MESSAGES.WEBHOOK_URL_INVALID.es } } : { json: { watches: [watch], limit } },
      '/api/axie/alerts': () => ({ json: { alerts: [] } }),
    });
    const first = renderAxieTool(<MarketAlertsPage />);
    expect(await screen.findByText(es['axie.alerts.recent.none']!)).toBeInTheDocument();
    expect(screen.getByTestId('watch-list').textContent).toContain('Discord …5678');
    expect(screen.queryByText(es['axie.alerts.upgrade']!)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(es['axie.alerts.new.discord']!), { target: { value: 'http://example.com/hook' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.alerts.new.submit'] }));
    expect((await screen.findByTestId('watch-error')).textContent).toBe(AXIE_ERROR_MESSAGES.WEBHOOK_URL_INVALID.es);
    first.unmount();

    limit = 1;
    renderAxieTool(<MarketAlertsPage />);
    expect(await screen.findByText(es['axie.alerts.upgrade']!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: es['axie.alerts.new.submit'] })).toBeDisabled();
  });

  it('"Ver en el Marketplace" of an alert re-checks the listing first: its price now, or that it was sold, is said beside the link, and only a listed one opens', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const alerts = [ALERT, { ...ALERT, id: 'w1:124:8', axieId: '124', seq: 8 }];
    const answers: Record<string, object> = { '123': { status: 'listed', priceUsd: 30, priceWei: '9000000000000000' }, '124': { status: 'sold', priceUsd: null, priceWei: null } };
    const calls = answerApi({
      '/api/axie/watches': () => ({ json: { watches: [], limit: 5 } }),
      '/api/axie/alerts': () => ({ json: { alerts } }),
      '/api/axie/recheck': (body) => {
        const { axieId } = body as { axieId: string };
        return { json: { axieId, ...answers[axieId], checkedAt: '2026-11-27T02:00:00.000Z' } };
      },
    });
    renderAxieTool(<MarketAlertsPage />);
    // the list is drawn empty before the alerts arrive: wait for its rows
    const rows = await within(await screen.findByTestId('alert-list')).findAllByRole('listitem');
    const link = (row: HTMLElement) => within(row).getByRole('link', { name: es['axie.alerts.openMarketplace'] });
    expect(link(rows[0]!).getAttribute('href')).toBe('https://app.axieinfinity.com/marketplace/axies/124/');
    fireEvent.click(link(rows[0]!));
    fireEvent.click(link(rows[1]!));
    await waitFor(() => expect(within(rows[0]!).getByTestId('alert-listing-now').textContent).toBe('Vendido'));
    await waitFor(() => expect(within(rows[1]!).getByTestId('alert-listing-now').textContent).toMatch(/^Ahora 30,00\sUS\$$/));
    expect(calls.filter((c) => c.path === '/api/axie/recheck').map((c) => c.body)).toEqual([{ axieId: '124' }, { axieId: '123' }]);
    // the sold one stays closed; the listed one opens after its answer
    expect(open.mock.calls.map(([url]) => url)).toEqual(['https://app.axieinfinity.com/marketplace/axies/123/']);
    open.mockRestore();
  });

  it('says a webhook Discord refused is disabled, where each Discord message is, links a sample axie to the showroom, and pages older alerts', async () => {
    const watch = { id: 'w1', name: 'Aves', filter: { classes: ['bird'] }, discord: { hint: '…5678', disabled: { at: '2026-11-27T03:00:00.000Z', status: 404 } }, priceDropPercent: 10, createdAt: '2026-11-27T01:00:00.000Z' };
    const newer = [
      { ...ALERT, id: 'w1:125:9', axieId: '125', seq: 9, delivery: { state: 'disabled', attempts: 1, lastStatus: 404 } },
      { ...ALERT, id: 'w1:124:8', axieId: '124', seq: 8, delivery: { state: 'retrying', attempts: 2, lastStatus: 429 } },
    ];
    const older = [{ ...ALERT, sample: true, delivery: { state: 'sent', attempts: 1, lastStatus: 200 } }];
    answerApi({ '/api/axie/watches': () => ({ json: { watches: [watch], limit: 5 } }) });
    const pagesAsked: Array<string | null> = [];
    apiServer.use(
      http.get('/api/axie/alerts', ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        pagesAsked.push(after);
        return HttpResponse.json(after === 'p2' ? { alerts: older, next: null } : { alerts: newer, next: 'p2' });
      }),
    );
    renderAxieTool(<MarketAlertsPage />);
    expect((await screen.findByTestId('webhook-disabled')).textContent).toContain('Discord desactivado: el webhook respondió 404');
    const states = () => screen.getAllByTestId('alert-delivery').map((el) => el.getAttribute('data-state'));
    await waitFor(() => expect(states()).toEqual(['disabled', 'retrying']));
    expect(screen.getAllByTestId('alert-delivery')[1]!.textContent).toContain(es['axie.alerts.delivery.retrying']);

    fireEvent.click(screen.getByTestId('alerts-more'));
    await waitFor(() => expect(states()).toEqual(['disabled', 'retrying', 'sent']));
    expect(screen.queryByTestId('alerts-more')).not.toBeInTheDocument();
    expect(pagesAsked).toEqual([null, 'p2']);
    // the sample axie: labelled, and linked to the site's own view of it, not to a marketplace id
    const rows = within(screen.getByTestId('alert-list')).getAllByRole('listitem');
    expect(within(rows[2]!).getByTestId('alert-sample').textContent).toBe(es['axie.alerts.sample']);
    expect(within(rows[2]!).getByTestId('alert-showroom-link').getAttribute('href')).toBe('/axie-infinity-tools/axie-showroom?ids=123');
    expect(within(rows[2]!).queryByRole('link', { name: es['axie.alerts.openMarketplace'] })).not.toBeInTheDocument();
  });

  it('sends to the breeding calculator when there is no saved filter', async () => {
    localStorage.removeItem('axie.breeding.savedFilters');
    answerApi({ '/api/axie/watches': () => ({ json: { watches: [], limit: 1 } }), '/api/axie/alerts': () => ({ json: { alerts: [] } }) });
    renderAxieTool(<MarketAlertsPage />);
    expect((await screen.findByRole('link', { name: 'Calculadora de Breeding' })).getAttribute('href')).toBe('/axie-infinity-tools/breeding-calculator');
  });
});
