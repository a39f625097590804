import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { AXIE_ERROR_MESSAGES } from '@criadero/api-contracts/axie';
import { es, renderAxieTool } from '../../../testing/test-utils';
import MarketAlertsPage from '../pages/MarketAlertsPage';

const SAVED = [
  { id: 'Bestias', name: 'Bestias', filter: { classes: ['beast'], back: ['back-ronin'], exclude: ['tail-nimo'], purity: [5, 6] } },
  { id: 'Aves', name: 'Aves', filter: { classes: ['bird'] } },
];
const ALERT = { id: 'w1:123', watchId: 'w1', watchName: 'Bestias', axieId: '123', kind: 'listed', priceUsd: 42, seq: 7, at: '2026-11-27T01:00:00.000Z' };

describe('marketplace alerts page', () => {
  beforeEach(() => localStorage.setItem('axie.breeding.savedFilters', JSON.stringify(SAVED)));

  it('turns a saved filter, a breed count range and a price cap into a watch with the search\'s fields, and lists watches and alerts', async () => {
    const calls = answerApi({
      '/api/axie/watches': (body) =>
        body
          ? { json: { id: 'w2', name: 'Bestias puras', filter: (body as { filter: object }).filter, discord: null, createdAt: '2026-11-27T01:00:00.000Z' } }
          : { json: { watches: [], limit: 5 } },
      '/api/axie/alerts': () => ({ json: { alerts: [ALERT] } }),
    });
    renderAxieTool(<MarketAlertsPage />);
    expect(await screen.findByText('0 de 5 búsquedas vigiladas en tu plan.')).toBeInTheDocument();
    expect((await screen.findByTestId('alert-list')).textContent).toMatch(/Bestias · Axie #123 · nuevo anuncio · 42,00\s?US\$/);

    fireEvent.change(screen.getByLabelText(es['axie.alerts.new.name']!), { target: { value: 'Bestias puras' } });
    fireEvent.change(screen.getByLabelText(es['axie.alerts.new.breedMax']!), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(es['axie.alerts.new.maxPrice']!), { target: { value: '55,5' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.alerts.new.submit'] }));
    await waitFor(() => expect(screen.getByTestId('watch-list').textContent).toContain('Bestias puras'));
    const created = calls.find((c) => c.body)!;
    expect(created.body).toEqual({
      name: 'Bestias puras',
      filter: { parts: ['back-ronin', '!tail-nimo'], classes: ['beast'], breedCount: [0, 2], maxPriceUSD: 55.5, pureness: [5, 6] },
    });
    expect(screen.getByTestId('watch-list').textContent).toContain('clases: beast · 2 partes · crías 0–2 · pureza 5, 6 · hasta 55.5 USD');
  });

  it("shows the server's refusal as it is (a bad webhook), and offers a better plan when the plan is full", async () => {
    const watch = { id: 'w1', name: 'Aves', filter: { classes: ['bird'] }, discord: { hint: '…5678' }, createdAt: '2026-11-27T01:00:00.000Z' };
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

  it('"Ver en el Marketplace" of an alert re-checks the listing: its price now, or that it was sold, is said beside the link', async () => {
    const alerts = [ALERT, { ...ALERT, id: 'w1:124', axieId: '124', seq: 8 }];
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
    const rows = within(await screen.findByTestId('alert-list')).getAllByRole('listitem');
    const open = (row: HTMLElement) => within(row).getByRole('link', { name: es['axie.alerts.openMarketplace'] });
    expect(open(rows[0]!).getAttribute('href')).toBe('https://app.axieinfinity.com/marketplace/axies/124/');
    fireEvent.click(open(rows[0]!));
    fireEvent.click(open(rows[1]!));
    await waitFor(() => expect(within(rows[0]!).getByTestId('alert-listing-now').textContent).toBe('Vendido'));
    await waitFor(() => expect(within(rows[1]!).getByTestId('alert-listing-now').textContent).toMatch(/^Ahora 30,00\sUS\$$/));
    expect(calls.filter((c) => c.path === '/api/axie/recheck').map((c) => c.body)).toEqual([{ axieId: '124' }, { axieId: '123' }]);
  });

  it('sends to the breeding calculator when there is no saved filter', async () => {
    localStorage.removeItem('axie.breeding.savedFilters');
    answerApi({ '/api/axie/watches': () => ({ json: { watches: [], limit: 1 } }), '/api/axie/alerts': () => ({ json: { alerts: [] } }) });
    renderAxieTool(<MarketAlertsPage />);
    expect((await screen.findByRole('link', { name: 'Calculadora de Breeding' })).getAttribute('href')).toBe('/axie-infinity-tools/breeding-calculator');
  });
});
