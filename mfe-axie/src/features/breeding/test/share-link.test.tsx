import './no-worker';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { analyzePair, decodeGenes } from '@criadero/genetics';
import BreedingPage from '../pages/BreedingPage';
import { DEFAULT_FILTER_CONFIG } from '../domain/filter-config';
import { decodeSharedPage, encodeSharedPage, SHARE_PARAM, shareUrl, type SharedPage } from '../domain/share-link';
import { combinationEntriesAtom, creaturesAtom, currentPairAtom, filterConfigAtom, maxPriceAtom, modelIdAtom, rankMetricAtom, selectionAtom } from '../state/atoms';
import { hiddenIdsAtom } from '../state/hidden';
import { card, es, renderBreeding } from './render';

beforeEach(() => localStorage.clear());

const PATH = '/axie-infinity-tools/breeding-calculator';
const cardsRoute = (known?: Set<string>) => (body: unknown) => ({ json: { axies: (body as { ids: string[] }).ids.filter((id) => !known || known.has(id)).map((id) => card(Number(id))) } });
const eyes = decodeGenes(card(501).genes).eyes.d.partId;

const shared: Omit<SharedPage, 'v'> = {
  ids: ['501', '502', '503', '504'],
  wallets: [],
  selection: { eyes: [eyes], classes: ['beast'] },
  config: { ...DEFAULT_FILTER_CONFIG, breed_count: [0, 5], auctionType: 'All' },
  maxPrice: 55,
  combination: [{ id: 'r1', type: 'tail', part: 'tail-nimo', operation: 'sea', percent: 0 }],
  model: 'adjacent-swap',
  metric: 'custom',
  hidden: ['503'],
  pair: ['501', '502'],
};

describe('shared links: the state they hold', () => {
  it('round-trips every field through the URL, Spanish part names and all', () => {
    const url = shareUrl(`https://criadero.example${PATH}?ids=1#x`, shared);
    const value = new URL(url).searchParams.get(SHARE_PARAM)!;
    expect([...new URL(url).searchParams.keys()]).toEqual([SHARE_PARAM]);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharedPage(value)).toEqual({ v: 1, ...shared });
  });

  it('refuses what is not a link of ours and drops malformed parts of a valid one', () => {
    expect(decodeSharedPage('not base64 at all!')).toBeNull();
    expect(decodeSharedPage(btoa('{"v":2}'))).toBeNull();
    expect(decodeSharedPage(encodeSharedPage({ ...shared, ids: [] }))).toBeNull();
    const odd = encodeSharedPage({ ...shared, ids: ['501', 'x1', '502'], combination: [{ id: 'bad', type: 'wings' as never, part: 'x', operation: 'sea', percent: 0 }], model: 'mystery' as never, pair: ['501', 'drop table'] as never });
    const page = decodeSharedPage(odd)!;
    expect(page.ids).toEqual(['501', '502']);
    expect(page.combination).toEqual([]);
    expect(page.model).toBe('spec-table');
    expect(page.pair).toBeNull();
  });
});

describe('opening a shared link', { timeout: 30_000 }, () => {
  it('restores the Axies, filter, rules, model, metric, hidden Axies and pair, and the pair card shows the engine’s numbers', async () => {
    answerApi({ '/api/axie/cards': cardsRoute(), '/api/tokens/': () => ({ json: { 'smooth-love-potion': { usd: 0.004 }, 'axie-infinity': { usd: 7 } } }) });
    const route = `${PATH}?${SHARE_PARAM}=${encodeSharedPage(shared)}`;
    const { store, location } = renderBreeding(<BreedingPage />, { route });
    await screen.findByText('Enlace abierto: 4 Axies cargados con sus filtros');
    expect(store.get(creaturesAtom).map((c) => c.id)).toEqual(shared.ids);
    expect(store.get(selectionAtom)).toEqual(shared.selection);
    expect(store.get(filterConfigAtom)).toEqual(shared.config);
    expect(store.get(maxPriceAtom)).toBe(55);
    expect(store.get(combinationEntriesAtom)).toEqual(shared.combination);
    expect(store.get(modelIdAtom)).toBe('adjacent-swap');
    expect(store.get(rankMetricAtom)).toBe('custom');
    expect(store.get(hiddenIdsAtom)).toEqual(['503']);
    expect(store.get(currentPairAtom)).toEqual(['501', '502']);
    await waitFor(() => expect(location.current).toBe(PATH));
    const expected = analyzePair(decodeGenes(card(501).genes), decodeGenes(card(502).genes), { parts: { eyes: [eyes] }, classes: ['beast'] }, { model: 'adjacent-swap' });
    const pct = new Intl.NumberFormat('es', { style: 'percent', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(expected.allWantedD / 100);
    expect(screen.getAllByTestId('prob-allD')[0]!.textContent).toBe(pct);
  });

  it('names the Axies of the link that no longer exist', async () => {
    answerApi({ '/api/axie/cards': cardsRoute(new Set(['501', '502', '504'])) });
    renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${encodeSharedPage(shared)}` });
    expect(await screen.findByText('Un Axie del enlace ya no existe: #503')).toBeInTheDocument();
  });

  it('asks before replacing Axies the page already holds, and keeps them on "No"', async () => {
    answerApi({ '/api/axie/cards': cardsRoute() });
    const { store } = renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${encodeSharedPage(shared)}` });
    act(() => store.set(creaturesAtom, [card(777)]));
    // the question comes once the saved page is back (nothing saved here)
    expect(await screen.findByText('El enlace reemplaza el Axie cargado y los filtros. ¿Abrirlo?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.confirm.no'] }));
    await waitFor(() => expect(screen.queryByText(/El enlace reemplaza/)).not.toBeInTheDocument());
    expect(store.get(creaturesAtom).map((c) => c.id)).toEqual(['777']);
  });

  it('a link of wallets imports each wallet (free) instead of listing ids', async () => {
    const owner = `0x${'c'.repeat(40)}`;
    const calls = answerApi({
      '/api/search': (body) => ({ json: { axies: (body as { selectedAxies: string[] }).selectedAxies.length ? '' : '701 702', total: 2, creditos: null } }),
      '/api/axie/cards': cardsRoute(),
    });
    const { store } = renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${encodeSharedPage({ ...shared, ids: [], wallets: [owner], hidden: [], pair: null })}` });
    await screen.findByText('Enlace abierto: 2 Axies cargados con sus filtros');
    expect(store.get(creaturesAtom).map((c) => c.id)).toEqual(['701', '702']);
    expect(calls.find((c) => c.path === '/api/search')!.body).toMatchObject({ owner, auctionType: 'All' });
  });

  it('a broken link says so and loads nothing', async () => {
    const calls = answerApi({ '/api/axie/cards': cardsRoute() });
    renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=garbage` });
    expect(await screen.findByText(es['axie.breeding.share.invalid']!)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('"Copiar enlace" on a pair gives a link to that pair with the page as it is', async () => {
    answerApi({ '/api/axie/cards': cardsRoute(), '/api/tokens/': () => ({ json: { 'smooth-love-potion': { usd: 0.004 }, 'axie-infinity': { usd: 7 } } }) });
    const { store } = renderBreeding(<BreedingPage />, { route: PATH });
    act(() => {
      store.set(creaturesAtom, [card(501), card(502), card(503)]);
      store.set(selectionAtom, { eyes: [eyes] });
      store.set(currentPairAtom, ['501', '503']);
    });
    fireEvent.click(await screen.findByRole('button', { name: es['axie.breeding.share.pairLabel']!.replace('{a}', '501').replace('{b}', '503') }));
    const field = (await screen.findByTestId('share-link-501-503')) as HTMLInputElement;
    const page = decodeSharedPage(new URL(field.value).searchParams.get(SHARE_PARAM)!)!;
    expect(page.ids).toEqual(['501', '502', '503']);
    expect(page.pair).toEqual(['501', '503']);
    expect(page.selection).toEqual({ eyes: [eyes] });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.share.pageLabel'] }));
    const pageField = (await screen.findByTestId('share-link-page')) as HTMLInputElement;
    expect(decodeSharedPage(new URL(pageField.value).searchParams.get(SHARE_PARAM)!)!.pair).toEqual(['501', '503']);
  });
});
