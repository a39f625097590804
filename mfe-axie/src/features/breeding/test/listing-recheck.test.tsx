import './no-worker';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPart } from '@criadero/genetics';
import { answerApi } from '@criadero/ui/testing';
import { CreatureGrid } from '../components/CreatureGrid';
import { PairEvaluation } from '../components/PairEvaluation';
import { parsedGenesOf } from '../domain/genes';
import { chosenPairsAtom, combinationIdsAtom, creaturesAtom, currentPairAtom, selectionAtom } from '../state/atoms';
import { card, es, renderBreeding } from './render';

/** The marketplace tab the page opens (jsdom opens no window): what it was asked to open. */
const opened = () => vi.mocked(window.open).mock.calls.map(([url]) => String(url));

describe('a listing re-checked before the player acts on it', { timeout: 20_000 }, () => {
  vi.spyOn(window, 'open').mockImplementation(() => null);
  afterEach(() => vi.mocked(window.open).mockClear());

  it('"Ver en el Marketplace" re-checks the listing first: a sold Axie is marked so in place, leaves the combinations and is not opened', async () => {
    const { store } = renderBreeding(<CreatureGrid />);
    // answered after rendering: it goes before the render's default (a listing still listed)
    const calls = answerApi({ '/api/axie/recheck': () => ({ json: { axieId: '41', status: 'sold', priceUsd: null, checkedAt: new Date().toISOString() } }) });
    act(() => {
      store.set(creaturesAtom, [card(41), card(42, { order: null })]);
      store.set(combinationIdsAtom, ['41', '42']);
    });
    const tile = screen.getAllByTestId('creature-card').find((t) => t.getAttribute('data-id') === '41')!;
    fireEvent.click(within(tile).getByRole('button', { name: 'Acciones del Axie #41' }));
    fireEvent.click(within(tile).getByRole('link', { name: es['axie.breeding.menu.marketplace'] }));
    await waitFor(() => expect(within(tile).getByTestId('listing-gone').textContent).toBe('Vendido'));
    expect(calls).toEqual([{ path: '/api/axie/recheck', body: { axieId: '41' } }]);
    expect(await screen.findByText('El Axie #41 ya se vendió')).toBeInTheDocument();
    expect(store.get(creaturesAtom).find((c) => c.id === '41')!.order).toBeNull();
    expect(store.get(combinationIdsAtom)).toEqual(['42']);
    expect(opened()).toEqual([]);
  });

  it('"Ver en el Marketplace" opens the marketplace once the re-check says the Axie is still listed', async () => {
    const { store } = renderBreeding(<CreatureGrid />);
    act(() => store.set(creaturesAtom, [card(45)]));
    const tile = screen.getByTestId('creature-card');
    fireEvent.click(within(tile).getByRole('button', { name: 'Acciones del Axie #45' }));
    fireEvent.click(within(tile).getByRole('link', { name: es['axie.breeding.menu.marketplace'] }));
    expect(opened()).toEqual([]); // not before the answer
    await waitFor(() => expect(opened()).toEqual(['https://app.axieinfinity.com/marketplace/axies/45/']));
  });

  it('choosing a listed Axie for the combinations re-checks it; one not for sale is not asked about', async () => {
    const { store } = renderBreeding(<CreatureGrid />);
    const calls = answerApi({ '/api/axie/recheck': () => ({ json: { axieId: '51', status: 'delisted', priceUsd: null, checkedAt: new Date().toISOString() } }) });
    act(() => store.set(creaturesAtom, [card(51), card(52, { order: null })]));
    for (const id of ['51', '52']) {
      const tile = screen.getAllByTestId('creature-card').find((t) => t.getAttribute('data-id') === id)!;
      fireEvent.click(within(tile).getByRole('button', { name: `Acciones del Axie #${id}` }));
      fireEvent.click(within(tile).getByRole('button', { name: es['axie.breeding.menu.combine'] }));
    }
    await waitFor(() => expect(screen.getByTestId('listing-gone').textContent).toBe('Retirado de la venta'));
    expect(calls.map((c) => c.body)).toEqual([{ axieId: '51' }]);
    // the delisted Axie never joined the combinations; the one not for sale did
    expect(store.get(combinationIdsAtom)).toEqual(['52']);
  });

  it('a listing repriced since the search shows its new price on its tile, with a notice', async () => {
    const { store } = renderBreeding(<CreatureGrid />);
    answerApi({ '/api/axie/recheck': () => ({ json: { axieId: '61', status: 'listed', priceUsd: 20, priceWei: '6000000000000000', checkedAt: new Date().toISOString() } }) });
    act(() => store.set(creaturesAtom, [card(61)]));
    const tile = screen.getByTestId('creature-card');
    expect(within(tile).getByTestId('creature-price').textContent).toBe('Ξ 0,0123 (41,50\u00a0US$)');
    fireEvent.click(within(tile).getByRole('button', { name: 'Acciones del Axie #61' }));
    fireEvent.click(within(tile).getByRole('link', { name: es['axie.breeding.menu.marketplace'] }));
    await waitFor(() => expect(within(tile).getByTestId('creature-price').textContent).toBe('Ξ 0,0060 (20,00\u00a0US$)'));
    expect((await screen.findByText(/^El Axie #61 cambió de precio/)).textContent).toBe('El Axie #61 cambió de precio: ahora 20,00\u00a0US$ (antes 41,50\u00a0US$)');
    expect(store.get(creaturesAtom)[0]!.order).toEqual({ currentPrice: '6000000000000000', currentPriceUsd: 20 });
  });

  it('choosing a repriced partner updates what the pair costs: the projection adds the new price', async () => {
    const tokens = () => ({ json: { 'smooth-love-potion': { usd: 0.0042 }, 'axie-infinity': { usd: 7.5 } } });
    const { store } = renderBreeding(
      <>
        <CreatureGrid />
        <PairEvaluation />
      </>,
    );
    const calls = answerApi({
      '/api/tokens/': tokens,
      '/api/axie/recheck': () => ({ json: { axieId: '71', status: 'listed', priceUsd: 10, priceWei: '3000000000000000', checkedAt: new Date().toISOString() } }),
    });
    const [a, b] = [card(71), card(72, { order: null })];
    const eyes = getPart(parsedGenesOf(a)!.eyes.d.gen)!;
    act(() => {
      store.set(creaturesAtom, [a, b]);
      store.set(selectionAtom, { eyes: [eyes.partId] });
      store.set(currentPairAtom, ['71', '72']);
    });
    fireEvent.click(screen.getByRole('tab', { name: es['axie.breeding.tab.projections'] }));
    await screen.findByRole('table');
    const usd = (n: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(n);
    const fees = 2 * 1350 * 0.0042 + 0.5 * 7.5; // both parents at 1 breed
    expect(screen.getAllByTestId('proj-total')[0]!.textContent).toBe(usd(fees + 41.5));
    const tile = screen.getAllByTestId('creature-card').find((t) => t.getAttribute('data-id') === '71')!;
    fireEvent.click(within(tile).getByRole('button', { name: 'Acciones del Axie #71' }));
    fireEvent.click(within(tile).getByRole('button', { name: es['axie.breeding.menu.combine'] }));
    await waitFor(() => expect(screen.getAllByTestId('proj-total')[0]!.textContent).toBe(usd(fees + 10)));
    expect(calls.filter((c) => c.path === '/api/axie/recheck').map((c) => c.body)).toEqual([{ axieId: '71' }]);
  });

  it('choosing a pair on its card re-checks both parents for sale', async () => {
    const { store } = renderBreeding(<PairEvaluation />);
    const calls = answerApi({ '/api/axie/recheck': () => ({ json: { axieId: '81', status: 'sold', priceUsd: null, priceWei: null, checkedAt: new Date().toISOString() } }) });
    act(() => {
      store.set(creaturesAtom, [card(81), card(82), card(83, { order: null })]);
      store.set(currentPairAtom, ['81', '83']);
    });
    fireEvent.click(await screen.findByRole('button', { name: es['axie.breeding.pair.choose'] }));
    await waitFor(() => expect(store.get(creaturesAtom).find((c) => c.id === '81')).toMatchObject({ order: null, listingGone: 'sold' }));
    expect(calls.map((c) => c.body)).toEqual([{ axieId: '81' }]);
    // a parent sold meanwhile: the pair is not chosen
    expect(store.get(chosenPairsAtom)).toEqual([]);
  });
});
