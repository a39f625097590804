import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiServer, http } from '@criadero/ui/testing';
import { CreatureGrid } from '../components/CreatureGrid';
import { FilterSelector } from '../components/FilterSelector';
import { DEFAULT_FILTER_CONFIG, type FilterConfig } from '../../../domain/filter-config';
import { PARTNER_CLICK_DEBOUNCE_MS, PARTNER_SEARCH_TIMEOUT_MS } from '../hooks/usePartnerSearch';
import { creaturesAtom, filterConfigAtom, maxPriceAtom, selectionAtom } from '../state/atoms';
import { card, es, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

/** The fake API's breeding search: records each call's body and answers it with `answer` (a never-settling promise = a hung server). */
function answerPartnerSearch(answer: () => Promise<Response>) {
  const calls: unknown[] = [];
  apiServer.use(
    http.post('/api/breeding-search', async ({ request }) => {
      calls.push(await request.json());
      return answer();
    }),
  );
  return calls;
}

function renderGrid() {
  const rendered = renderBreeding(<CreatureGrid />, { user: user({ premium: 2 }) }); // Elite: no credit confirmation in the way
  act(() => {
    rendered.store.set(creaturesAtom, [card(1)]);
    rendered.store.set(selectionAtom, { eyes: ['eyes-zeal'] });
  });
  return rendered;
}

/** Opens the creature's menu and presses 'search breeding partners', then lets the promises run. */
async function searchPartners() {
  fireEvent.click(screen.getByRole('button', { name: 'Acciones del Axie #1' }));
  fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.menu.partners'] }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const busyShown = () => screen.queryByText(es['axie.breeding.partners.busy']!) !== null;

describe('breeding partner search (spec §4: busy flag, 30 s safety timeout, 1 s debounce)', { timeout: 20_000 }, () => {
  it('stays busy while the call hangs, ignores clicks meanwhile, and the 30 s safety timer clears the flag', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const calls = answerPartnerSearch(() => new Promise<Response>(() => undefined));
    renderGrid();
    await searchPartners();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ axieId: '1', parts: ['eyes-zeal'], maxPriceUSD: 90 });
    expect(busyShown()).toBe(true);

    // well past the debounce, but still busy: the click is ignored
    await advance(5_000);
    await searchPartners();
    expect(calls).toHaveLength(1);

    await advance(PARTNER_SEARCH_TIMEOUT_MS - 5_000 - 1);
    expect(busyShown()).toBe(true);
    await advance(1);
    expect(busyShown()).toBe(false);

    // free again: the next click searches
    await searchPartners();
    expect(calls).toHaveLength(2);
    expect(busyShown()).toBe(true);
  });

  it('ignores a second click within 1 s of the previous one, even after the first search finished', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const calls = answerPartnerSearch(async () => new Response(JSON.stringify({ axies: '', total: 0, creditos: 7 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderGrid();
    await searchPartners();
    expect(calls).toHaveLength(1);
    expect(screen.getByText(es['axie.breeding.partners.none.title']!)).toBeInTheDocument();
    expect(busyShown()).toBe(false);

    await advance(PARTNER_CLICK_DEBOUNCE_MS - 100);
    await searchPartners();
    expect(calls).toHaveLength(1);

    await advance(100);
    await searchPartners();
    expect(calls).toHaveLength(2);
  });
});

describe('last search (spec §4: restore or discard)', { timeout: 20_000 }, () => {
  const saved = { selection: { classes: ['aquatic'], eyes: ['eyes-zeal'] }, config: { breed_count: [1, 3], priorityOrder: [...DEFAULT_FILTER_CONFIG.priorityOrder].reverse(), auctionType: 'All' } as FilterConfig, maxPrice: 55, at: '2024-05-01T10:20:00.000Z' };

  it('restores the kept filters, configuration and maximum price', () => {
    localStorage.setItem('axie.breeding.lastSearch', JSON.stringify(saved));
    const { store } = renderBreeding(<FilterSelector />);
    const box = screen.getByRole('region', { name: es['axie.breeding.last.title'] });
    expect(box.textContent).toContain('Tienes una búsqueda anterior');
    fireEvent.click(within(box).getByRole('button', { name: es['axie.breeding.last.restore'] }));
    expect(store.get(selectionAtom)).toEqual(saved.selection);
    expect(store.get(filterConfigAtom)).toEqual(saved.config);
    expect(store.get(maxPriceAtom)).toBe(55);
    expect(screen.queryByTestId('last-search')).not.toBeInTheDocument();
  });

  it('discards it: nothing is applied and it is gone from local storage', () => {
    localStorage.setItem('axie.breeding.lastSearch', JSON.stringify(saved));
    const { store, unmount } = renderBreeding(<FilterSelector />);
    fireEvent.click(within(screen.getByTestId('last-search')).getByRole('button', { name: es['axie.breeding.last.discard'] }));
    expect(screen.queryByTestId('last-search')).not.toBeInTheDocument();
    expect(localStorage.getItem('axie.breeding.lastSearch')).toBeNull();
    expect(store.get(selectionAtom)).toEqual({});
    expect(store.get(filterConfigAtom)).toEqual(DEFAULT_FILTER_CONFIG);
    expect(store.get(maxPriceAtom)).toBe(90);
    unmount();
    renderBreeding(<FilterSelector />);
    expect(screen.queryByTestId('last-search')).not.toBeInTheDocument();
  });

  it('offers nothing when the kept search is not valid (breed count min above max)', () => {
    localStorage.setItem('axie.breeding.lastSearch', JSON.stringify({ ...saved, config: { ...saved.config, breed_count: [5, 2] } }));
    renderBreeding(<FilterSelector />);
    expect(screen.queryByTestId('last-search')).not.toBeInTheDocument();
  });
});
