import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi, apiServer, http } from '@criadero/ui/testing';
import { creditsModalOpenAtom, premiumModalOpenAtom, userAtom } from '@criadero/session';
import { CreatureGrid } from '../components/CreatureGrid';
import { CreaturePicker } from '../components/CreaturePicker';
import { FilterSelector } from '../components/FilterSelector';
import { ConfirmDialog } from '../modals/ConfirmDialog';
import { creaturesAtom, selectionAtom } from '../state/atoms';
import { card, es, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

const cardsRoute = () => (body: unknown) => ({ json: { axies: (body as { ids: string[] }).ids.map((id) => card(Number(id))) } });

describe('creature picker', { timeout: 20_000 }, () => {
  it('loads creatures by ids (parsed per spec) and shows them in the grid', async () => {
    const calls = answerApi({ '/api/axie/cards': cardsRoute() });
    renderBreeding(
      <>
        <CreaturePicker />
        <CreatureGrid />
      </>,
    );
    fireEvent.change(screen.getByLabelText(es['axie.breeding.picker.ids']!), { target: { value: '#11, 12; 13 #11' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.picker.loadIds'] }));
    await screen.findByText('Analizando 3 Axies cargados');
    expect(calls).toEqual([{ path: '/api/axie/cards', body: { ids: ['11', '12', '13'] } }]);
    const tile = screen.getAllByTestId('creature-card')[0]!;
    expect(within(tile).getByText('#11')).toBeInTheDocument();
    expect(within(tile).getByTestId('creature-price').textContent).toContain('0,0123');
    expect(within(tile).getByText(es['axie.breeding.grid.adult']!)).toBeInTheDocument();
  });

  it("imports a wallet for free: 'ronin:' sent as '0x', owner + All + PriceAsc", async () => {
    const calls = answerApi({ '/api/search': () => ({ json: { axies: '21 22', total: 2, creditos: null } }), '/api/axie/cards': cardsRoute() });
    renderBreeding(<CreaturePicker />);
    fireEvent.change(screen.getByLabelText(es['axie.breeding.picker.wallet']!), { target: { value: `ronin:${'a'.repeat(40)}` } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.picker.importWallet'] }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/search', '/api/axie/cards']));
    expect(calls[0]!.body).toMatchObject({ owner: `0x${'a'.repeat(40)}`, auctionType: 'All', sort: 'PriceAsc' });
  });
});

describe('market search gates (spec §6)', { timeout: 20_000 }, () => {
  it("visitors see the 'Login' prompt instead of the search button", () => {
    answerApi({});
    renderBreeding(<CreaturePicker />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: es['axie.breeding.search.button'] })).not.toBeInTheDocument();
  });

  it('zero credits opens the buy-credits modal without calling the server', async () => {
    const calls = answerApi({});
    const { store } = renderBreeding(<CreaturePicker />, { user: user({ creditos: 0 }) });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.search.button'] }));
    await waitFor(() => expect(store.get(creditsModalOpenAtom)).toBe(true));
    expect(calls).toEqual([]);
  });

  it('asks to spend 1 credit, shows Buscando... while searching, then updates the credits', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const calls = answerApi({ '/api/search': () => ({ json: { axies: '', total: 0, creditos: 4 } }) });
    apiServer.use(http.all('*', async () => void (await gate))); // holds every request, then lets the route above answer
    const { store } = renderBreeding(
      <>
        <CreaturePicker />
        <ConfirmDialog />
      </>,
      { user: user({ creditos: 5 }) },
    );
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.search.button'] }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Desea gastar 1 crédito para realizar esta búsqueda?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, buscar' }));
    const busy = await screen.findByRole('button', { name: 'Buscando...' });
    expect(busy).toBeDisabled();
    await act(async () => release());
    await screen.findByRole('button', { name: es['axie.breeding.search.button'] });
    expect(calls[0]!.body).toMatchObject({ maxPriceUSD: 90, auctionType: 'Sale', breedCount: [0, 7] });
    expect(store.get(userAtom)?.creditos).toBe(4);
    // the last search is kept locally
    expect(JSON.parse(localStorage.getItem('axie.breeding.lastSearch')!)).toMatchObject({ maxPrice: 90 });
  });

  it('Elite searches without confirmation', async () => {
    const calls = answerApi({ '/api/search': () => ({ json: { axies: '', total: 0, creditos: 0 } }) });
    renderBreeding(
      <>
        <CreaturePicker />
        <ConfirmDialog />
      </>,
      { user: user({ creditos: 0, premium: 2 }) },
    );
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.search.button'] }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/search']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a 402 NO_CREDIT answer opens the buy-credits modal', async () => {
    answerApi({ '/api/search': () => ({ status: 402, json: { error: 'No tienes créditos suficientes', code: 'NO_CREDIT', creditos: 0 } }) });
    const { store } = renderBreeding(
      <>
        <CreaturePicker />
        <ConfirmDialog />
      </>,
      { user: user({ creditos: 1 }) },
    );
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.search.button'] }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, buscar' }));
    await waitFor(() => expect(store.get(creditsModalOpenAtom)).toBe(true));
  });
});

describe('plan gates (spec §4/§6)', { timeout: 20_000 }, () => {
  it("level 0 sees 'Desbloquear Función', which opens the premium modal", () => {
    answerApi({});
    const { store } = renderBreeding(<FilterSelector />, { user: user({ premium: 0 }) });
    expect(screen.getByTestId('locked-advancedFilter')).toBeInTheDocument();
    expect(screen.getByTestId('locked-referenceFilter')).toBeInTheDocument();
    expect(screen.getByTestId('locked-combinationFilters')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('locked-advancedFilter')).getByRole('button', { name: 'Desbloquear Función' }));
    expect(store.get(premiumModalOpenAtom)).toBe(true);
  });

  it('levels 1 and 2 unlock advanced, reference and combination filters', () => {
    answerApi({});
    for (const premium of [1, 2] as const) {
      const { unmount } = renderBreeding(<FilterSelector />, { user: user({ premium }) });
      expect(screen.queryByText('Desbloquear Función')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: es['axie.breeding.advanced.open'] })).toBeInTheDocument();
      expect(screen.getByLabelText(es['axie.breeding.filter.reference']!)).toBeInTheDocument();
      unmount();
    }
  });
});

describe('grid controls', { timeout: 20_000 }, () => {
  it('favourites view, clear favourites and delete all', async () => {
    answerApi({});
    const { store } = renderBreeding(
      <>
        <CreatureGrid />
        <ConfirmDialog />
      </>,
    );
    act(() => store.set(creaturesAtom, [card(1), card(2), card(3)]));
    fireEvent.click(screen.getByRole('button', { name: 'Favorito: Axie #2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ver Favoritos' }));
    expect(screen.getByTestId('grid-count').textContent).toBe('Mostrando 1 Axies favoritos');
    expect(screen.getAllByTestId('creature-card')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ver Todos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar favoritos' }));
    expect(JSON.parse(localStorage.getItem('axie.breeding.favourites')!)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar todos' }));
    fireEvent.click(await screen.findByRole('button', { name: es['axie.breeding.confirm.yes'] }));
    await waitFor(() => expect(screen.getByTestId('grid-count').textContent).toBe('Analizando 0 Axies cargados'));
  });

  it("partner search without a part filter warns 'Sin filtros' and calls nothing", async () => {
    const calls = answerApi({});
    const { store } = renderBreeding(<CreatureGrid />, { user: user() });
    act(() => store.set(creaturesAtom, [card(1)]));
    act(() => store.set(selectionAtom, { classes: ['beast'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Acciones del Axie #1' }));
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.menu.partners'] }));
    expect(await screen.findByText('Sin filtros')).toBeInTheDocument();
    expect(screen.getByText('Debes seleccionar al menos un filtro de parte para realizar la búsqueda de breeding')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

