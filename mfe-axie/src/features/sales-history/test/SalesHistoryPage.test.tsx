import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  describe('the charts', () => {
    // three months on a log axis from the lowest minimum ($2) to the highest maximum ($200): a price
    // sits at 240 px × (1 − log₁₀(price / 2) / 2) from the plot's top; the months at the middle of
    // three equal slots (1/6, 3/6 and 5/6 of the width)
    const months: SalesHistoryResponse = {
      ...answer,
      stats: { ...answer.stats, medianUsd: 16 },
      series: [
        { start: Date.UTC(2024, 8, 1) / 1000, count: 5, medianUsd: 10, minUsd: 2, maxUsd: 50 },
        { start: Date.UTC(2024, 9, 1) / 1000, count: 4, medianUsd: 20, minUsd: 5, maxUsd: 200 },
        { start: Date.UTC(2024, 10, 1) / 1000, count: 3, medianUsd: 40, minUsd: 8, maxUsd: 100 },
      ],
      byPart: [
        { partId: 'tail-nimo', name: 'Nimo', type: 'tail', class: 'aquatic', count: 3, medianUsd: 24.5 },
        { partId: 'horn-shoal-star', name: 'Shoal Star', type: 'horn', class: 'aquatic', count: 2, medianUsd: 10 },
      ],
    };
    const yOf = (price: number) => 240 * (1 - Math.log10(price / 2) / 2);
    const xs = [100 / 6, 50, 500 / 6];
    /** the point each command of an SVG path ends at (a monotone curve passes through its data) */
    const endPoints = (d: string) =>
      (d.match(/[MLC][^MLCZ]*/g) ?? []).map((command) => {
        const n = command.slice(1).split(/[ ,]+/).filter(Boolean).map(Number);
        return [n.at(-2)!, n.at(-1)!];
      });
    const expectPoints = (actual: number[][], expected: number[][]) => {
      expect(actual).toHaveLength(expected.length);
      actual.forEach(([x, y], i) => {
        expect(x).toBeCloseTo(expected[i]![0]!, 2);
        expect(y).toBeCloseTo(expected[i]![1]!, 2);
      });
    };

    it('draws the band min–max and the median through each month, the overall median dashed at its height, a bar per part', async () => {
      answerApi({ '/api/axie/sales-history': () => ({ json: months }) });
      renderAxieTool(<SalesHistoryPage />);
      const caption = await screen.findByTestId('chart-caption');
      expect(screen.getByRole('figure', { name: caption.textContent! })).toContainElement(screen.getByTestId('price-chart'));
      const s = months.series;
      // the band: along the maxima, then back along the minima
      expectPoints(endPoints(screen.getByTestId('price-band').getAttribute('d')!), [
        ...s.map((p, i) => [xs[i]!, yOf(p.maxUsd)]),
        ...s.map((p, i) => [xs[i]!, yOf(p.minUsd)]).reverse(),
      ]);
      expectPoints(endPoints(screen.getByTestId('price-median').getAttribute('d')!), s.map((p, i) => [xs[i]!, yOf(p.medianUsd)]));
      expect(Number(screen.getByTestId('price-reference').getAttribute('y1'))).toBeCloseTo(yOf(16), 2);
      // the $100 tick and its grid line at the height of $100
      const axis = within(screen.getByTestId('price-chart'));
      const hundred = axis.getByText('$100');
      expect(Number(hundred.getAttribute('y'))).toBeCloseTo(yOf(100), 2);
      // a date tick per month, in the page's language, at its month's place
      const dates = axis.getAllByText(/^\S+ 24$/);
      expect(dates.map((t) => t.textContent)).toEqual(['sept 24', 'oct 24', 'nov 24']);
      dates.forEach((t, i) => expect(parseFloat(t.getAttribute('x')!)).toBeCloseTo(xs[i]!, 2));
      const bars = within(screen.getByTestId('part-chart')).getAllByTestId('part-bar');
      expect(bars).toHaveLength(2);
      // $0–$25 (the highest median rounded up to a tick): $24.50 is 98 % of the width, $10 40 %
      expect(bars.map((b) => parseFloat(b.getAttribute('width')!))).toEqual([98, 40]);
      expect(within(screen.getByTestId('part-chart')).getByText('$25')).toBeInTheDocument();
      expect(bars[0]!.textContent).toMatch(/^Nimo \(Cola\): 24,50\sUS\$$/);
    });

    it('each month is reached by the keyboard: one tab stop, arrows between months, its name and tooltip give date, median and range', async () => {
      answerApi({ '/api/axie/sales-history': () => ({ json: months }) });
      renderAxieTool(<SalesHistoryPage />);
      await screen.findByTestId('chart-caption');
      const group = screen.getByRole('group', { name: es['axie.salesHistory.chart.points'] });
      const points = within(group).getAllByRole('img');
      expect(points).toHaveLength(3);
      expect(points.map((p) => p.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
      expect(points[1]!.getAttribute('aria-label')).toMatch(/^oct 24: mediana 20,00\sUS\$, rango 5,00\sUS\$ – 200,00\sUS\$$/);
      expect(screen.queryByTestId('price-chart-tooltip')).not.toBeInTheDocument();
      act(() => points[0]!.focus());
      fireEvent.keyDown(points[0]!, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(points[1]);
      expect(points.map((p) => p.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
      expect(screen.getByTestId('price-chart-tooltip').textContent).toMatch(/^oct 24.*5,00\sUS\$ – 200,00\sUS\$.*Mediana: 20,00\sUS\$$/);
      fireEvent.keyDown(points[1]!, { key: 'End' });
      expect(document.activeElement).toBe(points[2]);
      expect(screen.getByTestId('price-chart-tooltip').textContent).toContain('Mediana: 40,00');
      fireEvent.keyDown(points[2]!, { key: 'ArrowRight' }); // stays on the last
      expect(document.activeElement).toBe(points[2]);
      act(() => points[2]!.blur());
      expect(screen.queryByTestId('price-chart-tooltip')).not.toBeInTheDocument();
      fireEvent.mouseEnter(points[0]!);
      expect(screen.getByTestId('price-chart-tooltip').textContent).toContain('Mediana: 10,00');
    });

    it('after an answer with fewer months, the chart still has its tab stop', async () => {
      answerApi({ '/api/axie/sales-history': (body) => ({ json: (body as { days?: number }).days ? answer : months }) });
      renderAxieTool(<SalesHistoryPage />);
      await screen.findByTestId('chart-caption');
      const last = screen.getAllByTestId('price-point')[2]!;
      act(() => last.focus()); // the third month is the tab stop now
      fireEvent.change(screen.getByLabelText(es['axie.salesHistory.period']!), { target: { value: '30' } });
      await waitFor(() => expect(screen.getAllByTestId('price-point')).toHaveLength(1));
      expect(screen.getByTestId('price-point').getAttribute('tabindex')).toBe('0');
    });
  });
});
