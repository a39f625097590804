import './no-worker';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { sessionAtom } from '@criadero/session';
import BreedingPage from '../pages/BreedingPage';
import { creaturesAtom, userConfigAtom } from '../state/atoms';
import { card, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

const PATH = '/axie-infinity-tools/breeding-calculator';
const cardsRoute = () => (body: unknown) => ({ json: { axies: (body as { ids: string[] }).ids.map((id) => card(Number(id))) } });
const page = () => (
  <StrictMode>
    <BreedingPage />
  </StrictMode>
);

describe('arriving with ?ids= (the dashboard’s "my Axies" links)', { timeout: 20_000 }, () => {
  it('loads those creatures once, parsed like the ids field, and leaves the URL without the parameter', async () => {
    const calls = answerApi({ '/api/axie/cards': cardsRoute() });
    const { store, location } = renderBreeding(page(), { route: `${PATH}?ids=${encodeURIComponent('#11,12;13 14,#11')}&x=1` });
    await screen.findByText('Analizando 4 Axies cargados');
    expect(store.get(creaturesAtom).map((c) => c.id)).toEqual(['11', '12', '13', '14']);
    const cardCalls = calls.filter((c) => c.path === '/api/axie/cards');
    expect(cardCalls).toEqual([{ path: '/api/axie/cards', body: { ids: ['11', '12', '13', '14'] } }]);
    await waitFor(() => expect(location.current).toBe(`${PATH}?x=1`));
    expect(await screen.findByText('Se cargaron 4 Axies')).toBeInTheDocument();
  });

  it('the link of /dashboard/axie (comma-separated ids) works', async () => {
    answerApi({ '/api/axie/cards': cardsRoute() });
    const { location } = renderBreeding(page(), { route: `${PATH}?ids=21,22` });
    await screen.findByText('Analizando 2 Axies cargados');
    await waitFor(() => expect(location.current).toBe(PATH));
  });

  it('warns about entries that are not ids and calls nothing when none is left', async () => {
    const calls = answerApi({ '/api/axie/cards': cardsRoute() });
    const { location } = renderBreeding(page(), { route: `${PATH}?ids=abc` });
    expect(await screen.findByText('IDs ignorados: abc')).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe(PATH));
    expect(calls.filter((c) => c.path === '/api/axie/cards')).toEqual([]);
    expect(screen.getByTestId('grid-count').textContent).toBe('Analizando 0 Axies cargados');
  });

  it('without the parameter loads nothing', () => {
    const calls = answerApi({ '/api/axie/cards': cardsRoute() });
    renderBreeding(page(), { route: PATH });
    expect(calls.filter((c) => c.path === '/api/axie/cards')).toEqual([]);
  });
});

describe('user configuration from the server (spec §3/§7)', { timeout: 20_000 }, () => {
  const server = { body_color: 1 as const, genes_tree: ['d' as const, 'none' as const] };

  it('a logged-in user without a local user_config gets the server’s', async () => {
    answerApi({});
    const { store } = renderBreeding(page(), { route: PATH, user: user({ config: server }) });
    await waitFor(() => expect(store.get(userConfigAtom)).toEqual(server));
    expect(JSON.parse(localStorage.getItem('user_config')!)).toEqual(server);
  });

  it('also when the login happens on the page', async () => {
    answerApi({});
    const { store } = renderBreeding(page(), { route: PATH });
    expect(store.get(userConfigAtom).genes_tree).toEqual(['dr1', 'dr2', 'r1r2', 'dr1r2']);
    act(() => store.set(sessionAtom, { status: 'authenticated', user: user({ config: server }) }));
    await waitFor(() => expect(store.get(userConfigAtom)).toEqual(server));
  });

  it('a local user_config wins over the server’s', () => {
    answerApi({});
    const local = { body_color: 0, genes_tree: ['r1'] };
    localStorage.setItem('user_config', JSON.stringify(local));
    const { store } = renderBreeding(page(), { route: PATH, user: user({ config: server }) });
    expect(store.get(userConfigAtom)).toEqual(local);
    expect(JSON.parse(localStorage.getItem('user_config')!)).toEqual(local);
  });
});
