import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreatureGrid } from '../components/CreatureGrid';
import { creaturesAtom } from '../state/atoms';
import { card, renderBreeding, stubApi } from './render';

afterEach(() => vi.unstubAllGlobals());

const shownIds = () => screen.getAllByTestId('creature-card').map((t) => t.getAttribute('data-id'));

describe('issue 20 item 8: a grid for a big wallet', { timeout: 20_000 }, () => {
  it('sorts by price (not for sale last) and breed count, shows more rows on request and the range shown', () => {
    stubApi({});
    const { store } = renderBreeding(<CreatureGrid />);
    const priced = (id: number, usd: number | null, breedCount: number) => card(id, { breedCount, order: usd === null ? null : { currentPrice: '1000000000000000', currentPriceUsd: usd } });
    act(() => store.set(creaturesAtom, [priced(1, 30, 3), priced(2, null, 0), priced(3, 10, 5), ...Array.from({ length: 30 }, (_, i) => priced(100 + i, 50 + i, 1))]));
    // jsdom measures no width: 10 per page (two rows of five)
    expect(screen.getAllByTestId('creature-card')).toHaveLength(10);
    expect(screen.getByTestId('grid-range').textContent).toBe('1–10 de 33');
    fireEvent.change(screen.getByTestId('grid-sort'), { target: { value: 'price' } });
    expect(shownIds().slice(0, 2)).toEqual(['3', '1']);
    fireEvent.change(screen.getByTestId('grid-sort'), { target: { value: 'breedCount' } });
    expect(shownIds()[0]).toBe('2');
    fireEvent.change(screen.getByLabelText('Filas por página'), { target: { value: '10' } });
    expect(screen.getAllByTestId('creature-card')).toHaveLength(33);
  });
});
