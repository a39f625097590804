import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { es, renderAxieTool } from '../../../testing/test-utils';
import { TOOLS_ERROR_MESSAGES, type SalesHistoryResponse } from '@criadero/api-contracts/axie';
import { formatWei } from '../api';
import SalesHistoryPage from '../pages/SalesHistoryPage';

const answer: SalesHistoryResponse = {
  sales: [
    { axieId: '10000123', class: 'aquatic', breedCount: 2, priceUsd: 31.5, priceWei: '10500000000000000', timestamp: 1735603200, seller: '0x' + 'a'.repeat(40), buyer: '0x' + 'b'.repeat(40), txHash: '0x' + 'c'.repeat(64) },
  ],
  total: 1, page: 1, pageSize: 25,
  stats: { count: 3, medianUsd: 24.5, minUsd: 3.5, maxUsd: 120, p25Usd: 12, p75Usd: 40 },
  bucket: 'month',
  series: [{ start: 1733011200, count: 3, medianUsd: 24.5, minUsd: 3.5, maxUsd: 120 }],
  byPart: [{ partId: 'tail-nimo', name: 'Nimo', type: 'tail', class: 'aquatic', count: 3, medianUsd: 24.5 }],
  scanned: 3, truncated: false,
  source: { kind: 'generated', label: 'Datos de ejemplo generados (no es el marketplace real)', asOf: '2025-01-01' },
};

describe('sales history page', () => {
  it('shows median and range, the chart caption with the median, per-part prices and the sales with buyer, seller and tx', async () => {
    answerApi({ '/api/axie/sales-history': () => ({ json: answer }) });
    renderAxieTool(<SalesHistoryPage />);
    expect((await screen.findByTestId('stat-median')).textContent).toMatch(/^24,50\sUS\$$/);
    expect(screen.getByTestId('stat-range').textContent).toMatch(/3,50\sUS\$ – 120,00\sUS\$/);
    expect(screen.getByTestId('chart-caption').textContent).toMatch(/Precio por mes: .*mediana del periodo \(24,50\sUS\$\)\. 1 puntos\./);
    expect(screen.getByTestId('source-note').textContent).toContain('Datos de ejemplo generados');
    expect(within(screen.getByTestId('part-row')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nimo (Cola)', '3', expect.stringMatching(/24,50/)]);
    const cells = within(screen.getByTestId('sale-row')).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[1]).toBe('#10000123 · Aquatic · 2 crías');
    expect(cells[3]).toBe('0,0105 ETH');
    expect(cells.slice(4)).toEqual(['0xaaaa…aaaa', '0xbbbb…bbbb', '0xcccc…cccc']);
    // each part of the answer is a region named by its heading
    expect(screen.getByRole('region', { name: es['axie.salesHistory.stats.title'] })).toContainElement(screen.getByTestId('stat-median'));
    expect(screen.getByRole('region', { name: es['axie.salesHistory.parts.title'] })).toContainElement(screen.getByTestId('part-row'));
    const list = screen.getByRole('region', { name: 'Ventas recientes (1)' });
    expect(within(list).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fecha', 'Axie', 'USD', 'Precio', 'Vendedor', 'Comprador', 'Transacción']);
  });

  it('sends class, part, breed count, price and period filters', async () => {
    const calls = answerApi({ '/api/axie/sales-history': () => ({ json: answer }) });
    renderAxieTool(<SalesHistoryPage />);
    await screen.findByTestId('stat-median');
    fireEvent.change(screen.getByLabelText(es['axie.tools.class']!), { target: { value: 'aquatic' } });
    fireEvent.change(screen.getByLabelText(es['axie.tools.part']!), { target: { value: 'tail-nimo' } });
    fireEvent.change(screen.getByLabelText(es['axie.salesHistory.breedMax']!), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(es['axie.salesHistory.priceMin']!), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(es['axie.salesHistory.period']!), { target: { value: '30' } });
    await waitFor(() =>
      expect(calls.at(-1)!.body).toEqual({ page: 1, pageSize: 25, classes: ['aquatic'], parts: ['tail-nimo'], breedCount: [0, 3], priceUsd: [10, 1e9], days: 30 }),
    );
  });

  it('formats wei exactly, in the page language, and shows translated errors', async () => {
    expect(formatWei('1234567890000000000', 'es')).toBe('1,2345');
    expect(formatWei('1234567890000000000', 'en')).toBe('1.2345');
    expect(formatWei('999', 'pt')).toBe('0,0000');
    // 12 345.6789 ETH: grouped as each language groups, no float rounding of wei
    expect(formatWei('12345678999999999999999', 'es')).toBe('12.345,6789');
    expect(formatWei('12345678999999999999999', 'en')).toBe('12,345.6789');
    answerApi({ '/api/axie/sales-history': () => ({ status: 400, json: { error: TOOLS_ERROR_MESSAGES.INVALID_RANGE.es, code: 'INVALID_RANGE' } }) });
    renderAxieTool(<SalesHistoryPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(TOOLS_ERROR_MESSAGES.INVALID_RANGE.es);
  });

  it("one axie's sales: the id is sent on Enter, the answer says where the axie comes from; without live lookup the message says so", async () => {
    const calls = answerApi({
      '/api/axie/sales-history': (body) =>
        (body as { axieId?: string }).axieId === '123'
          ? { status: 404, json: { error: TOOLS_ERROR_MESSAGES.LIVE_LOOKUP_NOT_CONFIGURED.es, code: 'LIVE_LOOKUP_NOT_CONFIGURED' } }
          : { json: { ...answer, axie: { id: '10826838', origin: 'marketplace' }, source: { kind: 'live', label: 'Marketplace de Axie Infinity, en vivo', asOf: '2026-11-24' } } },
    });
    renderAxieTool(<SalesHistoryPage />);
    await screen.findByTestId('stat-median');
    const field = screen.getByLabelText(es['axie.salesHistory.axieId']!);
    fireEvent.change(field, { target: { value: '#10826838' } });
    expect(calls).toHaveLength(1); // not on every keystroke
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ page: 1, pageSize: 25, axieId: '10826838' }));
    expect((await screen.findByTestId('sales-axie')).textContent).toBe('Ventas del Axie #10826838 Del marketplace, en vivo');
    expect(screen.getByTestId('source-note').textContent).toContain('Datos en vivo del marketplace');
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.blur(field);
    expect((await screen.findByRole('alert')).textContent).toBe(TOOLS_ERROR_MESSAGES.LIVE_LOOKUP_NOT_CONFIGURED.es);
    expect(screen.queryByTestId('stat-median')).not.toBeInTheDocument(); // not the previous axie's statistics
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.blur(field);
    expect((await screen.findByRole('alert')).textContent).toBe(es['axie.salesHistory.badAxieId']);
  });
});
