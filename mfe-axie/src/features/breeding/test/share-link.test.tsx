import './no-worker';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SharedPageState } from '@criadero/api-contracts/axie';
import { answerApi, apiServer, http, HttpResponse } from '@criadero/ui/testing';
import { analyzePair, decodeGenes } from '@criadero/genetics';
import BreedingPage from '../pages/BreedingPage';
import { DEFAULT_FEES } from '../domain/fees';
import { DEFAULT_FILTER_CONFIG } from '../../../domain/filter-config';
import { decodeSharedPage, encodeSharedPage, readSharedPage, SHARE_PARAM, sharedPageState, shareUrl, type SharedPage } from '../domain/share-link';
import { combinationEntriesAtom, creaturesAtom, currentPairAtom, feeTableAtom, filterConfigAtom, maxPriceAtom, modelIdAtom, rankMetricAtom, selectionAtom } from '../state/atoms';
import { hiddenIdsAtom } from '../state/hidden';
import { card, es, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

const PATH = '/axie-infinity-tools/breeding-calculator';
const cardsRoute = (known?: Set<string>) => (body: unknown) => ({ json: { axies: (body as { ids: string[] }).ids.filter((id) => !known || known.has(id)).map((id) => card(Number(id))) } });
/** Presses "Evaluar parejas" of the evaluation panel (the full page has another button of that name). */
const evaluate = () => fireEvent.click(within(screen.getByRole('region', { name: es['axie.breeding.eval.title'] })).getByRole('button', { name: es['axie.breeding.eval.run'] }));
const tokens = () => ({ json: { 'smooth-love-potion': { usd: 0.004 }, 'axie-infinity': { usd: 7 } } });
const eyes = decodeGenes(card(501).genes).eyes.d.partId;
const editedFees = { asOf: '2026-11-01', slpByBreedCount: [1000, 1500, 2500, 4000, 6500, 10500, 17000], axsPerBreed: 0.75, edited: true };

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
  fees: editedFees,
};

/**
 * The server's link store as the page sees it (POST keeps a state under an id, GET gives it
 * back, an unknown id is the service's 404 with its text): the service's own tests hold the
 * real one to the same contract (services/axie/test/share-links.test.ts).
 */
function shareLinkStore() {
  const kept = new Map<string, SharedPageState>();
  apiServer.use(
    http.post('/api/axie/share-links', async ({ request }) => {
      const { state } = (await request.json()) as { state: SharedPageState };
      const id = `link${String(kept.size).padStart(18, '0')}`;
      kept.set(id, state);
      return HttpResponse.json({ id });
    }),
    http.get('/api/axie/share-links/:id', ({ params }) => {
      const state = kept.get(String(params.id));
      return state
        ? HttpResponse.json({ id: String(params.id), state })
        : HttpResponse.json({ code: 'SHARE_LINK_NOT_FOUND', error: 'Ese enlace no existe o no es de esta página: pide a quien te lo dio que lo copie de nuevo' }, { status: 404 });
    }),
  );
  const keep = (page: Omit<SharedPage, 'v'>) => {
    const id = `link${String(kept.size).padStart(18, '0')}`;
    kept.set(id, sharedPageState(page));
    return id;
  };
  return { kept, keep };
}

describe('shared links: the state they hold', () => {
  it('a kept link is the page address with the id alone; its state round-trips every field, fees included', () => {
    const url = shareUrl(`https://criadero.example${PATH}?ids=1#x`, 'AbCdEfGhIjKlMnOpQrStUv');
    expect(url).toBe(`https://criadero.example${PATH}?${SHARE_PARAM}=AbCdEfGhIjKlMnOpQrStUv`);
    expect(readSharedPage(JSON.parse(JSON.stringify(sharedPageState(shared))))).toEqual({ v: 2, ...shared });
  });

  it('refuses what is not a page of ours and drops malformed parts of a valid one; an old inline link still opens, without fees', () => {
    expect(decodeSharedPage('not base64 at all!')).toBeNull();
    expect(decodeSharedPage(btoa('{"v":3}'))).toBeNull();
    expect(readSharedPage({ ...sharedPageState(shared), ids: [] })).toBeNull();
    const odd = readSharedPage({ ...sharedPageState(shared), ids: ['501', 'x1', '502'], combination: [{ id: 'bad', type: 'wings', part: 'x', operation: 'sea', percent: 0 }], model: 'mystery', pair: ['501', 'drop table'], fees: { asOf: 'x' } })!;
    expect(odd.ids).toEqual(['501', '502']);
    expect(odd.combination).toEqual([]);
    expect(odd.model).toBe('spec-table');
    expect(odd.pair).toBeNull();
    expect(odd.fees).toBeNull();
    const { fees: _fees, ...old } = shared;
    expect(decodeSharedPage(encodeSharedPage({ ...old, fees: null }))).toEqual({ v: 2, ...old, fees: null });
  });
});

describe('opening a shared link', { timeout: 30_000 }, () => {
  it('restores the Axies, filter, rules, model, metric, hidden Axies, fees and pair, and the pair card shows the engine’s numbers', async () => {
    const calls = answerApi({ '/api/axie/cards': cardsRoute(), '/api/tokens/': tokens, '/api/axie/hidden-axies': (body) => ({ json: { ids: (body as { add?: string[] } | null)?.add ?? [] } }) });
    const id = shareLinkStore().keep(shared);
    const { store, location } = renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${id}`, user: user({ premium: 1 }) });
    await screen.findByText('Enlace abierto: 4 Axies cargados con sus filtros');
    expect(store.get(creaturesAtom).map((c) => c.id)).toEqual(shared.ids);
    expect(store.get(selectionAtom)).toEqual(shared.selection);
    expect(store.get(filterConfigAtom)).toEqual(shared.config);
    expect(store.get(maxPriceAtom)).toBe(55);
    expect(store.get(combinationEntriesAtom)).toEqual(shared.combination);
    expect(store.get(modelIdAtom)).toBe('adjacent-swap');
    expect(store.get(rankMetricAtom)).toBe('custom');
    expect(store.get(hiddenIdsAtom)).toEqual(['503']);
    // a signed-in player's hidden Axies are kept with the account
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/axie/hidden-axies').map((c) => c.body)).toContainEqual({ add: ['503'], remove: [] }));
    expect(store.get(currentPairAtom)).toEqual(['501', '502']);
    expect(store.get(feeTableAtom)).toEqual(editedFees);
    expect(screen.getByText(es['axie.breeding.share.fees']!)).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe(PATH));
    const expected = analyzePair(decodeGenes(card(501).genes), decodeGenes(card(502).genes), { parts: { eyes: [eyes] }, classes: ['beast'] }, { model: 'adjacent-swap' });
    const pct = new Intl.NumberFormat('es', { style: 'percent', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(expected.allWantedD / 100);
    expect(screen.getAllByTestId('prob-allD')[0]!.textContent).toBe(pct);
  });

  it('"Evaluar" keeps the linked pair in the pair card; once the player opens another pair, rankings move it again', async () => {
    answerApi({ '/api/axie/cards': cardsRoute(), '/api/tokens/': tokens });
    // the linked pair is not the ranking's best: 506 × 507 (of six) with no rules
    const id = shareLinkStore().keep({ ...shared, ids: ['501', '502', '504', '505', '506', '507'], hidden: [], combination: [], metric: 'allD', pair: ['506', '507'] });
    const { store } = renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${id}` });
    await screen.findByText('Enlace abierto: 6 Axies cargados con sus filtros');
    act(() => evaluate());
    await screen.findByTestId('ranked-pairs', {}, { timeout: 10_000 });
    const best = screen.getAllByTestId('ranked-pair')[0]!.getAttribute('data-pair')!;
    expect(best).not.toBe('506-507');
    expect(store.get(currentPairAtom)).toEqual(['506', '507']);
    act(() => store.set(currentPairAtom, ['501', '502']));
    act(() => evaluate());
    await waitFor(() => expect(store.get(currentPairAtom)?.join('-')).toBe(best));
  });

  it('a visitor who opens a link with plan-only rules sees them named, and they stay on the page', async () => {
    answerApi({ '/api/axie/cards': cardsRoute(), '/api/tokens/': tokens });
    const rules = [
      { id: 'r1', type: 'tail' as const, part: 'tail-nimo', operation: 'sea' as const, percent: 0 },
      { id: 'r2', type: 'eyes' as const, part: eyes, operation: 'desde' as const, percent: 37.5 },
    ];
    const id = shareLinkStore().keep({ ...shared, combination: rules });
    const { store } = renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${id}` });
    const notice = await screen.findByTestId('locked-rules');
    expect(notice.textContent).toContain('2 reglas de combinación de esta página necesitan un plan y no se aplican');
    expect(notice.querySelectorAll('li')).toHaveLength(2);
    expect(notice.textContent).toContain('Cola: Nimo');
    expect(notice.textContent).toContain('37,5');
    expect(store.get(combinationEntriesAtom)).toEqual(rules);
  });

  it('names the Axies of the link that no longer exist', async () => {
    answerApi({ '/api/axie/cards': cardsRoute(new Set(['501', '502', '504'])) });
    const id = shareLinkStore().keep(shared);
    renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${id}` });
    expect(await screen.findByText('Un Axie del enlace ya no existe: #503')).toBeInTheDocument();
  });

  it('asks before replacing Axies the page already holds, and keeps them on "No"', async () => {
    answerApi({ '/api/axie/cards': cardsRoute() });
    const id = shareLinkStore().keep(shared);
    const { store } = renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${id}` });
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
    const id = shareLinkStore().keep({ ...shared, ids: [], wallets: [owner], hidden: [], pair: null });
    const { store } = renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${id}` });
    await screen.findByText('Enlace abierto: 2 Axies cargados con sus filtros');
    expect(store.get(creaturesAtom).map((c) => c.id)).toEqual(['701', '702']);
    expect(calls.find((c) => c.path === '/api/search')!.body).toMatchObject({ owner, auctionType: 'All' });
  });

  it('an old link with the state inline still opens', async () => {
    answerApi({ '/api/axie/cards': cardsRoute() });
    const { store } = renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${encodeSharedPage({ ...shared, fees: null })}` });
    await screen.findByText('Enlace abierto: 4 Axies cargados con sus filtros');
    expect(store.get(currentPairAtom)).toEqual(['501', '502']);
    expect(store.get(feeTableAtom)).toEqual(DEFAULT_FEES);
  });

  it('a broken link says so and loads nothing; an unknown id shows the server’s words', async () => {
    const calls = answerApi({ '/api/axie/cards': cardsRoute() });
    shareLinkStore();
    const { unmount } = renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=garbage` });
    expect(await screen.findByText(es['axie.breeding.share.invalid']!)).toBeInTheDocument();
    unmount();
    renderBreeding(<BreedingPage />, { route: `${PATH}?${SHARE_PARAM}=${'Z'.repeat(22)}` });
    expect(await screen.findByText('Ese enlace no existe o no es de esta página: pide a quien te lo dio que lo copie de nuevo')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('copying a link', { timeout: 30_000 }, () => {
  it('"Copiar enlace" on a pair keeps the page as it is, with that pair and the fees, under a short id', async () => {
    answerApi({ '/api/axie/cards': cardsRoute(), '/api/tokens/': tokens });
    const { kept } = shareLinkStore();
    const { store } = renderBreeding(<BreedingPage />, { route: PATH });
    act(() => {
      store.set(creaturesAtom, [card(501), card(502), card(503)]);
      store.set(selectionAtom, { eyes: [eyes] });
      store.set(currentPairAtom, ['501', '503']);
      store.set(feeTableAtom, editedFees);
    });
    fireEvent.click(await screen.findByRole('button', { name: es['axie.breeding.share.pairLabel']!.replace('{a}', '501').replace('{b}', '503') }));
    const field = (await screen.findByTestId('share-link-501-503')) as HTMLInputElement;
    const id = new URL(field.value).searchParams.get(SHARE_PARAM)!;
    expect(field.value.length).toBeLessThan(200);
    const page = readSharedPage(kept.get(id))!;
    expect(page.ids).toEqual(['501', '502', '503']);
    expect(page.pair).toEqual(['501', '503']);
    expect(page.selection).toEqual({ eyes: [eyes] });
    expect(page.fees).toEqual(editedFees);
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.share.pageLabel'] }));
    const pageField = (await screen.findByTestId('share-link-page')) as HTMLInputElement;
    expect(readSharedPage(kept.get(new URL(pageField.value).searchParams.get(SHARE_PARAM)!))!.pair).toEqual(['501', '503']);
  });

  it('a refusal (too many links a minute) is shown in the server’s words, and no link field appears', async () => {
    answerApi({
      '/api/axie/cards': cardsRoute(),
      '/api/tokens/': tokens,
      '/api/axie/share-links': () => ({ status: 429, json: { code: 'RATE_LIMITED', error: 'Demasiadas solicitudes: espera un momento' } }),
    });
    const { store } = renderBreeding(<BreedingPage />, { route: PATH });
    act(() => {
      store.set(creaturesAtom, [card(501), card(502)]);
      store.set(currentPairAtom, ['501', '502']);
    });
    fireEvent.click(await screen.findByRole('button', { name: es['axie.breeding.share.pageLabel'] }));
    expect(await screen.findByText('Demasiadas solicitudes: espera un momento')).toBeInTheDocument();
    expect(screen.queryByTestId('share-link-page')).toBeNull();
  });
});
