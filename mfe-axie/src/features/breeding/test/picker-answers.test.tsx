import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi, apiServer, http, HttpResponse } from '@criadero/ui/testing';
import { CreatureGrid } from '../components/CreatureGrid';
import { CreaturePicker } from '../components/CreaturePicker';
import { creaturesAtom, maxPriceAtom } from '../state/atoms';
import { card, es, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

const cardsRoute = () => (body: unknown) => ({ json: { axies: (body as { ids: string[] }).ids.map((id) => card(Number(id))) } });
const wallet = `0x${'b'.repeat(40)}`;

/** A wallet of `size` axies served as the axie service does: `limit` ids, leaving out `selectedAxies`. */
function walletRoute(size: number) {
  const all = Array.from({ length: size }, (_, i) => String(5000 + i));
  return (body: unknown) => {
    const { limit = 100, selectedAxies = [] } = body as { limit?: number; selectedAxies?: string[] };
    const skip = new Set(selectedAxies);
    return { json: { axies: all.filter((id) => !skip.has(id)).slice(0, limit).join(' '), total: size, creditos: null } };
  };
}

const toast = async (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5_000 });

describe('a search answer with an error field (spec §8)', { timeout: 20_000 }, () => {
  it("shows the 'Error' toast with the server's text, not 'No se cargaron Axies nuevos'", async () => {
    answerApi({ '/api/search': () => ({ json: { error: 'El mercado no responde, prueba más tarde', axies: '', total: 0, creditos: 4 } }) });
    renderBreeding(<CreaturePicker />, { user: user({ premium: 2 }) });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.search.button'] }));
    await waitFor(() => expect(screen.getAllByText('El mercado no responde, prueba más tarde').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(screen.queryByText('No se cargaron Axies nuevos')).not.toBeInTheDocument();
  });
});

describe('nothing is cut silently', { timeout: 20_000 }, () => {
  it('imports every axie of a 558-axie wallet (500 per call), not the first 100', async () => {
    const calls = answerApi({ '/api/search': walletRoute(558), '/api/axie/cards': cardsRoute() });
    const { store } = renderBreeding(
      <>
        <CreaturePicker />
        <CreatureGrid />
      </>,
    );
    fireEvent.change(screen.getByLabelText(es['axie.breeding.picker.wallet']!), { target: { value: wallet } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.picker.importWallet'] }));
    await toast('Se cargaron 558 Axies');
    expect(store.get(creaturesAtom)).toHaveLength(558);
    expect(screen.getByTestId('grid-count').textContent).toBe('Analizando 558 Axies cargados');
    const searches = calls.filter((c) => c.path === '/api/search').map((c) => c.body as { limit: number; selectedAxies: string[] });
    expect(searches.map((b) => [b.limit, b.selectedAxies.length])).toEqual([
      [500, 0],
      [500, 500],
    ]);
  });

  it('a market search that matches more than it returns says "N de M"', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => String(7000 + i));
    answerApi({ '/api/search': () => ({ json: { axies: ids.join(' '), total: 573, creditos: 1 } }), '/api/axie/cards': cardsRoute() });
    renderBreeding(<CreaturePicker />, { user: user({ premium: 2 }) });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.search.button'] }));
    await toast('Se recibieron 500 de 573 Axies (el máximo de una búsqueda); 500 nuevos');
  });

  it('partner search says how many were found and how many were loaded', async () => {
    answerApi({ '/api/breeding-search': () => ({ json: { error: null, axies: '31 32', total: 9603, creditos: 3 } }), '/api/axie/cards': cardsRoute() });
    const { store } = renderBreeding(<CreatureGrid />, { user: user({ premium: 2 }) });
    await waitFor(() => undefined);
    store.set(creaturesAtom, [card(1)]);
    const { selectionAtom } = await import('../state/atoms');
    store.set(selectionAtom, { eyes: ['eyes-zeal'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Acciones del Axie #1' }));
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.menu.partners'] }));
    await toast('Se encontraron 9603 axies compatibles; se cargaron los 2 mejores');
  });
});

describe('the maximum price field keeps what is typed', { timeout: 20_000 }, () => {
  it('90, End, Backspace twice, then 5 and 0 reads 50 (not 150), and a price below 1 is reported, not clamped', () => {
    answerApi({});
    const { store } = renderBreeding(<CreaturePicker />, { user: user() });
    const input = screen.getByLabelText(es['axie.breeding.picker.maxPrice']!) as HTMLInputElement;
    expect(input.value).toBe('90');
    // keystroke by keystroke, each one editing what the field shows now
    const key = (edit: (v: string) => string) => fireEvent.change(input, { target: { value: edit(input.value) } });
    key((v) => v.slice(0, -1));
    key((v) => v.slice(0, -1));
    expect(input.value).toBe('');
    key((v) => v + '5');
    key((v) => v + '0');
    expect(input.value).toBe('50');
    expect(store.get(maxPriceAtom)).toBe(50);
    fireEvent.change(input, { target: { value: '0,5' } });
    expect(screen.getByRole('alert').textContent).toBe('El mínimo es 1');
    expect(store.get(maxPriceAtom)).toBe(50);
    fireEvent.change(input, { target: { value: '12,5' } });
    expect(store.get(maxPriceAtom)).toBe(12.5);
  });
});

describe('a network failure in the page language', { timeout: 20_000 }, () => {
  it("loading by ids without a connection says so in Spanish, not 'Failed to fetch'", async () => {
    apiServer.use(http.all('*', () => HttpResponse.error()));
    renderBreeding(<CreaturePicker />);
    fireEvent.change(screen.getByLabelText(es['axie.breeding.picker.ids']!), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.picker.loadIds'] }));
    await toast('No se pudo conectar con el servidor');
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });
});

describe('excluded parts', { timeout: 20_000 }, () => {
  it("a market search sends excluded parts as the marketplace's '!part'", async () => {
    const calls = answerApi({ '/api/search': () => ({ json: { axies: '', total: 0, creditos: 4 } }) });
    const { store } = renderBreeding(<CreaturePicker />, { user: user({ premium: 2 }) });
    const { selectionAtom } = await import('../state/atoms');
    store.set(selectionAtom, { eyes: ['eyes-zeal'], exclude: ['tail-nimo'] });
    fireEvent.click(await screen.findByRole('button', { name: es['axie.breeding.search.button'] }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/search')).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ parts: ['eyes-zeal', '!tail-nimo'] });
  });
});
