import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { decodeGenes, percentFromParents, pureness } from '@criadero/genetics';
import { CreatureGrid } from '../components/CreatureGrid';
import { creaturesAtom } from '../state/atoms';
import { card, renderBreeding } from './render';

const tiles = () => screen.getAllByTestId('creature-card');
const shownIds = () => tiles().map((t) => t.getAttribute('data-id'));
const priced = (id: number, usd: number | null, breedCount: number) => card(id, { breedCount, order: usd === null ? null : { currentPrice: '1000000000000000', currentPriceUsd: usd } });

describe('a grid for a big wallet', { timeout: 20_000 }, () => {
  it('sorts by price (not for sale last) and breed count, and shows the range of the page', () => {
    answerApi({});
    const { store } = renderBreeding(<CreatureGrid />);
    act(() => store.set(creaturesAtom, [priced(1, 30, 3), priced(2, null, 0), priced(3, 10, 5), ...Array.from({ length: 60 }, (_, i) => priced(100 + i, 50 + i, 1))]));
    // jsdom measures no width: spec §9's default, 10 rows of 5 columns
    expect(screen.getByTestId('grid-range').textContent).toBe('1–50 de 63');
    fireEvent.change(screen.getByTestId('grid-sort'), { target: { value: 'price' } });
    expect(shownIds().slice(0, 2)).toEqual(['3', '1']);
    fireEvent.change(screen.getByTestId('grid-sort'), { target: { value: 'breedCount' } });
    expect(shownIds()[0]).toBe('2');
  });

  it('a 558-Axie wallet: pages of 10 rows, last page, all on one page with only the rows in view in the DOM', () => {
    answerApi({});
    const { store } = renderBreeding(<CreatureGrid />);
    act(() => store.set(creaturesAtom, Array.from({ length: 558 }, (_, i) => card(1000 + i))));
    expect(screen.getByTestId('creature-grid').getAttribute('data-rows')).toBe('10');
    fireEvent.click(screen.getByTestId('grid-last-page'));
    expect(screen.getByTestId('grid-last-page').textContent).toBe('Última página (12) »');
    expect(screen.getByTestId('grid-range').textContent).toBe('551–558 de 558');
    expect(shownIds()).toEqual(Array.from({ length: 8 }, (_, i) => String(1550 + i)));

    fireEvent.change(screen.getByLabelText('Filas por página'), { target: { value: 'all' } });
    expect(screen.queryByTestId('grid-range')).not.toBeInTheDocument(); // one page
    // virtualised: the 768-px window shows a few 226-px rows, not 112 rows of tiles
    expect(tiles().length).toBeGreaterThan(0);
    expect(tiles().length).toBeLessThanOrEqual(40);
    expect(tiles()[0]!.getAttribute('aria-setsize')).toBe('558');
    expect(tiles()[0]!.getAttribute('aria-posinset')).toBe('1');
    // the list is as tall as all its rows, so the page scrolls to every Axie
    expect(screen.getByTestId('creature-grid').style.height).toBe(`${Math.ceil(558 / 5) * 226}px`);
  });

  it('sorts by purity (D parts of the class, the engine\'s pureness) and each tile shows image, class, breeds, price and purity', () => {
    answerApi({});
    const { store } = renderBreeding(<CreatureGrid />);
    const cards = Array.from({ length: 40 }, (_, i) => card(500 + i, { class: decodeGenes(card(500 + i).genes).class }));
    act(() => store.set(creaturesAtom, cards));
    fireEvent.change(screen.getByTestId('grid-sort'), { target: { value: 'purity' } });
    const purity = (id: string) => pureness(decodeGenes(cards.find((c) => c.id === id)!.genes));
    const shown = shownIds().map((id) => purity(id!));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(shown[0]).toBe(Math.max(...cards.map((c) => purity(c.id))));
    const first = tiles()[0]!;
    const genes = decodeGenes(cards.find((c) => c.id === first.getAttribute('data-id'))!.genes);
    const genetic = new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 1 }).format(percentFromParents(genes) / 100);
    expect(within(first).getByTestId('creature-purity').textContent).toBe(`${pureness(genes)}/6 partes · ${genetic}`);
    expect(within(first).getByRole('img').getAttribute('alt')).toBe(`Axie #${first.getAttribute('data-id')}`);
    expect(within(first).getByTestId('creature-price').textContent).toContain('41,50');
  });
});
