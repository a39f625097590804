import './no-worker';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PairValueBody, PairValueResponse } from '@criadero/api-contracts/axie';
import { answerApi } from '@criadero/ui/testing';
import { DEFAULT_BREEDING_COSTS, childClassOdds, compileFilter, decodeGenes, pairProbabilities } from '@criadero/genetics';
import { PAIR_COLUMNS } from '../domain/pair-table';
import { DEFAULT_TOKEN_PRICES } from './market-defaults';
import { commonPart, evaluateToList, loadWithFilter, rankedPairKeys, rankingPage } from './ranking-page';
import { card, es } from './render';

const ids = (n: number) => Array.from({ length: n }, (_, i) => 101 + i);
const usdEs = (n: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/**
 * A market where a child with the wanted part sold at 40, 50, 60 and 70 US$ (median 55) and one
 * is listed at 52, and any other child of its class sold at 10, 12 and 14 (median 12), nothing
 * listed; `fewFor` classes have only two sales of the wanted build (not enough).
 */
function market(fewFor: string[] = []) {
  return (body: unknown): { json: PairValueResponse } => ({
    json: {
      builds: (body as PairValueBody).builds.map((b) => {
        const wanted = b.parts.length > 0;
        const prices = wanted ? (fewFor.includes(b.class) ? [40, 50] : [40, 50, 60, 70]) : [10, 12, 14];
        const enough = prices.length >= 3;
        const medianUsd = enough ? (wanted ? 55 : 12) : null;
        const lowestUsd = wanted ? 52 : null;
        return {
          class: b.class,
          parts: b.parts,
          sales: prices.map((priceUsd, i) => ({ axieId: String(9000 + i), priceUsd, timestamp: 1_763_600_000 - i * 86_400 })),
          medianUsd,
          listings: { count: lowestUsd === null ? 0 : 1, lowestUsd },
          valueUsd: medianUsd === null ? null : lowestUsd === null ? medianUsd : Math.min(medianUsd, lowestUsd),
        };
      }),
      rule: { windowDays: 90, sampleSize: 20, minSales: 3 },
      marketFee: { rate: 0.0425, source: 'Order.marketFeePercentage' },
      asOf: '2025-11-20',
    },
  });
}

/** The profit of a pair's next breed worked out by hand from the market above. */
function handProfit(a: ReturnType<typeof card>, b: ReturnType<typeof card>, eyes: string): number {
  const [ga, gb] = [decodeGenes(a.genes), decodeGenes(b.genes)];
  const p = pairProbabilities(ga, gb, compileFilter({ eyes })).groups[0]!.D;
  const gross = Object.values(childClassOdds(ga.class, gb.class)).reduce((s, pc) => s + pc! * (p * 52 + (1 - p) * 12), 0);
  const slp = DEFAULT_BREEDING_COSTS.slpByBreedCount[a.breedCount]! + DEFAULT_BREEDING_COSTS.slpByBreedCount[b.breedCount]!;
  return gross * (1 - 0.0425) - (slp * DEFAULT_TOKEN_PRICES.slpUsd + DEFAULT_BREEDING_COSTS.axsPerBreed * DEFAULT_TOKEN_PRICES.axsUsd);
}

describe('the ranked pairs table', { timeout: 30_000 }, () => {
  it('sorts by every column both ways, saying so in aria-sort, and the ranking order comes back', async () => {
    answerApi({ '/api/axie/pair-value': market() });
    const { store } = rankingPage();
    const cards = ids(10).map((id) => card(id, { breedCount: id % 4, order: id % 3 === 0 ? null : { currentPrice: '1', currentPriceUsd: 5 + ((id * 37) % 90) } }));
    const eyes = commonPart(cards, 'eyes');
    loadWithFilter(store, cards, { eyes: [eyes] });
    await evaluateToList();
    const table = screen.getByTestId('ranked-pairs');
    await waitFor(() => expect(within(table).getAllByTestId('pair-profit').length).toBe(rankedPairKeys().length));
    const ranked = rankedPairKeys();
    const byId = new Map(cards.map((c) => [c.id, c]));
    const valueOf: Record<string, (key: string) => number | string> = {
      rank: (key) => ranked.indexOf(key),
      parents: (key) => key.split('-').map((id) => id.padStart(12, '0')).join('-'),
      class: () => 'beast beast',
      breeds: (key) => key.split('-').reduce((s, id) => s + byId.get(id)!.breedCount, 0),
      price: (key) => key.split('-').reduce((s, id) => s + Number(byId.get(id)!.order?.currentPriceUsd ?? 0), 0),
      profit: (key) => { const [a, b] = key.split('-'); return handProfit(byId.get(a!)!, byId.get(b!)!, eyes); },
    };
    const header = (column: string) => table.querySelector(`th:has(button[data-column="${column}"])`)!;
    for (const column of PAIR_COLUMNS) {
      const button = within(header(column) as HTMLElement).getByRole('button');
      fireEvent.click(button);
      const first = header(column).getAttribute('aria-sort');
      expect(['ascending', 'descending']).toContain(first);
      for (const other of PAIR_COLUMNS) if (other !== column) expect(header(other).getAttribute('aria-sort')).toBe('none');
      const check = (direction: string) => {
        const value = valueOf[column];
        if (!value) return; // odds and cost: checked against the engine in the ranking tests
        const values = rankedPairKeys().map(value);
        const sorted = [...values].sort((x, y) => (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number)) * (direction === 'ascending' ? 1 : -1));
        expect(values).toEqual(sorted);
      };
      check(first!);
      fireEvent.click(button);
      const second = header(column).getAttribute('aria-sort');
      expect(second).toBe(first === 'ascending' ? 'descending' : 'ascending');
      check(second!);
    }
    fireEvent.click(within(header('rank') as HTMLElement).getByRole('button'));
    expect(header('rank').getAttribute('aria-sort')).toBe('ascending');
    expect(rankedPairKeys()).toEqual(ranked);
  });

  it('ranks by expected profit: each figure is the hand computation from the sales the page names, the most profitable first', async () => {
    answerApi({ '/api/axie/pair-value': market() });
    const { store } = rankingPage();
    const cards = ids(8).map((id) => card(id, { breedCount: id % 5 }));
    const eyes = commonPart(cards, 'eyes');
    loadWithFilter(store, cards, { eyes: [eyes] });
    fireEvent.change(screen.getByTestId('metric-select'), { target: { value: 'profit' } });
    await evaluateToList();
    await waitFor(() => expect(screen.getAllByTestId('pair-profit').length).toBeGreaterThan(3));
    const byId = new Map(cards.map((c) => [c.id, c]));
    const keys = rankedPairKeys();
    const expected = keys.map((key) => { const [a, b] = key.split('-'); return handProfit(byId.get(a!)!, byId.get(b!)!, eyes); });
    expect(screen.getAllByTestId('pair-profit').map((c) => c.textContent)).toEqual(expected.map(usdEs));
    expect([...expected].sort((x, y) => y - x)).toEqual(expected);
    // the breakdown names the sales and the rule
    const first = screen.getAllByTestId('pair-profit')[0]!;
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const breakdown = screen.getByTestId('profit-breakdown');
    const wanted = within(breakdown).getAllByTestId('profit-outcome').find((o) => o.getAttribute('data-rest') === 'false')!;
    expect(within(wanted).getAllByRole('listitem', { hidden: true }).map((li) => Number(li.getAttribute('data-price')))).toEqual([40, 50, 60, 70]);
    expect(wanted.textContent).toContain(`mediana ${usdEs(55)}`);
    expect(wanted.textContent).toContain(`1 en venta, desde ${usdEs(52)}`);
    expect(wanted.textContent).toContain(`Vale ${usdEs(52)}`);
    expect(within(breakdown).getByTestId('profit-total').textContent).toBe(`= Beneficio esperado: ${usdEs(expected[0]!)}`);
    expect(breakdown.textContent).toContain('Order.marketFeePercentage');
  });

  it('says "faltan ventas" instead of a figure when an outcome that can happen has too few sales', async () => {
    const cards = ids(6).map((id) => card(id));
    const classes = [...new Set(cards.map((c) => decodeGenes(c.genes).class))];
    answerApi({ '/api/axie/pair-value': market(classes) });
    const { store } = rankingPage();
    loadWithFilter(store, cards, { eyes: [commonPart(cards, 'eyes')] });
    await evaluateToList();
    await waitFor(() => expect(screen.getAllByTestId('pair-profit')[0]!.textContent).toBe(es['axie.breeding.table.fewSales']));
    fireEvent.click(screen.getAllByTestId('pair-profit')[0]!);
    expect(screen.getByTestId('profit-breakdown').textContent).toContain(es['axie.breeding.profit.fewSales']);
    expect(screen.getByTestId('profit-breakdown').textContent).toContain(es['axie.breeding.profit.noValue']);
  });

  it('after "Evaluar parejas" the focus moves to the results heading', async () => {
    const { store } = rankingPage();
    const cards = ids(5).map((id) => card(id));
    loadWithFilter(store, cards, { eyes: [commonPart(cards, 'eyes')] });
    await evaluateToList();
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByTestId('ranking')).getByRole('heading')));
  });
});
